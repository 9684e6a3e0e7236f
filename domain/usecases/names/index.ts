/** names: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { NamesUseCase } from './names.usecase.js';
export type { NameAvailability, NamesState } from './names.usecase.js';
