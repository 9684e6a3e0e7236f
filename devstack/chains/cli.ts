/**
 * Starts the local chains on their configured ports and keeps them running until Ctrl-C:
 *
 *   npx tsx devstack/chains/cli.ts [--verbose]
 *
 * Ports come from devstack/config.ts (WALLETPORT_CHAIN_A_PORT, _B_, _C_).
 */
import { DEV_ACCOUNTS } from '../config.js';
import { NFT_COLLECTION, TOKENS, startChains } from './index.js';

const started = Date.now();
const running = await startChains({ verbose: process.argv.includes('--verbose') });

console.log(`Local chains ready in ${Date.now() - started} ms:`);
for (const chain of running.chains) {
  console.log(`  ${chain.name.padEnd(20)} chain id ${chain.chainId}  ${chain.rpcUrl}  (anvil pid ${chain.pid})`);
}
console.log('Contracts (the same on every chain):');
for (const token of TOKENS) console.log(`  ${token.symbol.padEnd(6)} ${token.address}  (${token.decimals} decimals)`);
console.log(`  ${NFT_COLLECTION.symbol.padEnd(6)} ${NFT_COLLECTION.address}  (ERC-721)`);
console.log(`  Multicall3 ${running.contracts.multicall3}`);
console.log('Accounts:');
for (const account of DEV_ACCOUNTS) console.log(`  ${account.address}`);
console.log('Ctrl-C stops them.');

const shutdown = (): void => {
  void running.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
