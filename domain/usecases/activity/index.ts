/** activity: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { ActivityUseCase } from './activity.usecase.js';
export type { ActivityState } from './activity.usecase.js';
