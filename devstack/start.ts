/**
 * `npm start`: brings up the offline world (EVM chains with their ERC-4337 bundlers, the Solana chain, the Bitcoin ledger, the on-ramp provider, mail, cloud, OIDC provider, Farcaster relay and app, secure
 * site, WalletConnect relay and wallet page, demo) on 127.0.0.1, prints the URLs, and stops everything on
 * Ctrl-C. Ports: WALLETPORT_<NAME>_PORT (see devstack/config.ts).
 *
 * The demo is served as a production build (demo-build.ts: cached by a hash of the sources, rebuilt in a few
 * seconds after a change, started here while the chains come up); `npm start -- --dev` (or
 * WALLETPORT_DEMO_MODE=dev) serves it with vite's dev server and hot reload instead.
 */
import { DEV_ACCOUNTS } from './config.js';
import { SOLANA_DEV_ADDRESSES } from './solana/index.js';
import { BITCOIN_DEV_ACCOUNTS } from './bitcoin/index.js';
import { buildDemo } from './demo-build.js';
import { DEMO_MODE_ENV, demoModeFromEnv } from './demo-server.js';
import { startDevstack } from './devstack.js';

if (process.argv.slice(2).includes('--dev')) process.env[DEMO_MODE_ENV] = 'dev';
const demoMode = demoModeFromEnv();

const started = Date.now();
// The demo's build (or the cached one) is ready by the time the devstack asks for it.
const demoBuild = demoMode === 'build' ? buildDemo() : undefined;
demoBuild?.catch(() => undefined);
const devstack = await startDevstack();
const { urls } = devstack;
const built = await demoBuild;

console.log(`\nwalletport devstack ready in ${Date.now() - started} ms (offline, 127.0.0.1 only)\n`);
const line = (label: string, url: string | undefined, note = ''): void =>
  console.log(`  ${label.padEnd(22)}${url ?? '—'}${note ? `   (${note})` : ''}`);
const demoNote = built
  ? `production build, ${built.cached ? 'cached' : `built in ${built.ms} ms`}; npm start -- --dev for vite's dev server`
  : "vite's dev server, hot reload";
line('Demo host page', urls.demo, demoNote);
line('Local cloud', urls.cloud, `admin: ${urls.cloud}/__admin/faults, /__admin/settings, /__admin/events`);
line('On-ramp provider', urls.onramp, `checkout pages /meld/checkout/… and /coinbase/checkout/…; test card 4242 4242 4242 4242 (docs/ONRAMP.md)`);
line('Secure site', urls.secureSite, `embedded wallet frame: ${urls.secureSite}/sdk?projectId=…`);
line('Mailbox', urls.mail, `codes and device links; SMTP at ${urls.smtp.replace('smtp://', '')}`);
line('OIDC provider', urls.oidc, 'social login stand-in for google, github, apple, facebook, x, discord');
line('WalletConnect relay', urls.relay, 'relayUrl for the dapp and the wallet');
line('Farcaster relay', urls.farcasterRelay, 'Sign In With Farcaster channels (the secure site opens them)');
line('Farcaster app', urls.farcasterApp, "the Farcaster client: open the modal's Farcaster link, Approve or Reject");
if (urls.walletPage) line('Wallet page', urls.walletPage, "WalletConnect wallet: paste the modal's wc: URI, approve");
for (const chain of urls.chains) line(chain.name, chain.rpcUrl, `chain id ${chain.chainId}`);
for (const bundler of urls.bundlers) line(`Bundler ${bundler.chainId}`, bundler.url, 'alto (ERC-4337, EntryPoint v0.8); hosts use the cloud route /v1/bundler');
console.log(`  ${''.padEnd(22)}(the bundlers took ${devstack.bundlers.startupMs} ms, beside the rest of the start)`);
line(urls.solana.name, urls.solana.rpcUrl, `${urls.solana.caip2}; WebSocket ${urls.solana.wsUrl}; started in ${devstack.solana.startupMs} ms`);
line(urls.bitcoin.name, urls.bitcoin.url, `${urls.bitcoin.caip2}; Esplora API; a block a second while the mempool is not empty; started in ${devstack.bitcoin.startupMs} ms`);
console.log(`\n  Test wallet account ${DEV_ACCOUNTS[0].address} (funded on every chain)`);
console.log(`  Solana dev account ${SOLANA_DEV_ADDRESSES[0]} (100 SOL, 10,000 USDC; devstack/solana/README.md)`);
console.log(`  Bitcoin dev account ${BITCOIN_DEV_ACCOUNTS[0].address} (10 BTC on regtest; devstack/bitcoin/README.md)`);
console.log('\nCtrl-C stops everything.');

let stopping = false;
const shutdown = (): void => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the devstack…');
  void devstack.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
