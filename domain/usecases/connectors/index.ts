/** connectors: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { findWalletConnector, isDirectConnector, isInstalledConnector } from './catalogueMatch.js';
export { ConnectorsUseCase } from './connectors.usecase.js';
