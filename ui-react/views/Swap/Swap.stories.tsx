/**
 * The Swap views (Swap, SwapSelectToken, SwapPreview) on the real swap use case over the fakes: loading,
 * initialized with nothing picked, quoted, insufficient balance, a wallet refusal, the unsupported network,
 * the token picker with and without a search, the review with and without the approval step, approving, and
 * a build answer that lies (another target, 3 ETH for the 0.5 typed) refused before any wallet prompt.
 * The axe check (e2e/a11y/stories-axe.e2e.test.ts) runs each in the light and the dark theme.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import type { WalletportCore } from '../../../container/walletport-core.js';
import { DEFAULT_DEBOUNCE_MS } from '../../../domain/entities/constants.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import type { SwapArguments, ViewName } from '../../../domain/usecases/router/views.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import type { TestPorts } from '../../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { prepareConnected, STORY_ICONS } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';
import { prepareSwapApi, setUsdcAllowance } from './testing/swapWorld.js';

export default { title: 'Views / Swap', meta: { iframed: true } } satisfies StoryDefault;

const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

type Stage = 'loading' | 'empty' | 'quoted' | 'insufficient' | 'rejected' | 'unsupported' | 'search' | 'approval' | 'approving' | 'refused';

const ETH_TO_USDC: SwapArguments = { amount: '0.5', fromToken: 'ETH', toToken: 'USDC' };
const ARGUMENTS: Partial<Record<Stage, SwapArguments>> = {
  quoted: ETH_TO_USDC,
  rejected: ETH_TO_USDC,
  refused: ETH_TO_USDC,
  insufficient: { amount: '2', fromToken: 'ETH', toToken: 'USDC' },
  approval: { amount: '10', fromToken: 'USDC', toToken: 'ETH' },
  approving: { amount: '10', fromToken: 'USDC', toToken: 'ETH' },
};

function SwapStory({ view, stage, options }: { view: ViewName; stage: Stage; options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={options}
      prepare={(core, ports) =>
        prepareConnected(core, ports, createWallet, {
          api: (api) => {
            prepareSwapApi(api, { icons: { eth: STORY_ICONS.eth, usdc: STORY_ICONS.usdc } });
            setUsdcAllowance(api, 0n);
            // The swap API never answers: the view stays on its skeleton.
            if (stage === 'loading') api.getSwapTokens = () => new Promise(() => undefined);
            if (stage === 'refused') {
              const honest = api.swapTransactionFor;
              api.swapTransactionFor = async (params) => {
                const { tx } = await honest(params);
                return { tx: { ...tx, to: '0x000000000000000000000000000000000000dEaD', amount: '3000000000000000000' } };
              };
            }
          },
          then: (ready) => void enter(ready, ports, view, stage),
        })
      }
    />
  );
}

async function enter(core: WalletportCore, ports: TestPorts, view: ViewName, stage: Stage): Promise<void> {
  core.modal.open({ view: 'Account' });
  if (stage === 'unsupported') {
    core.router.push('Swap', { swapUnsupportedChain: true });
    return;
  }
  // Opened without router data and initialized here, so the view finds the story's form rather than a new one.
  core.router.push('Swap');
  const initialized = core.swap.initialize(ARGUMENTS[stage]);
  if (stage === 'loading') return;
  await initialized;
  // The quote follows the debounce; the story's clock is virtual.
  await ports.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
  const adapter = ports.chainAdapters.get('eip155');
  if (stage === 'rejected' && adapter instanceof FakeChainAdapter) {
    core.router.push('SwapPreview');
    adapter.failSendWith = { code: 4001, message: 'User rejected the request.' };
    await core.swap.swap().catch(() => undefined);
  }
  if (stage === 'search') core.swap.setTokenSearch('us');
  if (view !== 'Swap') core.router.push(view, view === 'SwapSelectToken' ? { swapTarget: 'toToken' } : undefined);
  if (stage === 'approving' && adapter instanceof FakeChainAdapter) {
    // The wallet never answers: step 1 stays busy.
    adapter.sendTransaction = () => new Promise<string>(() => undefined);
    void core.swap.approve().catch(() => undefined);
  }
}

const dark = { themeMode: 'dark' } as const;

export const Loading: Story = () => <SwapStory view="Swap" stage="loading" />;
export const Empty: Story = () => <SwapStory view="Swap" stage="empty" />;
export const EmptyDark: Story = () => <SwapStory view="Swap" stage="empty" options={dark} />;
export const Quoted: Story = () => <SwapStory view="Swap" stage="quoted" />;
export const QuotedDark: Story = () => <SwapStory view="Swap" stage="quoted" options={dark} />;
export const InsufficientBalance: Story = () => <SwapStory view="Swap" stage="insufficient" />;
export const WalletRejected: Story = () => <SwapStory view="Swap" stage="rejected" />;
export const LyingBuildRefused: Story = () => <SwapStory view="Swap" stage="refused" />;
export const LyingBuildRefusedDark: Story = () => <SwapStory view="Swap" stage="refused" options={dark} />;
export const UnsupportedNetwork: Story = () => <SwapStory view="Swap" stage="unsupported" />;
export const SelectToken: Story = () => <SwapStory view="SwapSelectToken" stage="empty" />;
export const SelectTokenSearch: Story = () => <SwapStory view="SwapSelectToken" stage="search" />;
export const SelectTokenSearchDark: Story = () => <SwapStory view="SwapSelectToken" stage="search" options={dark} />;
export const Preview: Story = () => <SwapStory view="SwapPreview" stage="quoted" />;
export const PreviewApprovalNeeded: Story = () => <SwapStory view="SwapPreview" stage="approval" />;
export const PreviewApprovalNeededDark: Story = () => <SwapStory view="SwapPreview" stage="approval" options={dark} />;
export const PreviewApproving: Story = () => <SwapStory view="SwapPreview" stage="approving" />;
