/** account: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { AccountDataUseCase } from './account-data.usecase.js';
export type { AccountDataState } from './account-data.usecase.js';
