import { defineConfig } from 'vitest/config';

// Node tests only; the element tests (*.browser.test.ts) run in Chromium through web-test-runner.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.browser.test.ts', 'node_modules/**'],
    pool: 'threads',
    maxWorkers: 2,
    // Whole bot games and exhaustive hand checks take seconds on two cores; none may hang for long.
    testTimeout: 60_000,
  },
});
