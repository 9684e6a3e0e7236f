/** The devstack's local Bitcoin ledger: a regtest UTXO ledger of our own behind Esplora's HTTP API (README.md). */
export { startBitcoin, DEFAULT_BLOCK_INTERVAL_MS, type RunningBitcoin, type StartBitcoinOptions } from './start-bitcoin.js';
export { BITCOIN_DEV_ACCOUNTS, BITCOIN_FAUCET_ADDRESS, bitcoinDevKey, bitcoinFaucetKey, bitcoinKeyFor, type BitcoinDevKey } from './dev-keys.js';
export { BITCOIN_DEVSTACK_CAIP2, BITCOIN_DEVSTACK_NAME, REGTEST } from './regtest.js';
export { BITCOIN_DEV_ACCOUNT_FUNDING } from './seed.js';
export { FEE_ESTIMATES } from './chain-routes.js';
