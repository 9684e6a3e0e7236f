/** modal: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { ModalUseCase } from './modal.usecase.js';
export type { ModalState, OpenModalParameters } from './modal.usecase.js';
