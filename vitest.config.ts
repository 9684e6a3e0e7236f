import { defineConfig } from 'vitest/config';

// Pure code runs in Node; React components run in happy-dom; journeys and story checks in real chromium.

/** The browser files that only need the built stories, not the devstack (see the 'stories' project). */
const STORY_BROWSER_FILES = ['e2e/a11y/stories-axe.e2e.test.ts', 'e2e/layout/{modal-height,nft-titles,toast-position,wallet-names,walletconnect-tabs}.e2e.test.ts'];

export default defineConfig({
  test: {
    // The WalletConnect clients skip their Verify and telemetry calls under this flag (STACK-NOTES.md).
    env: { IS_VITEST: 'true' },
    // Both cores (vitest's default leaves one for itself, which idles while workers run), and the unit files
    // share each worker's module cache instead of importing zod, viem, rxjs and React again per file: on the
    // 2-core CI machine this takes the unit projects from about 5.5 to under 2 minutes. It holds because
    // nothing here keeps state at module level (no I/O, timers or storage at import time: a rule of the
    // code base, not of the tests) and stubbed globals and variables are restored after each test; the files also pass shuffled
    // (--sequence.shuffle.files).
    maxWorkers: 2,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'bench/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['ui-react/testing/preload-modal.ts'],
          include: ['**/*.test.tsx'],
          exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'bench/**'],
        },
      },
      {
        // Real-browser journeys: one devstack for the whole run (global setup), Debian's chromium driven by
        // playwright-core, one file at a time so the shared chains see one test's transactions at a time.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: STORY_BROWSER_FILES,
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real-browser checks of the Ladle stories (axe, layout): they serve the stories built once by their own
        // global setup and touch no devstack state, so they run with the unit files, two at a time, instead of
        // adding to the journeys, which run one file at a time after them (about 3 minutes of a CI run).
        extends: true,
        test: {
          name: 'stories',
          environment: 'node',
          include: STORY_BROWSER_FILES,
          globalSetup: ['e2e/a11y/stories-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
