/**
 * Story helpers (dev-only: stories and `testing/` never ship): put a story client in a connected state with
 * the balances, tokens, identity and history a story wants. The fakes come from the story (product code may
 * not import tests/), so this file knows them only by the methods it calls.
 */
import type { WalletportCore } from '../../../../container/walletport-core.js';
import type { ActivityTransaction } from '../../../../domain/entities/activity/transaction.js';
import type { ProjectConfigResponse } from '../../../../domain/entities/api/catalogue-api.schema.js';
import type { SupportedChainsResponse } from '../../../../domain/entities/api/blockchain-api.schema.js';
import type { TokenBalance } from '../../../../domain/entities/token/token-balance.js';
import type { WalletConnector } from '../../../../ports/wallet-connector.port.js';
import { connectWallet, KEEP_LOCAL_FEATURES, TEST_ADDRESS, TEST_NATIVE_BALANCE, type WalletDiscovery } from './world.js';

/** What the story's fake blockchain API must offer. */
export type StoryBlockchainApi = {
  supportedChains: SupportedChainsResponse;
  setBalances(address: string, chainId: string, balances: readonly TokenBalance[]): void;
  setHistory(address: string, pages: readonly (readonly ActivityTransaction[])[]): void;
};

export type StoryPorts<TApi extends StoryBlockchainApi> = {
  readonly catalogue: { projectConfig: ProjectConfigResponse };
  /** A chain adapter with `setBalance` (the fake) gets the native balance. */
  readonly chainAdapters: ReadonlyMap<string, unknown>;
  readonly blockchainApi: TApi;
  readonly connectorDiscovery: WalletDiscovery;
};

export type ConnectedStorySetup<TApi, TWallet> = {
  /** Native balance in wei on every configured network (1.234567 ETH by default). */
  nativeBalance?: bigint;
  /** Let the blockchain API serve the configured networks (balances, tokens); devnets are not served otherwise. */
  apiServesNetworks?: boolean;
  tokens?: readonly TokenBalance[];
  history?: readonly (readonly ActivityTransaction[])[];
  /** Adjust the fake API (failures, hanging calls, identities) before connecting. */
  api?: (api: TApi) => void;
  /** Adjust the wallet before connecting. */
  wallet?: (wallet: TWallet) => void;
  /** Runs once connected (open the modal, start a switch, ...). */
  then?: (core: WalletportCore, wallet: TWallet) => void;
};

type BalanceSetter = { setBalance(address: string, caipNetworkId: string, value: bigint): void };

function hasSetBalance(adapter: unknown): adapter is BalanceSetter {
  return typeof adapter === 'object' && adapter !== null && typeof (adapter as Partial<BalanceSetter>).setBalance === 'function';
}

export function prepareConnected<TApi extends StoryBlockchainApi, TWallet extends WalletConnector>(
  core: WalletportCore,
  ports: StoryPorts<TApi>,
  createWallet: (network: { caipNetworkId: string; knownNetworks: readonly string[] }) => TWallet,
  setup: ConnectedStorySetup<TApi, TWallet> = {},
): TWallet {
  ports.catalogue.projectConfig = KEEP_LOCAL_FEATURES;
  const { networks, activeCaipNetwork } = core.network.snapshot;
  const adapter = ports.chainAdapters.get('eip155');
  for (const network of networks) {
    if (hasSetBalance(adapter)) adapter.setBalance(TEST_ADDRESS, network.caipNetworkId, setup.nativeBalance ?? TEST_NATIVE_BALANCE);
    if (setup.tokens) {
      ports.blockchainApi.setBalances(TEST_ADDRESS, network.caipNetworkId, setup.tokens.map((token) => ({ ...token, chainId: network.caipNetworkId })));
    }
  }
  if (setup.apiServesNetworks) {
    const api = ports.blockchainApi;
    api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, ...networks.map((network) => network.caipNetworkId)] };
  }
  if (setup.history) ports.blockchainApi.setHistory(TEST_ADDRESS, setup.history);
  setup.api?.(ports.blockchainApi);
  const wallet = createWallet({ caipNetworkId: activeCaipNetwork.caipNetworkId, knownNetworks: networks.map((network) => network.caipNetworkId) });
  setup.wallet?.(wallet);
  void connectWallet(core, ports.connectorDiscovery, wallet).then(
    () => setup.then?.(core, wallet),
    (error: unknown) => console.error('The story wallet could not connect', error),
  );
  return wallet;
}

const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`)}`;

/** Small inline icons, so stories need no network. */
export const STORY_ICONS = {
  eth: svg('<circle cx="16" cy="16" r="16" fill="#627eea"/><path d="M16 5v8.5l7 3.1zM16 5 9 16.6l7-3.1zM16 22.4V27l7-9.8zM16 27v-4.6l-7-5.2zM16 21.1l7-4.5-7-3.1zM9 16.6l7 4.5v-7.6z" fill="#fff" opacity=".8"/>'),
  usdc: svg('<circle cx="16" cy="16" r="16" fill="#2775ca"/><text x="16" y="21" font-size="13" text-anchor="middle" fill="#fff" font-family="sans-serif">$</text>'),
  dai: svg('<circle cx="16" cy="16" r="16" fill="#f5ac37"/><text x="16" y="21" font-size="12" text-anchor="middle" fill="#fff" font-family="sans-serif">D</text>'),
  nft: (hue: number) =>
    svg(`<rect width="32" height="32" fill="hsl(${hue} 70% 55%)"/><circle cx="16" cy="13" r="6" fill="#fff" opacity=".85"/><rect x="7" y="22" width="18" height="4" rx="2" fill="#fff" opacity=".6"/>`),
  profile: svg('<rect width="32" height="32" fill="#0ea5e9"/><circle cx="16" cy="12" r="6" fill="#fff"/><path d="M5 30c2-7 20-7 22 0" fill="#fff"/>'),
};

/** ISO time `minutes` before `now`. */
export function minutesAgo(now: number, minutes: number): string {
  return new Date(now - minutes * 60_000).toISOString();
}
