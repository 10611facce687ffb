import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{client,server,shared,scripts,sw}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // the build-output and site-file tests read dist/, which `npm test` builds first
    testTimeout: 20_000,
  },
})
