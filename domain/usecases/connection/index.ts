/** connection: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export type { ConnectionState, ConnectorsState, HeldConnection, NamespaceConnection, RecentWallet } from './connection.types.js';
export { ConnectionUseCase } from './connection.usecase.js';
export { toConnectError } from './toConnectError.js';
export { disconnectScope } from './disconnectScope.js';
