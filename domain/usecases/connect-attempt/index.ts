/** connect-attempt: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { ConnectAttemptUseCase } from './connect-attempt.usecase.js';
export type { ConnectAttemptState } from './connect-attempt.usecase.js';
