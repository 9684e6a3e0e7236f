/** connect-list: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { connectMethodOrder } from './connectMethodOrder.js';
export { hasInjectedWallets } from './hasInjectedWallets.js';
export { orderConnectors } from './orderConnectors.js';
export type { ConnectListEntry } from './orderConnectors.js';
export { socialsForPlatform } from './socialsForPlatform.js';
export { walletFeatureButtons } from './walletFeatureButtons.js';
export { connectorServesNamespace, walletServesNamespace } from './servesNamespace.js';
export { orderConnectorsForNamespace } from './orderConnectorsForNamespace.js';
export { allWalletsForNamespace } from './allWalletsForNamespace.js';
