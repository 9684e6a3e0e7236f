/**
 * `npm start`: brings up the offline world (chains, cloud, WalletConnect relay and wallet page, demo) on
 * 127.0.0.1, prints the URLs, and stops everything on Ctrl-C. Ports: WALLETPORT_<NAME>_PORT (see
 * devstack/config.ts).
 */
import { DEV_ACCOUNTS } from './config.js';
import { startDevstack } from './devstack.js';

const started = Date.now();
const devstack = await startDevstack();
const { urls } = devstack;

console.log(`\nwalletport devstack ready in ${Date.now() - started} ms (offline, 127.0.0.1 only)\n`);
const line = (label: string, url: string | undefined, note = ''): void =>
  console.log(`  ${label.padEnd(22)}${url ?? '—'}${note ? `   (${note})` : ''}`);
line('Demo host page', urls.demo);
line('Local cloud', urls.cloud, `admin: ${urls.cloud}/__admin/faults, /__admin/settings, /__admin/events`);
line('WalletConnect relay', urls.relay, 'relayUrl for the dapp and the wallet');
if (urls.walletPage) line('Wallet page', urls.walletPage, "WalletConnect wallet: paste the modal's wc: URI, approve");
for (const chain of urls.chains) line(chain.name, chain.rpcUrl, `chain id ${chain.chainId}`);
console.log(`\n  Test wallet account ${DEV_ACCOUNTS[0].address} (funded on every chain)`);
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
