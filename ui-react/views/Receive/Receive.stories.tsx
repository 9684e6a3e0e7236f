/** The Receive view: the address, its QR code and the networks it receives on; light, dark and narrow. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { prepareConnected } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';

export default { title: 'Views / Receive', meta: { iframed: true } } satisfies StoryDefault;

const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

function ReceiveStory({ options }: { options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={{ networks: [walletportDevnetA, walletportDevnetB], ...options }}
      prepare={(core, ports) =>
        prepareConnected(core, ports, createWallet, {
          then: (connected) => {
            connected.modal.open({ view: 'Account' });
            connected.router.push('Receive');
          },
        })
      }
    />
  );
}

export const Light: Story = () => <ReceiveStory />;

export const Dark: Story = () => <ReceiveStory options={{ themeMode: 'dark' }} />;

export const OneNetwork: Story = () => <ReceiveStory options={{ networks: [walletportDevnetA] }} />;

export const Mobile: Story = () => <ReceiveStory />;
Mobile.meta = { iframed: true, width: 'xsmall' };
