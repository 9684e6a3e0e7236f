/** transactions: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { TransactionFollowUseCase } from './transaction-follow.usecase.js';
