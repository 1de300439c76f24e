// Element tests in Chromium: test/**/*.browser.test.ts, TypeScript compiled by esbuild with the
// project's tsconfig (Lit's legacy decorators need experimentalDecorators / useDefineForClassFields).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { gameServerPlugin } from './test/elements/online-server.mjs';
import { screenCommandsPlugin } from './test/elements/screen-commands.mjs';

/**
 * Writes `{ passed, failed, skipped }` to a JSON file when the run ends, for scripts/test-all.js. A
 * test file that failed without reporting a failing test (it did not load, say) counts as one failure.
 */
function countReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      const walk = (suite) => {
        for (const test of suite.tests) counts[test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed'] += 1;
        for (const child of suite.suites) walk(child);
      };
      for (const session of sessions) {
        const before = counts.failed;
        if (session.testResults) walk(session.testResults);
        if (session.passed === false && counts.failed === before) counts.failed += 1;
      }
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}

const resultsFile = process.env.TECH_DECK_WTR_RESULTS;

/**
 * JSON modules (the compiled deck and rules in src/data) as JavaScript: esbuild drops the import's
 * `with { type: 'json' }`, after which the browser would refuse a JSON response to a script import.
 */
const jsonModules = {
  name: 'json-modules',
  resolveMimeType(context) {
    if (context.path.endsWith('.json')) return 'js';
  },
  transform(context) {
    if (context.path.endsWith('.json')) return { body: `export default ${context.body};` };
  },
};

export default {
  files: ['test/**/*.browser.test.ts'],
  // The production builds of Lit and friends: the tests see what a page ships, without dev-mode warnings.
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 2,
  // The system Chromium: nothing is downloaded, and nothing in it calls home.
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  plugins: [
    jsonModules,
    screenCommandsPlugin(), // screenshots under test-results/ and touch taps, for the one-screen tests
    gameServerPlugin(), // `tech-deck serve` on 127.0.0.1 for the online tests
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  reporters: resultsFile ? [defaultReporter(), countReporter(resultsFile)] : [defaultReporter()],
  // Whole games played through an element take seconds on two cores; none may hang for long.
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 600000,
};
