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
          include: ['**/*.test.tsx'],
          exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'bench/**'],
        },
      },
    ],
  },
});
