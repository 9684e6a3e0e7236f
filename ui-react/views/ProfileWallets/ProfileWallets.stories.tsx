/**
 * ProfileWallets: two EVM wallets at once (one in use, one held), the email wallet's page, its email on the
 * Account view, a long email, none connected; light and dark.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import type { ViewName } from '../../../domain/usecases/router/views.js';
import { prepareConnected, STORY_ICONS } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';
import { connectThen, EmbeddedStory, type EmbeddedStoryProps } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Profile wallets', meta: { iframed: true } } satisfies StoryDefault;

const connectedOn =
  (view: ViewName, email = EMBEDDED_TEST_USER.email): EmbeddedStoryProps['prepare'] =>
  (core, connector) => {
    connector.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, email });
    connectThen(core, () => core.modal.open({ view }));
  };

const LONG_EMAIL = 'averyveryverylongname.surname@example.com';

/** A second browser wallet, with a long name, connected after the test wallet: it is the one in use. */
const SECOND_WALLET = {
  id: 'io.walletport.second',
  name: 'A second wallet with a rather long name',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: STORY_ICONS.profile,
  info: { rdns: 'io.walletport.second' },
} as const;

function TwoWallets({ dark = false }: { dark?: boolean }) {
  return (
    <StoryProvider
      options={{ networks: [walletportDevnetA, walletportDevnetB], ...(dark ? { themeMode: 'dark' } : {}) }}
      prepare={(core, ports) =>
        prepareConnected(
          core,
          ports,
          ({ caipNetworkId, knownNetworks }) => new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks }),
          {
            then: (connected, first) => {
              const second = new MockConnector({
                info: SECOND_WALLET,
                accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
                caipNetworkId: first.caipNetworkId,
              });
              ports.connectorDiscovery.announce(second);
              void connected.connection.connect({ connectorId: second.info.id }).then(() => connected.modal.open({ view: 'ProfileWallets' }));
            },
          },
        )
      }
    />
  );
}

export const SeveralWallets: Story = () => <TwoWallets />;
export const SeveralWalletsDark: Story = () => <TwoWallets dark />;
export const Wallet: Story = () => <EmbeddedStory prepare={connectedOn('ProfileWallets')} />;
export const WalletDark: Story = () => <EmbeddedStory dark prepare={connectedOn('ProfileWallets')} />;
export const LongEmail: Story = () => <EmbeddedStory prepare={connectedOn('ProfileWallets', LONG_EMAIL)} />;
export const AccountWithEmail: Story = () => <EmbeddedStory prepare={connectedOn('Account', LONG_EMAIL)} />;
export const AccountWithEmailDark: Story = () => <EmbeddedStory dark prepare={connectedOn('Account')} />;
export const NotConnected: Story = () => <EmbeddedStory prepare={(core) => core.modal.open({ view: 'ProfileWallets' })} />;
