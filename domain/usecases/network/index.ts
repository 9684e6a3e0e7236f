/** network: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { NetworkUseCase } from './network.usecase.js';
export type { NetworkState, SwitchNetworkResult } from './network.usecase.js';
export { networkConnection } from './networkConnection.js';
