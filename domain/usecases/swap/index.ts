/** swap: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export type { SwapState, SwapToken } from './swap.types.js';
export { SwapUseCase } from './swap.usecase.js';
