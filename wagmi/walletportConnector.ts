/**
 * `walletportConnector(client)`: walletport as one wagmi connector. wagmi's `connect` opens walletport's modal
 * and resolves with the wallet the visitor chose there; every later change, made in the wallet or in the modal,
 * reaches wagmi through the connector's emitter, and disconnecting on either side disconnects both. wagmi's
 * `reconnect` on page load restores nothing of its own: it waits for walletport's restore of the stored session
 * and never opens the modal.
 */
import { ChainNotConfiguredError, createConnector, type CreateConnectorFn } from '@wagmi/core';
import { SwitchChainError, UserRejectedRequestError, type Address, type Chain, type EIP1193Provider } from 'viem';
import { disconnect } from '../actions/disconnect.js';
import { getProvider } from '../actions/getProvider.js';
import { switchNetwork } from '../actions/switchNetwork.js';
import type { WalletportClient } from '../client/walletport-client.js';
import { isWalletportError } from '../domain/entities/errors/base.error.js';
import { connectThroughModal } from './connectThroughModal.js';
import { readEip155Connection, settledEip155Connection, watchEip155Connection, type Eip155Connection } from './eip155-connection.js';

export type WalletportConnectorParameters = {
  /** The connector's id in wagmi ('walletport' by default). */
  id?: string | undefined;
  /** The connector's name in wagmi ('walletport' by default). */
  name?: string | undefined;
};

/** The provider wagmi gets: walletport's EIP-1193 provider of the connected EVM wallet, undefined while none is. */
export type WalletportConnectorProvider = EIP1193Provider | undefined;
export type WalletportConnectorReturnType = CreateConnectorFn<WalletportConnectorProvider>;
/** Creating the connector throws nothing; its methods reject as wagmi's connectors do (see each one). */
export type WalletportConnectorErrorType = never;

export function walletportConnector(client: WalletportClient, parameters: WalletportConnectorParameters = {}): WalletportConnectorReturnType {
  return createConnector<WalletportConnectorProvider>((config) => {
    /** The connection last told to wagmi: the watcher tells wagmi only what changed since. */
    let told: Extract<Eip155Connection, { status: 'connected' }> | undefined;
    let stopWatching: (() => void) | undefined;

    const follow = () => {
      const now = readEip155Connection(client);
      if (now.status !== 'connected') {
        // 'connecting' (a restore, or another wallet taking over) is no news: wagmi hears where it ends.
        if (now.status === 'disconnected' && told) config.emitter.emit('disconnect');
        if (now.status === 'disconnected') told = undefined;
        return;
      }
      const before = told;
      told = now;
      // wagmi ignores 'connect' while its own connect or reconnect runs: those resolve with the same data.
      if (!before) config.emitter.emit('connect', { accounts: now.accounts, chainId: now.chainId });
      else if (!sameAccounts(before.accounts, now.accounts)) config.emitter.emit('change', { accounts: now.accounts, ...(before.chainId === now.chainId ? {} : { chainId: now.chainId }) });
      else if (before.chainId !== now.chainId) config.emitter.emit('change', { chainId: now.chainId });
    };

    const switchChain = async ({ chainId }: { chainId: number }): Promise<Chain> => {
      const chain = config.chains.find((candidate) => candidate.id === chainId);
      if (!chain) throw new ChainNotConfiguredError();
      try {
        await switchNetwork(client, { network: chainId, ignoreConfirmation: true });
      } catch (error) {
        if (isWalletportError(error, 'USER_REJECTED_REQUEST')) throw new UserRejectedRequestError(error);
        throw new SwitchChainError(error instanceof Error ? error : new Error(String(error)));
      }
      // The watcher has told wagmi already when the wallet's chain changed; this covers a chain it was on.
      follow();
      return chain;
    };

    return {
      id: parameters.id ?? 'walletport',
      name: parameters.name ?? 'walletport',
      type: 'walletport',

      // Follows walletport from the config's creation: a wallet connected with walletport's own button, or
      // restored without wagmi's reconnect, reaches wagmi too. Subscribing does no I/O.
      async setup() {
        stopWatching ??= watchEip155Connection(client, follow);
        // wagmi sets connectors up before its store exists: a wallet connected already is told after createConfig.
        await Promise.resolve();
        follow();
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        // On reconnect walletport restores its stored session itself; a failure here makes wagmi skip the connector.
        const connection = isReconnecting ? await settledEip155Connection(client) : await connectThroughModal(client);
        if (connection.status !== 'connected') throw new Error('walletport has no EVM session to restore');
        told = connection;
        let connectedChainId = connection.chainId;
        if (!isReconnecting && chainId !== undefined && chainId !== connectedChainId) {
          try {
            connectedChainId = (await switchChain({ chainId })).id;
          } catch (error) {
            // As wagmi's injected connector: a refused switch fails the connect, any other failure keeps the wallet's chain.
            if (error instanceof UserRejectedRequestError) throw error;
          }
        }
        const accounts = withCapabilities ? connection.accounts.map((address) => ({ address, capabilities: {} })) : connection.accounts;
        // wagmi types the answer by `withCapabilities`, which is only known at run time here.
        return { accounts, chainId: connectedChainId } as never;
      },

      async disconnect() {
        told = undefined;
        if (readEip155Connection(client).status === 'disconnected') return;
        await disconnect(client, { namespace: 'eip155' });
      },

      async getAccounts(): Promise<readonly Address[]> {
        const connection = readEip155Connection(client);
        return connection.status === 'connected' ? connection.accounts : [];
      },

      async getChainId() {
        const connection = readEip155Connection(client);
        if (connection.status === 'connected') return connection.chainId;
        const fallback = config.chains[0];
        return fallback.id;
      },

      async getProvider() {
        const connection = await settledEip155Connection(client);
        if (connection.status !== 'connected') return undefined;
        return getProvider(client);
      },

      async isAuthorized() {
        return (await settledEip155Connection(client)).status === 'connected';
      },

      // Through walletport's switchNetwork: the wallet is asked (adding the chain when it lacks it) and the
      // modal, when open, shows the progress.
      switchChain,

      // walletport follows the wallet's events itself (the watcher above); these are for callers that relay
      // a provider's events by hand, as wagmi's own connectors do.
      onAccountsChanged() {
        follow();
      },
      onChainChanged() {
        follow();
      },
      onDisconnect() {
        follow();
      },
    };
  });
}

function sameAccounts(first: readonly Address[], second: readonly Address[]): boolean {
  return first.length === second.length && first.every((address, index) => address === second[index]);
}
