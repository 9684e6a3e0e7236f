/**
 * The plugins the test adds to a README app's build config (walletport-test.config.mjs), as lines of that
 * config's `plugins: [...]`: the README's client swapped for another module, and the list of bundled modules.
 */

/**
 * Resolves the app's relative imports of its client (`./walletport`, `../walletport.ts`...) that land on
 * `readmeClient` to `bundledClient` instead, e.g. one pointed at the devstack: the README's client names the
 * production services, which a journey's request guard rightly blocks. No lines when both are the same module.
 */
export function clientSwapPlugin(readmeClient: string, bundledClient: string): string[] {
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

export type ClientSwapPluginParameters = Parameters<typeof clientSwapPlugin>;
export type ClientSwapPluginReturnType = ReturnType<typeof clientSwapPlugin>;

/**
 * Writes every module the bundle holds (vite's ids) to `modulesFile` as JSON, so the test sees where each came
 * from (the config imports writeFileSync from 'node:fs').
 */
export function listModulesPlugin(modulesFile: string): string[] {
  return [`    { name: 'list-modules', generateBundle() { writeFileSync(${JSON.stringify(modulesFile)}, JSON.stringify([...this.getModuleIds()])); } },`];
}

export type ListModulesPluginParameters = Parameters<typeof listModulesPlugin>;
export type ListModulesPluginReturnType = ReturnType<typeof listModulesPlugin>;
