import { join } from 'node:path'
import { defineConfig } from 'vite'

/**
 * The server as plain JavaScript in dist-server/, so that a built site runs on its runtime
 * dependencies alone (`npm ci --omit=dev`, then `npm run serve`): our own code, the content the
 * build compiled and the shared catalog are bundled in; every package stays an import, and
 * scripts/server-bundle.test.ts checks that those are exactly package.json's dependencies. One
 * flat folder, beside dist/, so a file finds the repository one level up wherever the bundler
 * put it.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      input: {
        index: join(import.meta.dirname, 'server/index.ts'),
        'decode-process': join(import.meta.dirname, 'server/photos/decode-process.ts'),
        leads: join(import.meta.dirname, 'server/cli/leads.ts'),
        owner: join(import.meta.dirname, 'server/cli/owner.ts'),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
