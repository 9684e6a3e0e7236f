/**
 * The Swap views in happy-dom against the real swap use case over the fakes. Why this file is past ~300 lines:
 * the three views are one chunk and one flow (pick, quote, review, approve, swap), and the tests share its
 * helpers (openSwap, openQuoted, openPreview).
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../../domain/entities/constants.js';
import type { RouterData } from '../../../domain/usecases/router/views.js';
import { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { focused, modal, settle } from '../../testing/shadow.js';
import { renderWorld } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';
import { honestApproveBuild, honestSwapBuild, swapChainModel } from '../../../domain/usecases/swap/testing/swapChainModel.js';
import { SWAP_CHECKED_FROM_CALLDATA } from './SwapBuildSummary.js';
import { prepareSwapApi, setUsdcAllowance, SWAP_USDC } from './testing/swapWorld.js';

// The lazy chunks load once, before the first test's clock starts.
beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const ETH_TO_USDC = { amount: '0.5', fromToken: 'ETH', toToken: 'USDC' };

type OpenSwapParameters = { data?: RouterData; allowance?: bigint };

/** Connected on the first devnet with 1.5 ETH and 100 USDC; opens Swap from the Account view, or with `data`. */
async function openSwap({ data, allowance }: OpenSwapParameters = {}) {
  const api = new FakeBlockchainApi();
  prepareSwapApi(api);
  if (allowance !== undefined) setUsdcAllowance(api, allowance);
  const world = await renderWorld({ ports: { blockchainApi: api } });
  if (data) {
    act(() => world.core.modal.open({ view: 'Swap', data }));
  } else {
    act(() => world.core.modal.open({ view: 'Account' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Swap' }));
  }
  await settle();
  return { ...world, api };
}

const payInput = () => modal().getByRole('textbox', { name: 'You pay' }) as HTMLInputElement;
const receiveInput = () => modal().getByRole('textbox', { name: 'You receive' }) as HTMLInputElement;
const actionButton = () => modal().getByTestId('swap-action');
const details = () =>
  [...modal().getByTestId('swap-details').querySelectorAll('div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

/** Opens Swap with `args` and lets the debounced quote (virtual time) and the transaction build answer. */
async function openQuoted(args: NonNullable<RouterData['swap']>, options: Omit<OpenSwapParameters, 'data'> = {}) {
  const world = await openSwap({ ...options, data: { swap: args } });
  await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
  await settle();
  return world;
}

/** The quoted swap's review: Swap's action button pressed. */
async function openPreview(args: NonNullable<RouterData['swap']>, options: Omit<OpenSwapParameters, 'data'> = {}) {
  const world = await openQuoted(args, options);
  fireEvent.click(actionButton());
  await settle();
  return world;
}

/** Types an amount and lets the debounced quote (virtual time) and the transaction build answer. */
async function typeAmount(world: Awaited<ReturnType<typeof openSwap>>, amount: string) {
  fireEvent.change(payInput(), { target: { value: amount } });
  await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
  await settle();
}

async function pickToken(side: 'pay' | 'receive', symbol: string) {
  fireEvent.click(modal().getByRole('button', { name: new RegExp(`change the token you ${side}`) }));
  await settle();
  const search = modal().getByRole('searchbox', { name: 'Search token' });
  fireEvent.change(search, { target: { value: symbol } });
  fireEvent.click(within(modal().getByRole('list', { name: 'Search results' })).getByRole('button', { name: new RegExp(`^${symbol}`) }));
  await settle();
}

describe('the Swap view', () => {
  it("opens from the Account view's Swap button as a named dialog, with ETH to pay and focus on the amount", async () => {
    const { core } = await openSwap();
    expect(core.router.snapshot.view).toBe('Swap');
    expect(modal().getByRole('dialog', { name: 'Swap' })).toBeTruthy();
    expect(core.swap.snapshot.status).toBe('initialized');
    expect(modal().getByRole('button', { name: 'ETH, change the token you pay' })).toBeTruthy();
    expect(modal().getByText('Balance: 1.5 ETH')).toBeTruthy();
    expect(payInput().getAttribute('inputmode')).toBe('decimal');
    expect(receiveInput().readOnly).toBe(true);
    expect(focused()).toBe(payInput());
    expect(actionButton().textContent).toBe('Select token');
    expect(actionButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('takes its tokens and amount from the router data, quotes after the debounce and shows every figure', async () => {
    const world = await openSwap({ data: { swap: ETH_TO_USDC } });
    expect(payInput().value).toBe('0.5');
    expect(actionButton().textContent).toBe('Getting quote...');
    expect(actionButton().getAttribute('aria-busy')).toBe('true');
    await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
    await settle();
    expect(receiveInput().value).toBe('1000');
    // Both sides are worth $1,000 at the quote.
    expect(modal().getAllByText('≈ $1,000.00')).toHaveLength(2);
    expect(details()).toEqual([
      ['Price', '1 ETH = 2,000 USDC'],
      ['Price impact', '0%'],
      ['Max. slippage (1%)', 'Min. 990 USDC'],
      ['Provider fee (0.85%)', '0.00425 ETH ($8.50)'],
      ['Network fee', '$0.30'],
    ]);
    expect(actionButton().textContent).toBe('Review swap');
    expect(actionButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps the amount to numbers, fills Max and switches the tokens', async () => {
    const world = await openSwap({ data: { swap: { fromToken: 'USDC', toToken: 'ETH' } } });
    fireEvent.change(payInput(), { target: { value: ',5a' } });
    expect(payInput().value).toBe('0.5');
    expect(actionButton().textContent).toBe('Getting quote...');
    fireEvent.click(modal().getByRole('button', { name: 'Max' }));
    expect(payInput().value).toBe('100');
    await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
    await settle();
    expect(receiveInput().value).toBe('0.05');
    fireEvent.click(modal().getByRole('button', { name: 'Switch tokens' }));
    await settle();
    expect(modal().getByRole('button', { name: 'ETH, change the token you pay' })).toBeTruthy();
    expect(modal().getByRole('button', { name: 'USDC, change the token you receive' })).toBeTruthy();
    expect(payInput().value).toBe('0.05');
  });

  it("says 'Insufficient balance' on the button and never leads to the preview", async () => {
    const world = await openSwap({ data: { swap: { fromToken: 'ETH', toToken: 'USDC' } } });
    await typeAmount(world, '2');
    expect(actionButton().textContent).toBe('Insufficient balance');
    expect(actionButton().getAttribute('aria-disabled')).toBe('true');
    expect(within(modal().getByRole('form', { name: 'Swap tokens' })).getByRole('status').textContent).toBe('Insufficient balance');
    fireEvent.click(actionButton());
    await settle();
    expect(world.core.router.snapshot.view).toBe('Swap');
  });

  it("shows 'Failed to fetch swap quote' and asks again on 'Try again'", async () => {
    const world = await openSwap({ data: { swap: { fromToken: 'ETH', toToken: 'USDC' } } });
    world.api.failNext('getSwapQuote');
    await typeAmount(world, '0.5');
    expect(modal().getByRole('dialog').querySelector('.wp-alert-description')?.textContent).toBe('Failed to fetch swap quote');
    expect(actionButton().textContent).toBe('Try again');
    expect(actionButton().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(actionButton());
    await settle();
    expect(receiveInput().value).toBe('1000');
    expect(actionButton().textContent).toBe('Review swap');
  });

  it("says 'Network not supported for Swaps' with a way back", async () => {
    const { core } = await openSwap({ data: { swapUnsupportedChain: true } });
    expect(modal().getByText('Network not supported for Swaps')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Switch network' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Networks');
    act(() => core.router.goBack());
    await settle();
    expect(modal().getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it("shows a busy status while the tokens load, and 'Failed to initialize swap' goes back", async () => {
    const api = new FakeBlockchainApi();
    prepareSwapApi(api);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.getSwapTokens = async (params) => {
      await held;
      throw new Error(`no tokens for ${params.chainId}`);
    };
    const world = await renderWorld({ ports: { blockchainApi: api } });
    act(() => world.core.modal.open({ view: 'Account' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Swap' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Swap' }).querySelector('.wp-swap [role="status"]')?.textContent).toBe('Loading tokens and prices');
    await act(async () => release());
    await settle();
    expect(world.core.router.snapshot.view).toBe('Account');
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: 'Failed to initialize swap' });
  });
});

describe('the SwapSelectToken view', () => {
  it('lists popular, your and all tokens as buttons, searches by name, symbol or address, and picks one', async () => {
    const world = await openSwap();
    fireEvent.click(modal().getByRole('button', { name: 'Select token, change the token you receive' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Select Token' })).toBeTruthy();
    const search = modal().getByRole('searchbox', { name: 'Search token' });
    expect(focused()).toBe(search);
    const symbols = (list: string) => within(modal().getByRole('list', { name: list })).getAllByRole('button').map((button) => button.getAttribute('data-token'));
    expect(symbols('Your tokens')).toEqual(['ETH', 'USDC']);
    expect(symbols('All tokens')).toEqual(['ETH', 'USDC', 'DAI', 'WBTC']);
    expect(within(modal().getByRole('region', { name: 'Popular tokens' })).getAllByRole('button').map((button) => button.getAttribute('data-token'))).toEqual(['ETH', 'USDC', 'DAI', 'WBTC']);
    expect(within(modal().getByRole('list', { name: 'Your tokens' })).getByRole('button', { name: /^USDC/ }).textContent).toContain('$100.00');

    fireEvent.change(search, { target: { value: 'bitcoin' } });
    expect(symbols('Search results')).toEqual(['WBTC']);
    expect(modal().queryByRole('list', { name: 'Your tokens' })).toBeNull();
    fireEvent.change(search, { target: { value: '0x5fbdb' } });
    expect(symbols('Search results')).toEqual(['USDC']);
    expect(symbols('Your tokens')).toEqual(['USDC']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(modal().getByText('No token found')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'dai' } });
    fireEvent.click(within(modal().getByRole('list', { name: 'Search results' })).getByRole('button', { name: /^DAI/ }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Swap');
    expect(world.core.swap.snapshot.toToken?.symbol).toBe('DAI');
    expect(world.core.swap.snapshot.tokenSearchQuery).toBe('');
    // Focus goes back to the button that opened the picker.
    expect(focused()).toBe(modal().getByRole('button', { name: 'DAI, change the token you receive' }));
  });

  it('picks the token to pay when opened from the pay side', async () => {
    const world = await openSwap();
    await pickToken('pay', 'USDC');
    expect(world.core.swap.snapshot.sourceToken?.symbol).toBe('USDC');
    expect(modal().getByText('Balance: 100 USDC')).toBeTruthy();
  });
});

describe('the SwapPreview view', () => {
  it('reviews a native swap and sends it: Account follows', async () => {
    const world = await openPreview(ETH_TO_USDC);
    expect(modal().getByRole('dialog', { name: 'Review Swap' })).toBeTruthy();
    expect(modal().getByTestId('swap-preview-source').textContent).toBe('0.5 ETH');
    expect(modal().getByTestId('swap-preview-to').textContent).toBe('1,000 USDC');
    expect(details().map(([term]) => term)).toEqual(['Price', 'Price impact', 'Max. slippage (1%)', 'Provider fee (0.85%)', 'Network fee']);
    expect(modal().queryByRole('list', { name: 'Steps' })).toBeNull();
    fireEvent.click(modal().getByRole('button', { name: 'Swap' }));
    await settle();
    expect(world.chainAdapter.sentTransactions).toEqual([expect.objectContaining({ kind: 'send', transaction: expect.objectContaining({ value: 500_000_000_000_000_000n }) })]);
    expect(world.core.router.snapshot.view).toBe('Account');
  });

  it('asks for the approval first when the allowance is short: step 1 Approve USDC, then step 2 Swap', async () => {
    const world = await openPreview({ amount: '10', fromToken: 'USDC', toToken: 'ETH' }, { allowance: 0n });
    const steps = () => within(modal().getByRole('list', { name: 'Steps' }));
    expect(steps().getAllByRole('listitem')).toHaveLength(2);
    const swapStep = steps().getByRole('button', { name: 'Swap' });
    expect(swapStep.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(swapStep);
    expect(world.chainAdapter.sentTransactions).toEqual([]);

    // The wallet holds the approval: step 1 is busy; once sent, the allowance covers the amount.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const original = world.chainAdapter.sendTransaction.bind(world.chainAdapter);
    world.chainAdapter.sendTransaction = async (params) => {
      await held;
      setUsdcAllowance(world.api, 10_000_000n);
      return original(params);
    };
    fireEvent.click(steps().getByRole('button', { name: 'Approve USDC' }));
    await settle();
    const busy = steps().getByRole('button', { name: /Approving USDC/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    await settle();
    expect(steps().getByText('USDC approved')).toBeTruthy();
    const active = steps().getByRole('button', { name: 'Swap' });
    expect(active.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(active);
    await settle();
    expect(world.chainAdapter.sentTransactions).toHaveLength(2);
    expect(world.core.router.snapshot.view).toBe('Account');
  });

  it("goes back to Swap on the wallet's refusal, keeping the form, and shows the wallet's words clamped, as text", async () => {
    const world = await openPreview(ETH_TO_USDC);
    world.chainAdapter.failSendWith = userRejectedError();
    fireEvent.click(modal().getByRole('button', { name: 'Swap' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Swap');
    expect(payInput().value).toBe('0.5');
    const alert = () => modal().getByRole('dialog').querySelector('.wp-swap .wp-alert[role="alert"]');
    expect(alert()?.querySelector('.wp-alert-description')?.textContent).toBe('User rejected the request.');

    // A wallet that answers with a page of markup: clamped, and never parsed. The quote is kept: review again.
    fireEvent.click(actionButton());
    await settle();
    world.chainAdapter.failSendWith = { code: 4001, message: `<img src=x onerror=alert(1)>${'x'.repeat(5000)}` };
    fireEvent.click(modal().getByRole('button', { name: 'Swap' }));
    await settle();
    const description = alert()?.querySelector('.wp-alert-description');
    expect(Array.from(description?.textContent ?? '').length).toBeLessThanOrEqual(160);
    expect(description?.querySelector('img')).toBeNull();
    fireEvent.click(modal().getByRole('button', { name: 'Dismiss alert' }));
    expect(alert()).toBeNull();
  });

  it("shows what will really happen: at least received, the approval's amount, and that nothing could verify it", async () => {
    await openPreview({ amount: '10', fromToken: 'USDC', toToken: 'ETH' }, { allowance: 0n });
    expect(modal().getByTestId('swap-preview-source').textContent).toBe('10 USDC');
    expect(modal().getByTestId('swap-preview-at-least').textContent).toBe('0.00495 ETH');
    expect(modal().getByTestId('swap-preview-approval').textContent).toBe('Unlimited USDC');
    // The fakes' build is calldata no router knows, on a chain that cannot simulate.
    expect(modal().getByTestId('swap-preview-verification').textContent).toBe('This transaction could not be verified');
  });

  it('says nothing more when the chain simulated the swap, and names the calldata check when it could only decode', async () => {
    const api = new FakeBlockchainApi();
    prepareSwapApi(api);
    const usdc = SWAP_USDC.toLowerCase();
    const quoted = (params: { amount: string; from: string; to: string }) => {
      const answer = api.quoteFor({ ...params, userAddress: '', gasPrice: '0' });
      return BigInt(('quotes' in answer ? answer : { quotes: [] }).quotes[0]?.toAmount ?? '0');
    };
    api.swapTransactionFor = (params) => honestSwapBuild(params, quoted(params));
    api.approveTransactionFor = honestApproveBuild;
    const world = await renderWorld({ ports: { blockchainApi: api } });
    world.chainAdapter.simulation = swapChainModel({ decimals: { native: 18, [usdc]: 6 }, balances: { native: 1_500_000_000_000_000_000n, [usdc]: 100_000_000n }, amountOut: (amountIn) => (amountIn * 2000n) / 10n ** 12n });
    act(() => world.core.modal.open({ view: 'Swap', data: { swap: ETH_TO_USDC } }));
    await settle();
    await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
    await settle();
    fireEvent.click(actionButton());
    await settle();
    expect(modal().getByTestId('swap-preview-at-least').textContent).toBe('990 USDC');
    expect(modal().queryByTestId('swap-preview-verification')).toBeNull();
    expect(modal().queryByTestId('swap-preview-approval')).toBeNull();

    // The same build where the chain cannot simulate: the router call's data is what was checked.
    world.chainAdapter.simulation = undefined;
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await settle();
    await typeAmount({ ...world, api }, '0.25');
    fireEvent.click(actionButton());
    await settle();
    expect(modal().getByTestId('swap-preview-verification').textContent).toBe(SWAP_CHECKED_FROM_CALLDATA);
  });

  it('refuses a build that sends more, or elsewhere, than the person typed: nothing reaches the wallet', async () => {
    const api = new FakeBlockchainApi();
    prepareSwapApi(api);
    const honest = api.swapTransactionFor;
    api.swapTransactionFor = async (params) => {
      const { tx } = await honest(params);
      return { tx: { ...tx, to: '0x000000000000000000000000000000000000dEaD', amount: '3000000000000000000' } };
    };
    const world = await renderWorld({ ports: { blockchainApi: api } });
    act(() => world.core.modal.open({ view: 'Swap', data: { swap: { amount: '0.1', fromToken: 'ETH', toToken: 'USDC' } } }));
    await settle();
    await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
    await settle();
    const alert = modal().getByRole('dialog').querySelector('.wp-swap .wp-alert[role="alert"]');
    expect(alert?.querySelector('.wp-alert-description')?.textContent).toBe('The swap was stopped: its transaction does not match the quote');
    expect(actionButton().textContent).toBe('Try again');
    fireEvent.click(actionButton());
    await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
    await settle();
    expect(world.chainAdapter.sentTransactions).toEqual([]);
  });

  it('Cancel goes back to Swap with the form', async () => {
    const world = await openPreview(ETH_TO_USDC);
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Swap');
    expect(payInput().value).toBe('0.5');
    expect(receiveInput().value).toBe('1000');
    expect(actionButton().textContent).toBe('Review swap');
  });
});
