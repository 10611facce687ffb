import { join } from 'node:path'
import { defineConfig } from 'vite'
import { SERVER_BUNDLE_DIR } from './server/project-paths.ts'

/**
 * The server as plain JavaScript in dist-server/, so that a built site runs on its runtime
 * dependencies alone (`npm ci --omit=dev`, then `npm run serve`): our own code, the content the
 * build compiled and the shared catalog are bundled in; every package stays an import, and
 * scripts/server-bundle.test.ts checks that those are exactly package.json's dependencies. One
 * flat folder beside dist/: server/project-paths.ts finds the project's root from it.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    ssr: true,
    outDir: SERVER_BUNDLE_DIR,
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
