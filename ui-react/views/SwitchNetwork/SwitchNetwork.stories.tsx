/** The SwitchNetwork view: waiting for the wallet, declined, another wallet error; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { MockConnector, userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { prepareConnected } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';

export default { title: 'Views / Switch network', meta: { iframed: true } } satisfies StoryDefault;

/** The story's test wallet, on the network the story starts on. */
const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

type Outcome = 'waiting' | 'declined' | 'unsupported-method';

function SwitchStory({ outcome, options }: { outcome: Outcome; options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={{ networks: [walletportDevnetA, walletportDevnetB], ...options }}
      prepare={(core, ports) =>
        prepareConnected(core, ports, createWallet, {
          wallet: (wallet) => {
            if (outcome === 'waiting') wallet.switchNetwork = () => new Promise(() => undefined);
            else if (outcome === 'declined') wallet.failSwitchWith = userRejectedError();
            else wallet.failSwitchWith = { code: 4200, message: 'The Provider does not support the requested method' };
          },
          then: (ready) => {
            ready.modal.open({ view: 'Account' });
            void ready.network.switchNetwork(walletportDevnetB).catch(() => undefined);
          },
        })
      }
    />
  );
}

export const Waiting: Story = () => <SwitchStory outcome="waiting" />;
export const Declined: Story = () => <SwitchStory outcome="declined" />;
export const OtherWalletError: Story = () => <SwitchStory outcome="unsupported-method" />;
export const WaitingDark: Story = () => <SwitchStory outcome="waiting" options={{ themeMode: 'dark' }} />;
export const DeclinedDark: Story = () => <SwitchStory outcome="declined" options={{ themeMode: 'dark' }} />;
