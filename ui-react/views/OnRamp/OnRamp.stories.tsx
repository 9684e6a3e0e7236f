/**
 * The Buy views (Buy, OnRampProviders, BuyInProgress) on the real on-ramp use case over the fakes (the shared
 * fake's on-ramp: the devstack provider's options, limits and quote rules): the options loading, the form,
 * an amount refused with its limits, the standard limits after the options call failed; the quotes loading,
 * side by side with the best one said, one provider without a quote and none at all; and the purchase
 * followed: waiting for the payment (in the popup, or a tab), delivering, arrived, declined, the checkout
 * closed before paying, and taking too long.
 * The axe check (e2e/a11y/stories-axe.e2e.test.ts) runs each in the light and the dark theme.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import type { WalletportCore } from '../../../container/walletport-core.js';
import { ONRAMP_ORDER_FOLLOW_MAX_MS, ONRAMP_ORDER_POLL_MS, ONRAMP_POPUP_CLOSED_CHECK_MS } from '../../../domain/entities/constants.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import type { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import type { TestPorts } from '../../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { prepareConnected } from '../Account/testing/storyWorld.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';
import { purchaseTransaction } from '../Account/testing/purchases.js';

export default { title: 'Views / Buy', meta: { iframed: true } } satisfies StoryDefault;

const createWallet = ({ caipNetworkId, knownNetworks }: { caipNetworkId: string; knownNetworks: readonly string[] }) =>
  new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId, knownNetworks });

type Stage =
  | 'optionsLoading'
  | 'form'
  | 'amountRefused'
  | 'fallback'
  | 'quotesLoading'
  | 'quoted'
  | 'oneUnavailable'
  | 'noQuote'
  | 'waiting'
  | 'inTab'
  | 'delivering'
  | 'arrived'
  | 'declined'
  | 'closed'
  | 'stale';

const QUOTE_STAGES: readonly Stage[] = ['quotesLoading', 'quoted', 'oneUnavailable', 'noQuote'];

function adjustApi(api: FakeBlockchainApi, stage: Stage): void {
  const honest = api.onrampQuoteFor;
  // The options call never answers: the form stays on its skeleton.
  if (stage === 'optionsLoading') api.getOnrampOptions = () => new Promise(() => undefined);
  if (stage === 'fallback') api.failAlways('getOnrampOptions');
  if (stage === 'quotesLoading') api.getOnrampQuote = () => new Promise(() => undefined);
  if (stage === 'oneUnavailable') {
    api.onrampQuoteFor = (params) => {
      if (params.provider === 'meld') throw new Error('Meld is unavailable');
      return honest(params);
    };
  }
  if (stage === 'noQuote') api.failAlways('getOnrampQuote');
}

function BuyStory({ stage, options }: { stage: Stage; options?: Partial<WalletportOptions> }) {
  return (
    <StoryProvider
      options={options}
      prepare={(core, ports) =>
        prepareConnected(core, ports, createWallet, {
          api: (api) => adjustApi(api, stage),
          then: (ready) => void enter(ready, ports, stage),
        })
      }
    />
  );
}

async function enter(core: WalletportCore, ports: TestPorts, stage: Stage): Promise<void> {
  core.modal.open({ view: 'Account' });
  core.router.push('Buy');
  if (stage === 'optionsLoading') return;
  await core.onramp.initialize();
  if (stage === 'form' || stage === 'fallback') return;
  core.onramp.setAmount(stage === 'amountRefused' ? '5000.01' : '50');
  const quoted = core.onramp.getQuotes();
  if (stage === 'amountRefused' || stage === 'quotesLoading') return;
  await quoted;
  if (QUOTE_STAGES.includes(stage)) return;

  ports.platform.blockPopups = stage === 'inTab' || stage === 'stale';
  await core.onramp.chooseProvider('coinbase');
  if (stage === 'waiting' || stage === 'inTab') return;
  const minedAt = new Date(ports.scheduler.now()).toISOString();
  const api = ports.blockchainApi;
  if (stage === 'closed') {
    const popup = ports.platform.lastPopup;
    if (popup) popup.closed = true;
    await ports.scheduler.advanceAsync(ONRAMP_POPUP_CLOSED_CHECK_MS);
    return;
  }
  if (stage === 'stale') {
    await ports.scheduler.advanceAsync(ONRAMP_ORDER_FOLLOW_MAX_MS);
    return;
  }
  const failureReason = stage === 'declined' ? 'Your card was declined.' : undefined;
  api.pushPurchase(TEST_ADDRESS, purchaseTransaction({ id: 'order-1', status: stage === 'declined' ? 'failed' : 'pending', minedAt, failureReason }));
  await ports.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
  if (stage !== 'arrived') return;
  api.updatePurchase(TEST_ADDRESS, 'order-1', { status: 'confirmed', hash: `0x${'cd'.repeat(32)}` });
  await ports.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
}

const dark = { themeMode: 'dark' } as const;

export const OptionsLoading: Story = () => <BuyStory stage="optionsLoading" />;
export const Form: Story = () => <BuyStory stage="form" />;
export const FormDark: Story = () => <BuyStory stage="form" options={dark} />;
export const AmountRefused: Story = () => <BuyStory stage="amountRefused" />;
export const AmountRefusedDark: Story = () => <BuyStory stage="amountRefused" options={dark} />;
export const StandardLimits: Story = () => <BuyStory stage="fallback" />;
export const StandardLimitsDark: Story = () => <BuyStory stage="fallback" options={dark} />;
export const QuotesLoading: Story = () => <BuyStory stage="quotesLoading" />;
export const Quotes: Story = () => <BuyStory stage="quoted" />;
export const QuotesDark: Story = () => <BuyStory stage="quoted" options={dark} />;
export const OneQuoteUnavailable: Story = () => <BuyStory stage="oneUnavailable" />;
export const NoQuote: Story = () => <BuyStory stage="noQuote" />;
export const NoQuoteDark: Story = () => <BuyStory stage="noQuote" options={dark} />;
export const WaitingForPayment: Story = () => <BuyStory stage="waiting" />;
export const CheckoutInTab: Story = () => <BuyStory stage="inTab" />;
export const Delivering: Story = () => <BuyStory stage="delivering" />;
export const Arrived: Story = () => <BuyStory stage="arrived" />;
export const ArrivedDark: Story = () => <BuyStory stage="arrived" options={dark} />;
export const Declined: Story = () => <BuyStory stage="declined" />;
export const DeclinedDark: Story = () => <BuyStory stage="declined" options={dark} />;
export const CheckoutClosed: Story = () => <BuyStory stage="closed" />;
export const TakingLong: Story = () => <BuyStory stage="stale" />;
export const TakingLongDark: Story = () => <BuyStory stage="stale" options={dark} />;
