/**
 * Shared helpers for the account and network tests and stories (test-only: the build leaves out
 * `testing/`). Product code may not import tests/ (tests/architecture), so the fakes themselves are built
 * by each test or story; these helpers only know the ports they use.
 */
import { act, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { WalletportCore } from '../../../../container/walletport-core.js';
import type { WalletportClient } from '../../../../client/walletport-client.js';
import type { Connector } from '../../../../domain/entities/connector/connector.js';
import type { WalletConnector } from '../../../../ports/wallet-connector.port.js';
import { WalletportProvider } from '../../../provider/WalletportProvider.js';
import { settle } from '../../../testing/shadow.js';
import { prefetchViews } from '../../prefetch.js';
import { walletportDevnetA, walletportDevnetB } from '../../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../../domain/usecases/options/options.js';
import { FakeChainAdapter } from '../../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, type TestPorts } from '../../../../tests/fakes/create-test-client.js';
import { KEEP_LOCAL_FEATURES } from '../../../../tests/fakes/embedded-wallet-world.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from '../../../../tests/fakes/wallet-catalogue.fake.js';
import { MockConnector } from '../../../../tests/fakes/wallet-connector.fake.js';

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const TEST_ADDRESS_TRUNCATED = '0xf3…b92266';
export const TEST_WALLET_ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
/** 1.234567 ETH, shown floored as '1.234'. */
export const TEST_NATIVE_BALANCE = 1_234_567_000_000_000_000n;

/** The fake browser wallet the tests connect (an EIP-6963 announcement). */
export const TEST_WALLET_INFO: Connector = {
  id: 'io.walletport.testwallet',
  name: 'Walletport Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: TEST_WALLET_ICON,
  info: { rdns: 'io.walletport.testwallet' },
};

/**
 * A project configuration that leaves the remotely governed features of the Account view (activity,
 * onramp, swaps) and the logins to the local options (`config: null`), so their defaults apply (the one copy
 * is tests/fakes/embedded-wallet-world.ts).
 */
export { KEEP_LOCAL_FEATURES };

export type WalletDiscovery = { announce(connector: WalletConnector): void };

/** Starts the client (idempotent), announces the wallet and connects it; resolves once connected. */
export async function connectWallet(core: WalletportCore, discovery: WalletDiscovery, wallet: WalletConnector): Promise<void> {
  core.start();
  discovery.announce(wallet);
  await core.connection.connect({ connectorId: wallet.info.id });
}

export type MountWorldParameters = {
  client: WalletportClient;
  core: WalletportCore;
  discovery: WalletDiscovery;
  wallet: WalletConnector;
  children?: ReactNode;
  /** Connect the wallet once mounted (true by default). */
  connect?: boolean;
};

/** Renders the provider (with the lazy views loaded), announces the wallet and, unless told not to, connects it. */
export async function mountWorld({ client, core, discovery, wallet, children, connect = true }: MountWorldParameters) {
  await prefetchViews();
  const view = render(<WalletportProvider client={client}>{children}</WalletportProvider>);
  await settle();
  discovery.announce(wallet);
  if (connect) {
    await act(() => connectWallet(core, discovery, wallet));
    await settle();
  }
  return view;
}

export type HostKind = 'modal' | 'connect-button' | 'account-button' | 'network-button';

/** Testing Library queries inside the shadow root of a walletport host (modal, buttons). */
export function inHost(kind: HostKind) {
  const host = document.querySelector(`[data-walletport="${kind}"]`);
  const root = host?.shadowRoot?.querySelector<HTMLElement>('.wp-root');
  if (!root) throw new Error(`No ${kind} shadow root in the document`);
  return within(root);
}

export function hasHost(kind: HostKind): boolean {
  return document.querySelector(`[data-walletport="${kind}"]`) !== null;
}

export type WorldOptions = {
  options?: Partial<WalletportOptions>;
  ports?: Partial<TestPorts>;
  children?: ReactNode;
  connect?: boolean;
  /** Runs on the client before the provider mounts (the pseudo-language of the translation tests). */
  beforeMount?: (client: WalletportClient) => void | Promise<void>;
};

/** A client on the two devnets with the fakes, mounted with `children`, the test wallet connected unless told not to. */
export async function renderWorld({ options = {}, ports: overrides = {}, children, connect = true, beforeMount }: WorldOptions = {}) {
  const scheduler = new VirtualScheduler();
  const chainAdapter = new FakeChainAdapter(scheduler);
  const networks = options.networks ?? [walletportDevnetA, walletportDevnetB];
  for (const network of networks) chainAdapter.setBalance(TEST_ADDRESS, network.caipNetworkId, TEST_NATIVE_BALANCE);
  const { client, core, ports } = createTestClient(
    { ...options, networks },
    {
      scheduler,
      chainAdapters: new Map([['eip155', chainAdapter]]),
      catalogue: new FakeWalletCatalogue({ projectConfig: KEEP_LOCAL_FEATURES }),
      ...overrides,
    },
  );
  const wallet = new MockConnector({
    info: TEST_WALLET_INFO,
    accounts: [TEST_ADDRESS],
    caipNetworkId: networks[0]?.caipNetworkId ?? walletportDevnetA.caipNetworkId,
    knownNetworks: networks.map((network) => network.caipNetworkId),
  });
  await beforeMount?.(client);
  const view = await mountWorld({ client, core, discovery: ports.connectorDiscovery, wallet, children, connect });
  return { client, core, ports, wallet, chainAdapter, scheduler, view };
}

