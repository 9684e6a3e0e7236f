/**
 * The compiler options of create-vite's react-ts template (its tsconfig.app.json), strict: what a reader who
 * follows the README starts from, so the README's React blocks are checked as such an app would check them.
 */
export const CREATE_VITE_REACT_COMPILER_OPTIONS = {
  target: 'ES2022',
  useDefineForClassFields: true,
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  types: ['vite/client'],
  skipLibCheck: true,
  moduleResolution: 'bundler',
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  jsx: 'react-jsx',
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
  noUncheckedSideEffectImports: true,
} as const;
