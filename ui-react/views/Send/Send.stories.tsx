/** The Send views (Send, SendSelectToken, SendPreview): empty, filled with a resolved name, errors, busy; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import type { WalletportCore } from '../../../container/walletport-core.js';
import type { ViewName } from '../../../domain/usecases/router/views.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import type { TestPorts } from '../../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { prepareConnected, STORY_ICONS } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';

export default { title: 'Views / Send', meta: { iframed: true } } satisfies StoryDefault;

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const TOKENS = [
  fakeTokenBalance({ name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: '1.234567' }, value: 3703.7, price: 3000, iconUrl: STORY_ICONS.eth }),
  fakeTokenBalance({
    name: 'USD Coin',
    symbol: 'USDC',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    quantity: { decimals: '6', numeric: '1520.999999' },
    value: 1521,
    price: 1,
    iconUrl: STORY_ICONS.usdc,
  }),
];

const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

type Stage = 'empty' | 'filled' | 'insufficient' | 'sending' | 'rejected';

function SendStory({ view, stage = 'empty', options }: { view: ViewName; stage?: Stage; options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={options}
      prepare={(core, ports) =>
        prepareConnected(core, ports, createWallet, {
          apiServesNetworks: true,
          tokens: TOKENS,
          api: (api) =>
            api.setName({
              name: 'alice.reown.id',
              registered_at: '2026-01-01',
              updated_at: '2026-01-01',
              addresses: { '60': { address: RECEIVER, created: '2026-01-01' } },
              attributes: [{ avatar: STORY_ICONS.profile }],
            }),
          then: (ready) => void enter(ready, ports, view, stage),
        })
      }
    />
  );
}

async function enter(core: WalletportCore, ports: TestPorts, view: ViewName, stage: Stage): Promise<void> {
  core.modal.open({ view: 'Account' });
  core.router.push('Send');
  await core.account.refresh();
  core.send.loadTokens();
  if (stage !== 'empty') {
    core.send.setToken(core.send.snapshot.tokenBalances[0]);
    core.send.setAmount(stage === 'insufficient' ? '25' : '0.25');
    core.send.setReceiver('alice');
    // The name is looked up after the debounce; the story's clock is virtual.
    await ports.scheduler.advanceAsync(500);
  }
  if (stage === 'insufficient') core.send.validate();
  if (view !== 'Send') core.router.push(view);
  const adapter = ports.chainAdapters.get('eip155');
  if (!(adapter instanceof FakeChainAdapter)) return;
  if (stage === 'sending') {
    // The wallet never answers: the Send button stays busy.
    adapter.sendTransaction = () => new Promise<string>(() => undefined);
    void core.send.send().catch(() => undefined);
  }
  if (stage === 'rejected') {
    adapter.failSendWith = { code: 4001, message: 'User rejected the request.' };
    await core.send.send().catch(() => undefined);
  }
}

const dark = { themeMode: 'dark' } as const;

export const Light: Story = () => <SendStory view="Send" />;
export const Dark: Story = () => <SendStory view="Send" options={dark} />;
export const Filled: Story = () => <SendStory view="Send" stage="filled" />;
export const FilledDark: Story = () => <SendStory view="Send" stage="filled" options={dark} />;
export const InsufficientBalance: Story = () => <SendStory view="Send" stage="insufficient" />;
export const InsufficientBalanceDark: Story = () => <SendStory view="Send" stage="insufficient" options={dark} />;
export const SelectToken: Story = () => <SendStory view="SendSelectToken" />;
export const SelectTokenDark: Story = () => <SendStory view="SendSelectToken" options={dark} />;
export const Preview: Story = () => <SendStory view="SendPreview" stage="filled" />;
export const PreviewDark: Story = () => <SendStory view="SendPreview" stage="filled" options={dark} />;
export const PreviewSending: Story = () => <SendStory view="SendPreview" stage="sending" />;
export const PreviewRejected: Story = () => <SendStory view="SendPreview" stage="rejected" />;
export const PreviewRejectedDark: Story = () => <SendStory view="SendPreview" stage="rejected" options={dark} />;
