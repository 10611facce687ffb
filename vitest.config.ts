import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{client,server,shared,scripts,sw}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // the build-output and site-file tests read dist/, which `npm test` builds first
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where
    // most of these tests wait on a child process, a socket or a file rather than compute
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
