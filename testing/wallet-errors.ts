/**
 * The errors a wallet rejects with, as plain EIP-1193 error objects (`{ code, message }`), for the failure
 * switches of MockConnector and MockEip1193Provider: `connector.failConnectWith = userRejectedError()`.
 * The connector turns them into walletport's typed errors, as it does with a real wallet's.
 */

/** An EIP-1193 error object, as wallets reject with. */
export type WalletErrorObject = { code: number; message: string };

/** 4001: the user declined (a connect, a switch, a signature). walletport reports CONNECTION_REJECTED on connect. */
export const userRejectedError = (): WalletErrorObject => ({ code: 4001, message: 'User rejected the request.' });

/** 4100: the page is not authorised for the account or the method. */
export const unauthorizedError = (): WalletErrorObject => ({
  code: 4100,
  message: 'The requested account and/or method has not been authorized by the user.',
});

/** 4200: the wallet does not support the method. */
export const unsupportedMethodError = (method: string): WalletErrorObject => ({
  code: 4200,
  message: `The Provider does not support the requested method: ${method}`,
});

/** 4900: the wallet is disconnected from every chain. */
export const providerDisconnectedError = (): WalletErrorObject => ({
  code: 4900,
  message: 'The Provider is disconnected from all chains.',
});

/** 4902: the wallet does not know the chain (add it with wallet_addEthereumChain first). */
export const unrecognizedChainError = (caipNetworkId: string): WalletErrorObject => ({
  code: 4902,
  message: `Unrecognized chain ID "${caipNetworkId}". Try adding the chain using wallet_addEthereumChain first.`,
});
