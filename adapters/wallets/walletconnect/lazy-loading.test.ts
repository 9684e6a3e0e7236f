// The universal provider (and the Sign client behind it) must load on first use only: a page that never uses
// WalletConnect never downloads it, and server rendering never runs it. Only type imports and the one
// dynamic import() may name the package.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers } from '../../../tests/architecture/dependency-rules.js';

const folder = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the WalletConnect adapter loads the library lazily', () => {
  it.each(sources)('%s has no runtime static import of @walletconnect', (file) => {
    const source = readFileSync(`${folder}${file}`, 'utf8');
    const staticImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+['"](@walletconnect\/[^'"]+)['"]/gm)].map((match) => match[1]);
    expect(staticImports).toEqual([]);
    const named = importSpecifiers(source).filter((specifier) => specifier.startsWith('@walletconnect/'));
    for (const specifier of named) expect(specifier).toBe('@walletconnect/universal-provider');
  });

  it('loads the universal provider with a dynamic import', () => {
    const source = readFileSync(`${folder}universal-provider-client.adapter.ts`, 'utf8');
    expect(source).toContain("await import('@walletconnect/universal-provider')");
  });
});

describe('the WalletConnect solana connector loads on first use', () => {
  it('the composition root names its module only in a dynamic import (an EVM-only page never downloads it)', () => {
    const root = readFileSync(fileURLToPath(new URL('../../../composition-root.ts', import.meta.url)), 'utf8');
    const staticImports = [...root.matchAll(/^import\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]);
    expect(staticImports.filter((specifier) => specifier?.includes('walletconnect-solana-connector.adapter'))).toEqual([]);
    expect(root).toContain("await import('./adapters/wallets/walletconnect/walletconnect-solana-connector.adapter.js')");
  });
});

describe('the Bitcoin, Polkadot and Cosmos code loads on first use (issue 31)', () => {
  const root = readFileSync(fileURLToPath(new URL('../../../composition-root.ts', import.meta.url)), 'utf8');
  const staticImports = [...root.matchAll(/^import\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? '');
  const browserDiscovery = readFileSync(fileURLToPath(new URL('../wallet-standard/browser-wallet-discovery.ts', import.meta.url)), 'utf8');

  it.each([
    ['the WalletConnect namespace connector', './adapters/wallets/walletconnect/walletconnect-namespace-connector.adapter.js'],
    ['the bip122 chain adapter', './adapters/wallets/bitcoin/bitcoin-chain-adapter.adapter.js'],
    ['the signature-only chain adapter', './adapters/wallets/signatures/signature-chain-adapter.adapter.js'],
  ])('the composition root names %s only in a dynamic import', (_name, module) => {
    expect(staticImports.filter((specifier) => specifier === module)).toEqual([]);
    expect(root).toContain(`await import('${module}')`);
  });

  it('the sats-connect discovery is a chunk the browser discovery imports dynamically', () => {
    expect(browserDiscovery).not.toMatch(/^import\s+(?!type\b)[^;]*?from\s+['"][^'"]*bitcoin\//m);
    expect(browserDiscovery).toContain("await import('../bitcoin/discovery-sats-connect.adapter.js')");
  });
});
