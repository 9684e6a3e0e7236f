/**
 * What wagmi needs to know of walletport's EVM connection: whether it is connected, its accounts (the active
 * one first) and the chain the wallet is on; and a way to wait for a stored session to be restored, so wagmi's
 * `reconnect` on page load asks walletport instead of opening anything.
 */
import { getAddress, isAddress, type Address } from 'viem';
import { loadedCore, requireCore, watchCore } from '../client/core-access.js';
import { hasStoredSession } from '../client/stored-session-hint.js';
import { coreSlotOf, type WalletportClient } from '../client/walletport-client.js';

/** walletport's eip155 connection as wagmi sees it. */
export type Eip155Connection =
  | { status: 'connected'; accounts: readonly [Address, ...Address[]]; chainId: number }
  | { status: 'connecting' | 'disconnected' };

export type ReadEip155ConnectionParameters = WalletportClient;
export type ReadEip155ConnectionReturnType = Eip155Connection;

/** Reads the eip155 connection now; 'connecting' while a stored session waits for the core to load. */
export function readEip155Connection(client: WalletportClient): ReadEip155ConnectionReturnType {
  const core = loadedCore(client);
  if (!core) return { status: coreSlotOf(client).restoring ? 'connecting' : 'disconnected' };
  const entry = core.connection.snapshot.namespaces.eip155;
  if (!entry || entry.status !== 'connected') return { status: entry?.status === 'connecting' ? 'connecting' : 'disconnected' };
  const chainId = chainIdOf(entry.caipNetworkId ?? entry.caipAddress);
  const active = entry.address;
  if (chainId === undefined || active === undefined || !isAddress(active, { strict: false })) return { status: 'disconnected' };
  const others = entry.allAccounts.map((account) => account.address).filter((address) => address !== active && isAddress(address, { strict: false }));
  return { status: 'connected', accounts: [getAddress(active), ...others.map((address) => getAddress(address))], chainId };
}

/** `eip155:<id>` or `eip155:<id>:<address>` to the chain id; undefined for anything else. */
function chainIdOf(caipId: string | undefined): number | undefined {
  const [namespace, reference] = caipId?.split(':') ?? [];
  const chainId = namespace === 'eip155' && reference !== undefined && /^\d+$/.test(reference) ? Number(reference) : Number.NaN;
  return Number.isSafeInteger(chainId) ? chainId : undefined;
}

export type WatchEip155ConnectionReturnType = () => void;

/**
 * Calls `onChange` after each change of walletport's connection state (and when its core arrives). Only the
 * connection store is followed: unlike watchAccount it does not make walletport load balances or profiles.
 */
export function watchEip155Connection(client: WalletportClient, onChange: () => void): WatchEip155ConnectionReturnType {
  return watchCore(client, (core) => [core.connection], onChange);
}

export type SettledEip155ConnectionReturnType = Promise<Exclude<Eip155Connection, { status: 'connecting' }>>;

/**
 * The eip155 connection once walletport has finished restoring a stored session (its own reconnect gives up
 * after a few seconds, so this settles). Without a stored session and before the core has loaded it answers
 * 'disconnected' at once and loads nothing: a page whose visitor never connected pays nothing more.
 */
export async function settledEip155Connection(client: WalletportClient): SettledEip155ConnectionReturnType {
  if (!loadedCore(client)) {
    if (!hasStoredSession()) return { status: 'disconnected' };
    // Starts the client as the provider would: the restore is walletport's own, never a prompt.
    await requireCore(client);
  }
  return new Promise((resolve) => {
    let done = false;
    const check = () => {
      const connection = readEip155Connection(client);
      if (done || connection.status === 'connecting') return;
      done = true;
      stop();
      resolve(connection);
    };
    // The watcher never calls back while subscribing, so `stop` exists by the time `check` uses it.
    const stop = watchEip155Connection(client, check);
    check();
  });
}
