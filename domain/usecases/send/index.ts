/** send: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { SendUseCase } from './send.usecase.js';
export type { NetworkFee, SendState } from './send.usecase.js';
