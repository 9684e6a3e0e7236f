/** The UnsupportedChain view: the wallet moved to a network the page did not configure; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { prepareConnected } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

export default { title: 'Views / Unsupported chain', meta: { iframed: true } } satisfies StoryDefault;

/** The story's test wallet, on the network the story starts on. */
const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

function UnsupportedStory({ options }: { options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={{ networks: [walletportDevnetA, walletportDevnetB], ...options }}
      prepare={(core, ports) => prepareConnected(core, ports, createWallet, { then: (_ready, wallet) => wallet.emitChainChanged('eip155:424242') })}
    />
  );
}

export const Light: Story = () => <UnsupportedStory />;
export const Dark: Story = () => <UnsupportedStory options={{ themeMode: 'dark' }} />;
export const Mobile: Story = () => <UnsupportedStory />;
Mobile.meta = { iframed: true, width: 'xsmall' };
