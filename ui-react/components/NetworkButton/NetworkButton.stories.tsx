/** The network button: a glyph, an image, an unsupported network, dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { defineNetwork } from '../../../domain/entities/network/defineNetwork.js';
import { ethereum } from '../../../domain/entities/network/chains/ethereum.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { prepareConnected, STORY_ICONS } from '../../views/Account/testing/storyWorld.js';
import { NetworkButton } from './NetworkButton.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../../views/Account/testing/world.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

export default { title: 'Network button', meta: { iframed: true } } satisfies StoryDefault;

/** The story's test wallet, on the network the story starts on. */
const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

const withImage = defineNetwork({ ...ethereum, assets: { imageUrl: STORY_ICONS.eth } });

function ButtonStory({ options, dark = false, unsupported = false }: { options?: Partial<WalletportOptions>; dark?: boolean; unsupported?: boolean }) {
  return (
    <StoryProvider
      options={{ networks: [walletportDevnetA, walletportDevnetB], ...options, ...(dark ? { themeMode: 'dark' as const } : {}) }}
      prepare={(core, ports) => {
        if (unsupported) prepareConnected(core, ports, createWallet, { then: (_ready, wallet) => wallet.emitChainChanged('eip155:424242') });
      }}
    >
      <div style={{ padding: 24, background: dark ? '#111' : undefined }}>
        <NetworkButton />
      </div>
    </StoryProvider>
  );
}

export const Glyph: Story = () => <ButtonStory />;
export const WithImage: Story = () => <ButtonStory options={{ networks: [withImage] }} />;
export const Unsupported: Story = () => <ButtonStory unsupported options={{ allowUnsupportedChain: true }} />;
export const Dark: Story = () => <ButtonStory dark />;
