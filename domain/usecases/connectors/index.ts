/** connectors: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { findWalletConnector, isDirectConnector, isInstalledConnector } from './catalogueMatch.js';
export { ConnectorsUseCase } from './connectors.usecase.js';
export { WALLET_STANDARD_ID_PREFIX, walletStandardConnectorId } from './walletStandardIdentity.js';
