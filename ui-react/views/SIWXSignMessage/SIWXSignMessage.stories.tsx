/** The SIWXSignMessage view: a connected wallet asked to sign in; optional and required, busy, declined; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import type { WalletportCore } from '../../../container/walletport-core.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { FakeSiwx } from '../../../tests/fakes/siwx.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { prepareConnected, STORY_ICONS } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';

export default { title: 'Views / Sign in (SIWX)', meta: { iframed: true } } satisfies StoryDefault;

const METADATA = { name: 'Walletport Demo', description: 'A story page', url: 'https://demo.walletport.example', icons: [STORY_ICONS.profile] };

/** The story's test wallet, on the network the story starts on. */
const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

type Stage = 'prompt' | 'signing' | 'declined';

function SignInStory({ required = false, stage = 'prompt', options }: { required?: boolean; stage?: Stage; options?: Partial<WalletportOptions> }) {
  // One sign-in configuration per story mount, like the story's client.
  const [siwx] = useState(() => new FakeSiwx({ required }));
  return (
    <StoryProvider
      options={{ metadata: METADATA, siwx, ...options }}
      prepare={(core, ports) =>
        prepareConnected(core, ports, createWallet, {
          // Opened here rather than by the use case's zero-delay timer, which the story's virtual clock never runs.
          then: (ready) => {
            ready.modal.open({ view: 'SIWXSignMessage' });
            enterStage(ready, stage, siwx, ports.chainAdapters.get('eip155'));
          },
        })
      }
    />
  );
}

function enterStage(core: WalletportCore, stage: Stage, siwx: FakeSiwx, adapter: unknown): void {
  const useCase = core.siwx;
  if (stage === 'prompt' || !useCase) return;
  // Signing: the signature is made, its verification never answers. Declined: the wallet refuses.
  if (stage === 'signing') siwx.hold('addSession');
  else if (adapter instanceof FakeChainAdapter) adapter.failSignWith = new Error('User rejected the request.');
  // Signed once the session check has answered (as a person pressing Sign would): a sign-in started while
  // the use case is still checking is overwritten by the check's answer.
  const signWhenPrompting = () => {
    if (useCase.snapshot.status !== 'prompting') return false;
    void useCase.signIn().catch(() => undefined);
    return true;
  };
  if (signWhenPrompting()) return;
  const stop = useCase.subscribe(() => {
    if (signWhenPrompting()) stop();
  });
}

export const Light: Story = () => <SignInStory />;
export const Dark: Story = () => <SignInStory options={{ themeMode: 'dark' }} />;
export const Required: Story = () => <SignInStory required />;
export const Signing: Story = () => <SignInStory stage="signing" />;
export const Declined: Story = () => <SignInStory stage="declined" />;
export const DeclinedDark: Story = () => <SignInStory stage="declined" options={{ themeMode: 'dark' }} />;
