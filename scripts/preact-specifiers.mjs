/**
 * React's module names and what the element renderer (walletport/element) loads for each: the same ui-react
 * components, run by preact/compat. One table for every place that maps them: the package build
 * (mirror-preact.mjs), the element tests (vitest.config.ts), the demo's elements page and the bench page.
 * Exact names only: 'react-dom' must not be caught by 'react'.
 */
export const PREACT_SPECIFIERS = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** The table as bundler aliases (Vite, vitest): each an exact match. */
export const preactAliases = () =>
  Object.entries(PREACT_SPECIFIERS).map(([find, replacement]) => ({ find: new RegExp(`^${find.replace('/', '\\/')}$`), replacement }));
