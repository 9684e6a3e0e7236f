/** Ladle (stories) configuration. Stories sit beside their components, as *.stories.tsx under ui-react. */
export default {
  stories: 'ui-react/**/*.stories.tsx',
  // Ladle 5 runs its own vite 6: it gets its own small config, never the app's vite 8 one (STACK-NOTES.md).
  viteConfig: '.ladle/vite.config.mjs',
  outDir: 'build',
  addons: {
    width: {
      enabled: true,
      options: { xsmall: 375, small: 640, medium: 768, large: 1024 },
      defaultState: 0,
    },
    a11y: { enabled: false },
  },
};
