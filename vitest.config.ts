import { defineConfig } from 'vitest/config';

// Two projects: pure code runs in Node; React components run in happy-dom.
export default defineConfig({
  test: {
    // The WalletConnect clients skip their Verify and telemetry calls under this flag (STACK-NOTES.md).
    env: { IS_VITEST: 'true' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'bench/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
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
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
