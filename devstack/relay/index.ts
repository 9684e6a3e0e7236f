export { startRelay, type RunningRelay, type StartRelayOptions } from './start-relay.js';
export type { RelayStats } from './relay-hub.js';
