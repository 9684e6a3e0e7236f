/**
 * Puts a walletport client in context and renders the modal root beside the children. On mount (an effect,
 * never during render, so server rendering does nothing) it calls `client.start()` once per client, which
 * loads the client's core right after the page's first paint, and schedules the modal layer's prefetch (all
 * a first click needs) for when the page is idle; once an account is connected, the Account view's too.
 * Other views load on intent (views/prefetch.ts). It does not dispose the client: the host page created it
 * and owns it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { WalletportClient } from '../../client/walletport-client.js';
import { useWalletportAccount } from '../hooks/useWalletportAccount.js';
import { ModalRoot } from '../modal/ModalRoot.js';
import { prefetchModal } from '../views/prefetch.js';
import { whenIdle } from '../views/whenIdle.js';
import { WalletportContext } from './WalletportContext.js';

export type WalletportProviderProps = {
  /** The client from `createWalletport(...)`. */
  client: WalletportClient;
  children?: ReactNode;
};

export function WalletportProvider({ client, children }: WalletportProviderProps) {
  const startedClient = useRef<WalletportClient | null>(null);

  useEffect(() => {
    // Once per client, even when React runs effects twice (StrictMode) or the provider re-renders.
    if (startedClient.current === client) return;
    startedClient.current = client;
    client.start();
  }, [client]);

  useEffect(() => whenIdle(() => void prefetchModal()), []);

  return (
    <WalletportContext.Provider value={client}>
      {children}
      <ModalRoot />
      <PrefetchAccountView />
    </WalletportContext.Provider>
  );
}

/** Once an account is connected, the Account view (what the account button opens) loads when the page is idle. */
function PrefetchAccountView() {
  const { isConnected } = useWalletportAccount();
  useEffect(() => (isConnected ? whenIdle(() => void prefetchModal('Account')) : undefined), [isConnected]);
  return null;
}
