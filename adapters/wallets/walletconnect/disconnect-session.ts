/**
 * How every WalletConnect connector disconnects: the one session of all namespaces ends through the client, a
 * wallet's failure reads as a typed error, and the connector forgets its chain even when the wallet failed (the
 * client drops the session either way, so a stale chain would outlive it).
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';
import type { WalletConnectClient } from '../../../ports/walletconnect.port.js';

export type DisconnectSessionParameters = {
  readonly client: Pick<WalletConnectClient, 'disconnect'>;
  /** Forgets the connector's chain; runs whether the disconnect succeeded or not. */
  readonly forget: () => void;
};
export type DisconnectSessionReturnType = void;
export type DisconnectSessionErrorType = WalletportError;

/** Ends the WalletConnect session; rejects with the wallet's failure parsed (parseWalletError). */
export async function disconnectSession({ client, forget }: DisconnectSessionParameters): Promise<DisconnectSessionReturnType> {
  try {
    await client.disconnect();
  } catch (error) {
    throw parseWalletError(error);
  } finally {
    forget();
  }
}
