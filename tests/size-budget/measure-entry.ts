/**
 * Builds, with vite in a temporary folder, the smallest host page there is: createWalletport, then
 * <WalletportProvider> around a <ConnectButton>, importing `walletport` and `walletport/react` as an app
 * would (aliased to this repository's sources, as demo/vite.config.ts does). React is left external (the
 * host page's, not ours). Returns the entry chunk plus its static imports, the JS loaded before the modal
 * opens; dynamic imports (the lazily loaded views) are left out. gzip is node:zlib at level 9.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { hostPageBuildConfig } from '../../devstack/testing/host-page-build-config.js';

const HOST_PAGE = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletport } from 'walletport';
import { ConnectButton, WalletportProvider } from 'walletport/react';

const client = createWalletport({
  projectId: 'size-budget',
  networks: [{
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
  }],
  metadata: { name: 'size budget', description: 'size budget', url: 'https://example.com', icons: [] },
});
createRoot(document.getElementById('root')).render(createElement(WalletportProvider, { client }, createElement(ConnectButton)));
`;

export type EntrySize = {
  raw: number;
  gzip: number;
  files: string[];
  lazyChunks: number;
  /** The packages bundled into the entry (`viem`, `@inversifyjs/core`, ...), from its chunks' module ids. */
  packages: string[];
};

export async function measureEntry(): Promise<EntrySize> {
  const dir = await mkdtemp(path.join(tmpdir(), 'walletport-size-budget-'));
  try {
    const entry = path.join(dir, 'main.js');
    await writeFile(entry, HOST_PAGE);
    const output = await build({
      ...hostPageBuildConfig(dir),
      build: {
        write: false,
        outDir: path.join(dir, 'dist'),
        reportCompressedSize: false,
        rollupOptions: { input: entry, external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((result) => result.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entryChunk = chunks.find((chunk) => chunk.isEntry);
    if (!entryChunk) throw new Error('the build emitted no entry chunk');
    const closure = new Set<string>();
    const visit = (fileName: string): void => {
      // `imports` also names the external modules (React): not ours, not emitted, not counted.
      if (closure.has(fileName) || !byName.has(fileName)) return;
      closure.add(fileName);
      for (const next of byName.get(fileName)?.imports ?? []) visit(next);
    };
    visit(entryChunk.fileName);
    let raw = 0;
    let gzip = 0;
    const packages = new Set<string>();
    for (const fileName of closure) {
      for (const moduleId of byName.get(fileName)!.moduleIds) {
        const name = packageOf(moduleId);
        if (name) packages.add(name);
      }
      const code = Buffer.from(byName.get(fileName)!.code);
      raw += code.length;
      gzip += gzipSync(code, { level: 9 }).length;
    }
    return { raw, gzip, files: [...closure], lazyChunks: chunks.length - closure.size, packages: [...packages].sort() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The npm package a bundled module comes from (the last node_modules segment), or undefined for our own. */
function packageOf(moduleId: string): string | undefined {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replaceAll('\\', '/'));
  return match?.[1];
}
