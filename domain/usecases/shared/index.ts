/** shared: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { deferred } from './deferred.js';
export type { FlowAccountData, FlowAccountDataState, FlowConnection } from './flow-dependencies.js';
export { latest } from './latest.js';
export type { Latest, Ticket } from './latest.js';
export { runSafely } from './run-safely.js';
export { StatefulUseCase } from './stateful-use-case.js';
export type { TrackEvents } from './track-events.js';
export { TtlCache } from './ttl-cache.js';
export { askEvmWallet, sendWalletTransaction, toWalletFailure } from './wallet-transaction.js';
export type { SendWalletTransactionErrorType, WalletFailureErrorType } from './wallet-transaction.js';
