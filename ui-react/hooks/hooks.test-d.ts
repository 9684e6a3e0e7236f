/**
 * Type tests (checked by the typecheck of the test command, not run): what the hooks promise their callers.
 */
import { createWalletClient, custom, type EIP1193Provider } from 'viem';
import { expectTypeOf } from 'vitest';
import type { ConnectErrorType } from '../../actions/connect.js';
import type { ConnectionStatus } from '../../domain/entities/account/account.js';
import { useWalletportAccount } from './useWalletportAccount.js';
import { useWalletportConnect } from './useWalletportConnect.js';
import { useWalletportNetwork } from './useWalletportNetwork.js';
import { useWalletportProvider } from './useWalletportProvider.js';

export function TypeChecks() {
  const account = useWalletportAccount();
  expectTypeOf(account.status).toEqualTypeOf<ConnectionStatus>();
  expectTypeOf(account.address).toEqualTypeOf<string | undefined>();

  // The connect hook's error is the action's typed error: a switch on its code is checked.
  const { error, status } = useWalletportConnect();
  expectTypeOf(error).toEqualTypeOf<ConnectErrorType | undefined>();
  expectTypeOf(status).toEqualTypeOf<'idle' | 'pending' | 'success' | 'error'>();
  if (error?.code === 'CONNECTION_REJECTED') expectTypeOf(error.shortMessage).toBeString();
  // @ts-expect-error a code the connect action never throws
  if (error?.code === 'SWAP_INIT_FAILED') return null;

  // The provider is viem's EIP-1193 type: viem takes it as it is.
  const { provider } = useWalletportProvider();
  expectTypeOf(provider).toEqualTypeOf<EIP1193Provider | undefined>();
  if (provider) createWalletClient({ transport: custom(provider) });

  // switchNetwork takes a configured network, its CAIP-2 id, or an EVM chain id.
  const { switchNetwork } = useWalletportNetwork();
  void switchNetwork(8453);
  void switchNetwork('eip155:8453');
  // @ts-expect-error not a network
  void switchNetwork(true);
  return null;
}
