/** The account button: connected, with a profile, balance hidden, loading balance, disconnected fallback, dark, hostile page. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { ethereum } from '../../../domain/entities/network/chains/ethereum.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { prepareConnected, STORY_ICONS, type ConnectedStorySetup as StorySetup } from '../../views/Account/testing/storyWorld.js';
import { AccountButton, type AccountButtonProps } from './AccountButton.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../../views/Account/testing/world.js';
import type { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

export default { title: 'Account button', meta: { iframed: true } } satisfies StoryDefault;

type ConnectedStorySetup = StorySetup<FakeBlockchainApi, MockConnector>;

/** The story's test wallet, on the network the story starts on. */
const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

function ButtonStory({
  props,
  setup,
  options,
  connected = true,
  dark = false,
}: {
  props?: AccountButtonProps;
  setup?: ConnectedStorySetup;
  options?: Partial<WalletportOptions>;
  connected?: boolean;
  dark?: boolean;
}) {
  return (
    <StoryProvider
      options={{ ...options, ...(dark ? { themeMode: 'dark' as const } : {}) }}
      prepare={(core, ports) => {
        if (connected) prepareConnected(core, ports, createWallet, setup);
      }}
    >
      <div style={{ padding: 24, background: dark ? '#111' : undefined }}>
        <AccountButton {...props} />
      </div>
    </StoryProvider>
  );
}

export const Connected: Story = () => <ButtonStory />;
export const WithProfile: Story = () => (
  <ButtonStory
    options={{ networks: [ethereum] }}
    setup={{ api: (api) => api.setIdentity(TEST_ADDRESS, { name: 'alice.reown.id', avatar: STORY_ICONS.profile }) }}
  />
);
export const LongProfileName: Story = () => (
  <ButtonStory
    options={{ networks: [ethereum] }}
    setup={{ api: (api) => api.setIdentity(TEST_ADDRESS, { name: 'a-remarkably-long-profile-name-that-will-never-fit.reown.id', avatar: null }) }}
  />
);
export const BalanceHidden: Story = () => <ButtonStory props={{ balance: 'hide' }} />;
export const BalanceLoading: Story = () => (
  <ButtonStory
    setup={{
      api: (api) => {
        api.getSupportedChains = () => new Promise(() => undefined);
      },
    }}
  />
);
export const DisconnectedFallback: Story = () => <ButtonStory connected={false} props={{ fallbackToConnect: true }} />;
export const Dark: Story = () => <ButtonStory dark />;

export const HostileHostStyles: Story = () => (
  <StoryProvider prepare={(core, ports) => prepareConnected(core, ports, createWallet)}>
    <style>{'.hostile-page, .hostile-page * { all: unset !important; font-size: 40px !important; color: red !important; line-height: 5 !important; }'}</style>
    <div className="hostile-page">
      <p>Host text at 40px in red</p>
      <AccountButton />
    </div>
  </StoryProvider>
);
