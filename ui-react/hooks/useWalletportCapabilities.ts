/**
 * What the connected EVM wallet can do with batches (see getCapabilities), read when an account is connected
 * and again when the account or the chain asked about changes, as wagmi's useCapabilities.
 */
import { useCallback, useEffect, useState } from 'react';
import { getCapabilities, type GetCapabilitiesErrorType, type GetCapabilitiesReturnType } from '../../actions/getCapabilities.js';
import { useWalletport } from './useWalletport.js';
import { useWalletportAccount } from './useWalletportAccount.js';

export type UseWalletportCapabilitiesParameters = {
  /** The account asked about; the connected one when absent. */
  account?: string | undefined;
  /** One chain's capabilities (decimal id) instead of every chain's. */
  chainId?: number | undefined;
};
export type UseWalletportCapabilitiesReturnType = {
  data: GetCapabilitiesReturnType | undefined;
  error: GetCapabilitiesErrorType | undefined;
  isLoading: boolean;
  /** Reads them again (after the wallet upgraded an account, say). */
  refetch: () => void;
};

type CapabilitiesState = Pick<UseWalletportCapabilitiesReturnType, 'data' | 'error' | 'isLoading'>;

export function useWalletportCapabilities({ account, chainId }: UseWalletportCapabilitiesParameters = {}): UseWalletportCapabilitiesReturnType {
  const client = useWalletport();
  const connected = useWalletportAccount({ namespace: 'eip155' }).address;
  const asked = account ?? connected;
  const [state, setState] = useState<CapabilitiesState>({ data: undefined, error: undefined, isLoading: false });
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (asked === undefined) {
      setState({ data: undefined, error: undefined, isLoading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, isLoading: true }));
    getCapabilities(client, { account: asked, chainId }).then(
      (data) => current && setState({ data, error: undefined, isLoading: false }),
      (error: unknown) => current && setState({ data: undefined, error: error as GetCapabilitiesErrorType, isLoading: false }),
    );
    return () => {
      current = false;
    };
  }, [client, asked, chainId, reads]);
  const refetch = useCallback(() => setReads((count) => count + 1), []);
  return { ...state, refetch };
}
