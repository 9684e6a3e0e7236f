/**
 * The balance a wallet row of ProfileWallets shows, on the network shown: the Account view's balance for the
 * connection in use, and for a held one the native balance of its address (AccountDataUseCase.nativeBalanceOf,
 * read again when the shown account or network changes). Undefined while unknown.
 */
import { useEffect, useState } from 'react';
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import type { AccountDataState } from '../../../domain/usecases/account/index.js';
import type { HeldConnection } from '../../../domain/usecases/connection/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';

const selectShown = ({ address, caipNetworkId, balance, balanceSymbol }: AccountDataState) => ({ address, caipNetworkId, balance, balanceSymbol });

export function useWalletBalance(namespace: ChainNamespace, held: HeldConnection): string | undefined {
  const { account } = useLoadedCore();
  const shown = useStore(account, selectShown, shallowEqual);
  const [heldBalance, setHeldBalance] = useState<string | undefined>(undefined);
  const { status, address } = held;

  useEffect(() => {
    setHeldBalance(undefined);
    if (status === 'connected' || address === undefined || shown.address === undefined) return;
    let live = true;
    void account.nativeBalanceOf({ address, namespace }).then((result) => {
      if (live) setHeldBalance(result && `${result.balance} ${result.symbol}`.trim());
    });
    return () => {
      live = false;
    };
  }, [account, namespace, status, address, shown.address, shown.caipNetworkId]);

  if (status === 'active') return heldBalance;
  return address !== undefined && address === shown.address && shown.balance !== undefined
    ? `${shown.balance} ${shown.balanceSymbol ?? ''}`.trim()
    : undefined;
}
