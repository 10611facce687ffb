import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { join } from 'node:path'
import { defineConfig } from 'vite'

/**
 * The owner's lead desk (/owner/), built on its own after the public site: its own page, manifest
 * and worker, none of it in the public worker's precache (which is made before this build runs).
 * The worker is emitted as /owner/sw.js, unhashed, so its address stays the same across builds.
 */
export default defineConfig({
  root: 'client/owner',
  base: '/owner/',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/owner',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: join(import.meta.dirname, 'client/owner/index.html'),
        sw: join(import.meta.dirname, 'sw/owner-sw.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
})
