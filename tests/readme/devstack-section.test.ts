/**
 * The README's "Point your app at the devstack" section against the devstack itself: every chain id, RPC URL,
 * service address and script it gives is the one `npm start` serves with its default ports, and the
 * `walletportDevnet*` networks it names are the devstack's chains. The TypeScript block itself is compiled with
 * the others (readme.test.ts); this keeps its values, the table's and the script tags' (a plain block: no app
 * runs them offline, so they are checked here against the scripts the demo page loads) from drifting when the
 * devstack moves.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BITCOIN_DEVSTACK_CAIP2 } from '../../devstack/bitcoin/regtest.js';
import { DEV_ACCOUNTS, DEVSTACK_CHAINS, DEVSTACK_HOST, devstackPorts, type DevstackPorts } from '../../devstack/config.js';
import { SOLANA_DEVSTACK_CAIP2, SOLANA_DEVSTACK_NAME } from '../../devstack/solana/genesis.js';
import { walletportBitcoinRegtest, walletportDevnetA, walletportDevnetB, walletportDevnetC } from '../../networks.js';
import { REPOSITORY_ROOT } from '../package/packed-package.js';

const TITLE = 'Point your app at the devstack';

async function section(): Promise<string> {
  const markdown = await readFile(path.join(REPOSITORY_ROOT, 'README.md'), 'utf8');
  const found = markdown.split(/^## /m).find((part) => part.startsWith(`${TITLE}\n`));
  if (found === undefined) throw new Error(`README.md has no "## ${TITLE}" section`);
  return found;
}

/** The devstack's ports when no WALLETPORT_*_PORT variable moves them: what a reader's `npm start` uses. */
function defaultPorts(): DevstackPorts {
  for (const name of Object.keys(process.env).filter((key) => /^WALLETPORT_\w+_PORT$/.test(key))) vi.stubEnv(name, undefined);
  return devstackPorts();
}

const url = (scheme: 'http' | 'ws', port: number) => `${scheme}://${DEVSTACK_HOST}:${port}`;

describe(`README "${TITLE}"`, () => {
  let text: string;
  let ports: DevstackPorts;

  beforeEach(async () => {
    text = await section();
    ports = defaultPorts();
  });

  it("names the devstack's EVM chains by their networks, chain ids and RPC URLs, and those networks are the devstack's chains", () => {
    const chains = [
      { network: walletportDevnetA, name: 'walletportDevnetA', chain: DEVSTACK_CHAINS.a, port: ports.chainA },
      { network: walletportDevnetB, name: 'walletportDevnetB', chain: DEVSTACK_CHAINS.b, port: ports.chainB },
      { network: walletportDevnetC, name: 'walletportDevnetC', chain: DEVSTACK_CHAINS.c, port: ports.chainC },
    ];
    for (const { network, name, chain, port } of chains) {
      expect(network.id, name).toBe(chain.chainId);
      expect(network.name, name).toBe(chain.name);
      expect(network.rpcUrls.default.http, name).toEqual([url('http', port)]);
      expect(text, name).toContain(`| \`${name}\` | \`eip155:${chain.chainId}\` | \`${url('http', port)}\` |`);
    }
  });

  it('gives the Solana chain and the Bitcoin ledger as the devstack runs them', () => {
    const solanaReference = SOLANA_DEVSTACK_CAIP2.split(':')[1];
    expect(text).toContain(`id: '${solanaReference}'`);
    expect(text).toContain(`name: '${SOLANA_DEVSTACK_NAME}'`);
    expect(text).toContain(`rpcUrls: { default: { http: ['${url('http', ports.solana)}'] } }`);
    expect(text).toContain(`| \`${SOLANA_DEVSTACK_CAIP2}\` | \`${url('http', ports.solana)}\` |`);
    expect(walletportBitcoinRegtest.caipNetworkId).toBe(BITCOIN_DEVSTACK_CAIP2);
    expect(walletportBitcoinRegtest.rpcUrls.default.http).toEqual([url('http', ports.bitcoin)]);
    expect(text).toContain(`| \`walletportBitcoinRegtest\` | \`${BITCOIN_DEVSTACK_CAIP2}\` | \`${url('http', ports.bitcoin)}\` |`);
  });

  it("points every service option at the devstack's server for it", () => {
    expect(text).toContain(`const localCloud = '${url('http', ports.cloud)}';`);
    for (const option of ['apiUrl', 'rpcUrl', 'pulseUrl']) expect(text).toContain(`  ${option}: localCloud,`);
    expect(text).toContain(`relayUrl: '${url('ws', ports.relay)}'`);
    expect(text).toContain(`secureSiteUrl: '${url('http', ports.secureSite)}'`);
    expect(text).toContain(DEV_ACCOUNTS[0].address);
  });

  it('loads the test wallets from the scripts the demo page loads, from the demo server', async () => {
    const demoPage = await readFile(path.join(REPOSITORY_ROOT, 'demo/index.html'), 'utf8');
    const served = [...demoPage.matchAll(/<script src="(\/[\w-]+\.js)"><\/script>/g)].map((match) => match[1]);
    const given = [...text.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1] ?? '');
    expect(given.length).toBeGreaterThan(0);
    for (const script of given) {
      expect(script.startsWith(`${url('http', ports.demo)}/`), script).toBe(true);
      expect(served, script).toContain(new URL(script).pathname);
    }
  });

  it('mentions no 127.0.0.1 port the devstack does not serve', () => {
    const known = new Set(Object.values(ports));
    const mentioned = [...text.matchAll(/\b(?:https?|wss?):\/\/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]));
    expect(mentioned.length).toBeGreaterThan(5);
    expect(mentioned.filter((port) => !known.has(port))).toEqual([]);
  });
});
