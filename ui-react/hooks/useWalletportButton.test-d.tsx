/**
 * Type tests (checked by the typecheck of the test command, not run): what useWalletportButton and
 * ConnectButtonCustom promise a page that draws its own button.
 */
import type { ReactNode } from 'react';
import { expectTypeOf } from 'vitest';
import { ConnectButtonCustom, type ConnectButtonCustomProps } from '../components/ConnectButton/ConnectButtonCustom.js';
import { useWalletportButton, type UseWalletportButtonErrorType, type WalletportButtonAccount } from './useWalletportButton.js';

export function TypeChecks() {
  const button = useWalletportButton();
  expectTypeOf(button.ready).toEqualTypeOf<boolean>();
  expectTypeOf(button.account).toEqualTypeOf<WalletportButtonAccount | undefined>();
  expectTypeOf(button.openConnect).toEqualTypeOf<() => Promise<void>>();
  expectTypeOf(button.network.chainId).toEqualTypeOf<number | string>();
  // The open functions reject with the modal's error, an Error.
  expectTypeOf<UseWalletportButtonErrorType>().toExtend<Error>();
  if (button.account) expectTypeOf(button.account.displayName).toBeString();
  // @ts-expect-error a namespace walletport does not know
  useWalletportButton({ namespace: 'tron' });

  // The render prop gets the hook's state and returns what React renders.
  expectTypeOf<ConnectButtonCustomProps['children']>().toEqualTypeOf<(state: ReturnType<typeof useWalletportButton>) => ReactNode>();
  // @ts-expect-error the child is a function of the state, not markup
  const wrong = <ConnectButtonCustom>{'Connect'}</ConnectButtonCustom>;
  return [wrong, <ConnectButtonCustom key="ok">{({ connected }) => (connected ? 'Account' : 'Connect')}</ConnectButtonCustom>];
}
