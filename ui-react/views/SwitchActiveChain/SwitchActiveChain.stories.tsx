/** The SwitchActiveChain view: a network on a namespace the wallet holds no account for; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { prepareConnected } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

export default { title: 'Views / Switch active chain', meta: { iframed: true } } satisfies StoryDefault;

/** The story's test wallet, on the network the story starts on. */
const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

function SwitchActiveChainStory({ options }: { options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={{ networks: [walletportDevnetA, solana], ...options }}
      prepare={(core, ports) =>
        prepareConnected(core, ports, createWallet, {
          then: (ready) => {
            ready.modal.open({ view: 'Account' });
            void ready.network.switchNetwork(solana).catch(() => undefined);
          },
        })
      }
    />
  );
}

export const Light: Story = () => <SwitchActiveChainStory />;
export const Dark: Story = () => <SwitchActiveChainStory options={{ themeMode: 'dark' }} />;
