/**
 * The Account view in every state: loading, tokens, empty, error, long name, activity (with on-ramp purchases
 * too), NFTs (and NFTs with long titles), light and dark.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { ethereum } from '../../../domain/entities/network/chains/ethereum.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { fakeActivityTransaction, fakeTokenBalance, type FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { AccountInitialTabContext, type AccountTab } from './AccountTabs.js';
import { purchaseTransaction } from './testing/purchases.js';
import { minutesAgo, prepareConnected, STORY_ICONS, type ConnectedStorySetup as StorySetup } from './testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from './testing/world.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

export default { title: 'Views / Account', meta: { iframed: true } } satisfies StoryDefault;

type ConnectedStorySetup = StorySetup<FakeBlockchainApi, MockConnector>;

/** The story's test wallet, on the network the story starts on. */
const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

const NOW = Date.now();

const TOKENS = [
  fakeTokenBalance({ name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: '1.234567' }, value: 3703.7, price: 3000, iconUrl: STORY_ICONS.eth }),
  fakeTokenBalance({
    name: 'USD Coin',
    symbol: 'USDC',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    quantity: { decimals: '6', numeric: '1520.999999' },
    value: 1521,
    price: 1,
    iconUrl: STORY_ICONS.usdc,
  }),
  fakeTokenBalance({
    name: 'A token with an unusually long name that must not break the row',
    symbol: 'LONGSYMBOLTOKEN',
    address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    quantity: { decimals: '18', numeric: '0.0004' },
    value: 0.01,
    price: 25,
    iconUrl: 'javascript:alert(1)',
  }),
];

function history(chain: string) {
  const tx = (id: string, minutes: number, overrides: Parameters<typeof fakeActivityTransaction>[0] = {}) =>
    fakeActivityTransaction({ id, ...overrides, metadata: { chain, minedAt: minutesAgo(NOW, minutes), ...overrides.metadata } });
  const nft = (name: string, hue: number, direction: 'in' | 'out') => ({
    nft_info: { name, content: { preview: { url: STORY_ICONS.nft(hue) } }, flags: { is_spam: false } },
    direction,
    quantity: { numeric: '1' },
  });
  return [
    [
      tx('1', 3, {
        metadata: { operationType: 'receive' },
        transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: STORY_ICONS.usdc } }, direction: 'in', quantity: { numeric: '250' } }],
      }),
      tx('2', 90, { metadata: { operationType: 'send' }, transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: STORY_ICONS.eth } }, direction: 'out', quantity: { numeric: '0.05' } }] }),
      tx('3', 60 * 30, { metadata: { operationType: 'mint' }, transfers: [nft('Walletport Devnet Pass #7', 200, 'in')] }),
      tx('4', 60 * 24 * 3, { metadata: { operationType: 'burn', status: 'failed' }, transfers: [{ fungible_info: { name: 'Dai', symbol: 'DAI', icon: { url: STORY_ICONS.dai } }, direction: 'out', quantity: { numeric: '12.3456' } }] }),
      tx('5', 60 * 24 * 5, { metadata: { operationType: 'receive' }, transfers: [nft('Walletport Devnet Pass #3', 20, 'in')] }),
    ],
    [
      tx('6', 60 * 24 * 80, { metadata: { operationType: 'deposit', status: 'pending' }, transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: STORY_ICONS.eth } }, direction: 'in', quantity: { numeric: '2' } }] }),
      tx('7', 60 * 24 * 400, { metadata: { operationType: 'receive' }, transfers: [nft('Walletport Devnet Pass #1', 300, 'in')] }),
    ],
  ];
}

function AccountStory({ setup = {}, options, tab = 'tokens' }: { setup?: ConnectedStorySetup; options?: Partial<WalletportOptions>; tab?: AccountTab }) {
  return (
    <AccountInitialTabContext.Provider value={tab}>
      <StoryProvider
        options={{ networks: [walletportDevnetA, walletportDevnetB], ...options }}
        prepare={(core, ports) =>
          prepareConnected(core, ports, createWallet, {
            ...setup,
            then: (connected, wallet) => {
              connected.modal.open({ view: 'Account' });
              setup.then?.(connected, wallet);
            },
          })
        }
      />
    </AccountInitialTabContext.Provider>
  );
}

export const Loading: Story = () => (
  <AccountStory
    setup={{
      apiServesNetworks: true,
      api: (api) => {
        api.getBalance = () => new Promise(() => undefined);
      },
    }}
  />
);

export const Tokens: Story = () => <AccountStory setup={{ apiServesNetworks: true, tokens: TOKENS }} />;

export const Empty: Story = () => <AccountStory setup={{ apiServesNetworks: true, tokens: [] }} />;

export const TokensError: Story = () => <AccountStory setup={{ apiServesNetworks: true, api: (api) => api.failAlways('getBalance') }} />;

export const LongName: Story = () => (
  <AccountStory
    options={{ networks: [ethereum] }}
    setup={{
      tokens: TOKENS,
      api: (api) =>
        api.setIdentity(TEST_ADDRESS, {
          name: 'a-remarkably-long-profile-name-that-will-never-fit.reown.id',
          avatar: STORY_ICONS.profile,
        }),
    }}
  />
);

export const Activity: Story = () => <AccountStory tab="activity" setup={{ history: history(walletportDevnetA.caipNetworkId) }} />;

export const ActivityLoading: Story = () => (
  <AccountStory
    tab="activity"
    setup={{
      api: (api) => {
        api.getHistory = () => new Promise(() => undefined);
      },
    }}
  />
);

/** On-ramp purchases among the transactions: one delivering, one bought (its delivery shown once), one declined. */
function withPurchases(api: FakeBlockchainApi): void {
  const delivery = `0x${'cd'.repeat(32)}`;
  const chain = walletportDevnetA.caipNetworkId;
  api.setHistory(TEST_ADDRESS, [
    [
      fakeActivityTransaction({ id: 'send', metadata: { chain, minedAt: minutesAgo(NOW, 30), operationType: 'send' } }),
      fakeActivityTransaction({
        id: 'delivery',
        metadata: { chain, minedAt: minutesAgo(NOW, 60), operationType: 'receive', hash: delivery },
        transfers: [{ fungible_info: { symbol: 'USDC', icon: { url: STORY_ICONS.usdc } }, direction: 'in', quantity: { numeric: '49' } }],
      }),
    ],
  ]);
  api.setPurchases(TEST_ADDRESS, [
    purchaseTransaction({ id: 'delivering', status: 'pending', minedAt: minutesAgo(NOW, 2), amount: '48.75' }),
    purchaseTransaction({ id: 'bought', status: 'confirmed', minedAt: minutesAgo(NOW, 60), hash: delivery }),
    purchaseTransaction({ id: 'declined', status: 'failed', minedAt: minutesAgo(NOW, 90), failureReason: 'Your card was declined.' }),
  ]);
}

export const ActivityWithPurchases: Story = () => <AccountStory tab="activity" setup={{ api: withPurchases }} />;
export const ActivityWithPurchasesDark: Story = () => <AccountStory tab="activity" options={{ themeMode: 'dark' }} setup={{ api: withPurchases }} />;

export const ActivityEmpty: Story = () => <AccountStory tab="activity" setup={{ history: [] }} />;

export const ActivityError: Story = () => <AccountStory tab="activity" setup={{ api: (api) => api.failAlways('getHistory') }} />;

export const Nfts: Story = () => <AccountStory tab="nfts" setup={{ history: history(walletportDevnetA.caipNetworkId) }} />;

/** NFTs whose titles are longer than their tile: the token number must stay in view (e2e/layout/nft-titles). */
const NFT_LONG_TITLES = [
  'Walletport Devnet Pass #7',
  'Walletport Devnet Pass #12',
  'An Extraordinarily Long Collection Name For A Tile #1234',
  'Ethereum Name Service #115792089237316195423570985008687907853269984665640564039457584007913129639935',
  'A long title without any number at the end',
  '#42',
];

function nftHistory(chain: string) {
  return [
    NFT_LONG_TITLES.map((name, index) =>
      fakeActivityTransaction({
        id: `nft-${index}`,
        metadata: { chain, minedAt: minutesAgo(NOW, 60 * (index + 1)), operationType: 'receive' },
        transfers: [
          {
            nft_info: { name, content: { preview: { url: STORY_ICONS.nft(40 * index) } }, flags: { is_spam: false } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
      }),
    ),
  ];
}

export const NftsLongTitles: Story = () => <AccountStory tab="nfts" setup={{ history: nftHistory(walletportDevnetA.caipNetworkId) }} />;
export const NftsLongTitlesMobile: Story = () => <AccountStory tab="nfts" setup={{ history: nftHistory(walletportDevnetA.caipNetworkId) }} />;
NftsLongTitlesMobile.meta = { iframed: true, width: 'xsmall' };

export const NftsEmpty: Story = () => <AccountStory tab="nfts" setup={{ history: [] }} />;

export const NftsNotAvailable: Story = () => (
  <AccountStory
    tab="nfts"
    options={{ allowUnsupportedChain: true }}
    setup={{ then: (_client, wallet) => wallet.emitChainChanged('eip155:424242') }}
  />
);

export const WithoutFeatureButtons: Story = () => (
  <AccountStory options={{ features: { onramp: false, swaps: false, receive: false, send: false } }} setup={{ apiServesNetworks: true, tokens: TOKENS }} />
);

export const Dark: Story = () => <AccountStory options={{ themeMode: 'dark' }} setup={{ apiServesNetworks: true, tokens: TOKENS }} />;

export const DarkActivity: Story = () => (
  <AccountStory tab="activity" options={{ themeMode: 'dark' }} setup={{ history: history(walletportDevnetA.caipNetworkId) }} />
);

export const Mobile: Story = () => <AccountStory setup={{ apiServesNetworks: true, tokens: TOKENS }} />;
Mobile.meta = { iframed: true, width: 'xsmall' };
