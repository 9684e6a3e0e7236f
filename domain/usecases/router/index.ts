/** router: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { RouterUseCase } from './router.usecase.js';
export type { RouterHistoryEntry, RouterState, TransactionAction } from './router.usecase.js';
export { isViewName } from './views.js';
export type { RouterData, SwapArguments, SwapTarget, ViewName } from './views.js';
