/**
 * The build config the test writes for a README app (walletport-test.config.mjs, built by build-app.ts): the
 * app's own settings merged with what the test needs: a relative base (the apps are served side by side), no
 * minification (the build is for a journey, not a size check), the list of bundled modules (to see where each
 * came from) and, when the client is swapped, the README's client resolved to another module.
 */
import path from 'node:path';

export type TestBuildConfigParameters = {
  /** The app's folder (modules.json is written there). */
  folder: string;
  /** Config lines that import what the app's settings need and declare them as `own`. */
  own: string[];
  /** The README's client as written into the app, and the module bundled in its place (the same when not swapped). */
  readmeClient: string;
  bundledClient: string;
};

export type TestBuildConfigReturnType = string;

export function testBuildConfig({ folder, own, readmeClient, bundledClient }: TestBuildConfigParameters): TestBuildConfigReturnType {
  return [
    "import { writeFileSync } from 'node:fs';",
    "import { mergeConfig } from 'vite';",
    ...own,
    '',
    'export default mergeConfig(own, {',
    "  base: './',",
    "  logLevel: 'warn',",
    '  build: { minify: false, reportCompressedSize: false },',
    '  plugins: [',
    ...clientSwapPlugin(readmeClient, bundledClient),
    ...listModulesPlugin(path.join(folder, 'modules.json')),
    '  ],',
    '});',
    '',
  ].join('\n');
}

/**
 * Resolves the app's relative imports of its client (`./walletport`, `../walletport.ts`...) that land on
 * `readmeClient` to `bundledClient` instead, e.g. one pointed at the devstack: the README's client names the
 * production services, which a journey's request guard rightly blocks. No lines when both are the same module.
 */
function clientSwapPlugin(readmeClient: string, bundledClient: string): string[] {
  if (readmeClient === bundledClient) return [];
  return [
    '    {',
    "      name: 'walletport-devstack-client',",
    "      enforce: 'pre',",
    '      async resolveId(source, importer, options) {',
    "        if (!source.startsWith('.') || !/walletport(\\.[jt]s)?$/.test(source)) return null;",
    '        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });',
    `        return resolved?.id === ${JSON.stringify(readmeClient)} ? ${JSON.stringify(bundledClient)} : null;`,
    '      },',
    '    },',
  ];
}


/**
 * Writes every module the bundle holds (vite's ids) to `modulesFile` as JSON, so the test sees where each came
 * from (the config imports writeFileSync from 'node:fs').
 */
function listModulesPlugin(modulesFile: string): string[] {
  return [`    { name: 'list-modules', generateBundle() { writeFileSync(${JSON.stringify(modulesFile)}, JSON.stringify([...this.getModuleIds()])); } },`];
}
