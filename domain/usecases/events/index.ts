/** events: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { createAnalyticsGate } from './analyticsGate.js';
export { EventsUseCase } from './events.usecase.js';
export type { EventsAlert, EventsState, WalletportEvent } from './events.usecase.js';
