import { defineConfig } from 'vitest/config'

/**
 * The homeowner flows in WebKit and Firefox (e2e/engines): each engine's file runs its flows in
 * order, the two engines side by side. `npm test` runs it under Xvfb, which WebKit needs.
 */
export default defineConfig({
  test: {
    include: ['e2e/engines/*.engine.ts'],
    environment: 'node',
    testTimeout: 45_000,
    hookTimeout: 90_000,
    // side by side even on 2 cores, where Vitest's default would run one file at a time: the
    // flows spend most of their time waiting for a page, a retry or the server
    maxWorkers: 2,
  },
})
