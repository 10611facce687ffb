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
  },
})
