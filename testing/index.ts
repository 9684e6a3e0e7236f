/**
 * walletport/testing: a mock wallet for a host page's own tests, the same code walletport's tests run
 * against. Hand `mockConnector({ accounts, network })` to `createWalletport({ connectors: [...] })`, then
 * drive the page and flip the wallet's switches:
 *
 * ```ts
 * const wallet = mockConnector({ accounts: [alice], network: mainnet });
 * const client = createWalletport({ projectId, networks: [mainnet], connectors: [wallet] });
 * wallet.failConnectWith = userRejectedError(); // the next connect rejects with CONNECTION_REJECTED
 * ```
 *
 * Nothing here is needed in production; importing it does no I/O and starts no timer.
 */
export {
  mockConnector,
  MockConnector,
  type MockConnectorParameters,
  type MockConnectorReturnType,
  type MockConnectorOptions,
  type MockConnectorCall,
  type MockNetwork,
  type MockSwitchTarget,
} from './mock-connector.js';
export {
  MockEip1193Provider,
  mockSignature,
  providerChainId,
  type AddEthereumChainParameter,
  type MockEip1193ProviderOptions,
  type MockProviderRequest,
  type MockWalletState,
} from './mock-eip1193-provider.js';
export { ScriptedAnswers } from './scripted-answers.js';
export {
  providerDisconnectedError,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
  type WalletErrorObject,
} from './wallet-errors.js';
