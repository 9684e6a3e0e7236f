/**
 * @deprecated The catalogue-matching rule lives in catalogueMatch.ts. This alias only keeps
 * connection/walletIdentity.ts working until it imports `isDirectConnector` from there; then delete this file.
 * (It is the direct connector types, EXTERNAL included: not what the 'Installed' tag means.)
 */
export { DIRECT_CONNECTOR_TYPES as INSTALLED_CONNECTOR_TYPES } from './catalogueMatch.js';
