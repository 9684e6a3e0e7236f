// Lint runs in the test command. Type-aware rules are left out on purpose: the typecheck (tsgo) already
// runs on every test, and type-aware linting would triple the time on the two-core CI machine.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'bench/results/**', 'bench/**/dist/**', 'devstack/data/**', '**/build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Scripts that run in Node (devstack, CI helpers) may print.
    files: ['devstack/**', 'bench/**', 'e2e/**', '.ci/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
