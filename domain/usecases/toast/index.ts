/** toast: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { ToastUseCase } from './toast.usecase.js';
export type { ToastState } from './toast.usecase.js';
