/** The Networks view: the configured networks with the active one marked, light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { defineNetwork } from '../../../domain/entities/network/defineNetwork.js';
import { ethereum } from '../../../domain/entities/network/chains/ethereum.js';
import { walletportDevnetA, walletportDevnetB, walletportDevnetC } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { prepareConnected, STORY_ICONS } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

export default { title: 'Views / Networks', meta: { iframed: true } } satisfies StoryDefault;

/** The story's test wallet, on the network the story starts on. */
const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

const withImage = defineNetwork({ ...ethereum, assets: { imageUrl: STORY_ICONS.eth } });
const longName = defineNetwork({ ...walletportDevnetC, name: 'A local development network with a very long name indeed' });
const NETWORKS = [walletportDevnetA, walletportDevnetB, longName, withImage];

function NetworksStory({ options, connected = true }: { options?: Partial<WalletportOptions>; connected?: boolean }) {
  return (
    <StoryProvider
      options={{ networks: NETWORKS, ...options }}
      prepare={(core, ports) => {
        if (!connected) {
          core.modal.open({ view: 'Networks' });
          return;
        }
        prepareConnected(core, ports, createWallet, {
          then: (ready) => {
            ready.modal.open({ view: 'Account' });
            ready.router.push('Networks');
          },
        });
      }}
    />
  );
}

export const Connected: Story = () => <NetworksStory />;
export const Disconnected: Story = () => <NetworksStory connected={false} />;
export const Dark: Story = () => <NetworksStory options={{ themeMode: 'dark' }} />;
export const Mobile: Story = () => <NetworksStory />;
Mobile.meta = { iframed: true, width: 'xsmall' };
