/**
 * The demo's wagmi page runs on wagmi 3, which this repository installs as `wagmi3` (an npm alias, beside
 * wagmi 2) with its own nested `@wagmi/core` 3; the top-level `@wagmi/core` is 2. walletport/wagmi imports
 * `@wagmi/core`, and a connector created by one core is not seen by hooks built on another: the page would
 * load two cores and nothing would sync. This plugin resolves every `@wagmi/core` import (and its subpaths)
 * as wagmi 3 resolves it, so the page holds one core, the one wagmi's hooks use, as npm would hoist it in a
 * host app (tests/readme/wagmi-apps.ts links the README's apps the same way). The React page imports no wagmi.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const WAGMI_CORE = /^@wagmi\/core(\/|$)/;

export function oneWagmiCorePlugin(demoRoot: string): Plugin {
  // Resolving from wagmi 3's own package.json finds the copy it depends on.
  const wagmiPackage = createRequire(path.join(demoRoot, 'package.json')).resolve('wagmi3/package.json');
  return {
    name: 'walletport-one-wagmi-core',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!WAGMI_CORE.test(source) || importer === wagmiPackage) return null;
      return this.resolve(source, wagmiPackage, { ...options, skipSelf: true });
    },
  };
}
