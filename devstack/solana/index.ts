/** The devstack's local Solana chain: litesvm behind a JSON-RPC and WebSocket node of our own (README.md). */
export { startSolana, type RunningSolana, type StartSolanaOptions } from './start-solana.js';
export {
  SOLANA_DEV_ADDRESSES,
  SOLANA_FAUCET_ADDRESS,
  SOLANA_TOKEN_MINT_ADDRESS,
  SOLANA_DEV_ACCOUNT_COUNT,
  solanaDevKeypair,
  solanaFaucetKeypair,
} from './dev-keys.js';
export {
  SOLANA_DEVSTACK_CAIP2,
  SOLANA_DEVSTACK_GENESIS_HASH,
  SOLANA_DEVSTACK_NAME,
  SOLANA_DEVSTACK_TOKEN,
  SOLANA_DEV_ACCOUNT_FUNDING,
  LAMPORTS_PER_SIGNATURE,
} from './genesis.js';
export { solanaTokenAccountOf } from './seed.js';
