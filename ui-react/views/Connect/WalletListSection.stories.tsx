/**
 * The Connect view's wallet list: installed, recent, featured and recommended wallets; loading; failure; a
 * browser wallet that is both recent and installed (two tags beside its name), at the modal's width and a phone's.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { STORAGE_KEYS } from '../../../domain/entities/storage/storage-keys.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { TEST_NETWORK, type TestPorts } from '../../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { LONG_WALLET_NAME, runInRealTime, storyConnector, storyWallet, storyWallets } from '../AllWallets/testing/storyWallets.js';

export default { title: 'Views / Connect / Wallet list', meta: { iframed: true } } satisfies StoryDefault;

const CHAIN = TEST_NETWORK.caipNetworkId;
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

function announce(ports: TestPorts, id: string, name: string, rdns: string) {
  ports.connectorDiscovery.announce(
    new MockConnector({ info: storyConnector({ id, name, info: { rdns } }), accounts: [ADDRESS], caipNetworkId: CHAIN }),
  );
}

type Setup = { options?: Partial<WalletportOptions>; prepare?: (ports: TestPorts) => void };

function WalletList({ options = {}, prepare }: Setup) {
  return (
    <StoryProvider
      options={{ features: { email: false, socials: false }, ...options }}
      prepare={(core, ports) => {
        runInRealTime(ports.scheduler);
        ports.catalogue.wallets = storyWallets(605, CHAIN);
        prepare?.(ports);
        core.modal.open({ view: 'Connect' });
      }}
    />
  );
}

function withBrowserWallets(ports: TestPorts) {
  announce(ports, 'uuid-metamask', 'MetaMask', 'io.metamask');
  announce(ports, 'uuid-rabby', 'Rabby', 'io.rabby');
  ports.storage.setItem(STORAGE_KEYS.RECENT_WALLETS, JSON.stringify([{ id: 'story-2', name: 'Rainbow' }]));
}

export const WithWallets: Story = () => <WalletList options={{ featuredWalletIds: ['story-5'] }} prepare={withBrowserWallets} />;
export const CatalogueOnly: Story = () => <WalletList />;
export const WithCustomWallet: Story = () => (
  <WalletList options={{ customWallets: [{ id: 'house', name: 'House Wallet', homepage: 'https://example.com' }] }} />
);
export const Loading: Story = () => <WalletList prepare={(ports) => void ports.catalogue.holdWallets()} />;
export const CatalogueUnavailable: Story = () => (
  <WalletList
    prepare={(ports) => {
      ports.catalogue.failWalletsWith = walletportError('HTTP_STATUS', [503]);
      announce(ports, 'uuid-metamask', 'MetaMask', 'io.metamask');
    }}
  />
);
export const AllWalletsOff: Story = () => <WalletList options={{ features: { email: false, socials: false, allWallets: false } }} />;
export const LongNames: Story = () => (
  <WalletList
    prepare={(ports) => {
      ports.catalogue.wallets = [storyWallet(1, CHAIN, { name: LONG_WALLET_NAME }), ...storyWallets(30, CHAIN).slice(2)];
      announce(ports, 'uuid-long', `${LONG_WALLET_NAME} Extension`, 'io.long');
    }}
  />
);
/** A browser wallet that is also the most recent one: 'Recent' and 'Installed' beside a full name (e2e/layout). */
function withRecentBrowserWallet(ports: TestPorts) {
  announce(ports, 'uuid-walletport-test', 'Walletport Test Wallet', 'org.walletport.test');
  announce(ports, 'uuid-safe', 'Safe{Wallet}', 'global.safe');
  ports.storage.setItem(
    STORAGE_KEYS.RECENT_WALLETS,
    JSON.stringify([
      { id: 'walletport-test', name: 'Walletport Test Wallet', rdns: 'org.walletport.test' },
      { id: 'safe', name: 'Safe{Wallet}', rdns: 'global.safe' },
    ]),
  );
}

export const RecentAndInstalled: Story = () => <WalletList prepare={withRecentBrowserWallet} />;
export const RecentAndInstalledMobile: Story = () => <WalletList prepare={withRecentBrowserWallet} />;
RecentAndInstalledMobile.meta = { iframed: true, width: 'xsmall' };
export const Dark: Story = () => (
  <WalletList options={{ themeMode: 'dark', featuredWalletIds: ['story-5'] }} prepare={withBrowserWallets} />
);
export const Mobile: Story = () => <WalletList prepare={withBrowserWallets} />;
Mobile.meta = { iframed: true, width: 'xsmall' };
