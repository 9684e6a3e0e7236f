/**
 * All Wallets: loading, empty, failure, 1,000 wallets, long names, everyday names with spaces and symbols
 * ("Safe{Wallet}"), installed wallets, light and dark.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { TEST_NETWORK, type TestPorts } from '../../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { LONG_WALLET_NAME, runInRealTime, storyConnector, storyWallet, storyWallets } from './testing/storyWallets.js';

export default { title: 'Views / All Wallets', meta: { iframed: true } } satisfies StoryDefault;

const CHAIN = TEST_NETWORK.caipNetworkId;

type Setup = { options?: Partial<WalletportOptions>; prepare?: (ports: TestPorts) => void };

function AllWallets({ options = {}, prepare }: Setup) {
  return (
    <StoryProvider
      options={options}
      prepare={(core, ports) => {
        runInRealTime(ports.scheduler);
        ports.catalogue.wallets = storyWallets(120, CHAIN);
        prepare?.(ports);
        core.modal.open({ view: 'Connect' });
        core.router.push('AllWallets');
      }}
    />
  );
}

export const Wallets: Story = () => <AllWallets options={{ featuredWalletIds: ['story-9'] }} />;
export const ThousandWallets: Story = () => <AllWallets prepare={(ports) => void (ports.catalogue.wallets = storyWallets(1000, CHAIN))} />;
export const Loading: Story = () => <AllWallets prepare={(ports) => void ports.catalogue.holdWallets()} />;
export const Empty: Story = () => <AllWallets prepare={(ports) => void (ports.catalogue.wallets = [])} />;
export const Unavailable: Story = () => (
  <AllWallets prepare={(ports) => void (ports.catalogue.failWalletsWith = walletportError('HTTP_STATUS', [503]))} />
);
export const LongNames: Story = () => (
  <AllWallets
    prepare={(ports) => {
      ports.catalogue.wallets = storyWallets(40, CHAIN).map((wallet, index) =>
        index % 3 === 0 ? { ...wallet, name: `${LONG_WALLET_NAME} ${index}` } : wallet,
      );
    }}
  />
);
/** Real-world names in the tiles: spaces, braces, a capital in the middle (e2e/layout/wallet-names). */
const EVERYDAY_NAMES = [
  'Safe{Wallet}', 'Coinbase Wallet', 'Walletport Test Wallet', 'MetaMask', 'Trust Wallet', 'imToken', 'OKX Wallet',
  'Uniswap Wallet', 'Rabby Wallet', 'Ledger Live', 'Bitget Wallet', 'SafePal',
];
export const EverydayNames: Story = () => (
  <AllWallets
    prepare={(ports) => {
      ports.catalogue.wallets = EVERYDAY_NAMES.map((name, index) => storyWallet(index, CHAIN, { name }));
    }}
  />
);
export const WithInstalledWallet: Story = () => (
  <AllWallets
    prepare={(ports) => {
      ports.catalogue.wallets = [storyWallet(0, CHAIN), ...storyWallets(60, CHAIN).slice(1)];
      ports.connectorDiscovery.announce(
        new MockConnector({
          info: storyConnector({ id: 'uuid-metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
          accounts: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
          caipNetworkId: CHAIN,
        }),
      );
    }}
  />
);
export const BrokenImages: Story = () => (
  <AllWallets
    prepare={(ports) => {
      // The catalogue's image addresses do not answer here: every wallet shows its initial after 2 s.
      ports.catalogue.wallets = storyWallets(24, CHAIN).map(({ image_url: _unused, ...wallet }) => ({ ...wallet, image_id: wallet.id }));
    }}
  />
);
export const Dark: Story = () => <AllWallets options={{ themeMode: 'dark' }} />;
export const Mobile: Story = () => <AllWallets />;
Mobile.meta = { iframed: true, width: 'xsmall' };
