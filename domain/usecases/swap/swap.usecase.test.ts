import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_SWAP_ROUTER } from '../../../tests/fakes/blockchain-api.fake.js';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { DEFAULT_DEBOUNCE_MS, TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../entities/constants.js';
import { walletportDevnetB } from '../../entities/network/chains/walletportDevnets.js';
import { solana } from '../../entities/network/chains/index.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import { createSwapWorld, deferred, FROM, NATIVE, NETWORK, nativeBalance, USDC, usdcBalance, WETH, type SwapWorld, type SwapWorldOptions } from './testing/swapWorld.js';

const worlds: SwapWorld[] = [];
afterEach(() => {
  for (const world of worlds.splice(0)) world.swap.dispose();
});

function world(options?: SwapWorldOptions): SwapWorld {
  const created = createSwapWorld(options);
  worlds.push(created);
  return created;
}

/** 0.003 WETH (18 decimals) for any amount asked. */
const WETH_0_003 = '3000000000000000';

async function ready(options?: SwapWorldOptions & { args?: { fromToken?: string; toToken?: string; amount?: string } }) {
  const created = world(options);
  await created.openSwap(options?.args);
  return created;
}

async function quoted(created: SwapWorld, amount: string) {
  created.swap.setSourceTokenAmount(amount);
  await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
}

/** USDC -> WETH at 10 USDC, quoted 0.003 WETH; the allowance is as given. */
async function usdcToWeth({ allowance = '0' }: { allowance?: string } = {}) {
  const created = world();
  created.api.quoteFor = (params) => ({ quotes: [{ id: 'q', fromAmount: params.amount, fromAccount: params.from, toAmount: WETH_0_003, toAccount: params.to }] });
  created.api.setAllowance(`${NETWORK}:${USDC}`, `${NETWORK}:${FROM}`, allowance);
  await created.openSwap({ fromToken: 'USDC', toToken: 'WETH', amount: '10' });
  await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
  return created;
}

describe('initialize', () => {
  it('goes uninitialized -> initializing -> initialized and loads tokens, balances, prices and gas', async () => {
    const created = world();
    const statuses: string[] = [];
    created.swap.subscribe(() => statuses.push(created.swap.snapshot.status));
    expect(created.swap.snapshot.status).toBe('uninitialized');
    await created.openSwap();
    expect([...new Set(statuses)]).toEqual(['initializing', 'initialized']);
    const state = created.swap.snapshot;
    expect(state.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WETH']);
    expect(state.myTokensWithBalance.map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
    expect(state.popularTokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WETH']);
    expect(state.foundTokens).toBe(state.tokens);
    expect(state.sourceToken?.symbol).toBe('ETH');
    expect(state.toToken).toBeUndefined();
    expect(state).toMatchObject({
      caipNetworkId: NETWORK,
      networkTokenSymbol: 'ETH',
      networkPrice: '2000',
      networkBalance: '1.5',
      networkBalanceInUSD: '3000',
      gasPrice: 1_000_000_000n,
      gasFee: '0.00015',
      gasFeeInUSD: '0.3',
      slippage: 1,
      loadingPrices: false,
      error: undefined,
    });
    expect(created.api.calls.getSwapTokens).toEqual([{ chainId: NETWORK }]);
    expect(created.api.calls.getGasPrice).toEqual([{ chainId: NETWORK }]);
    expect(created.api.calls.getPrices[0]).toEqual({ addresses: [NATIVE] });
  });

  it('preselects tokens by symbol or address and the amount, then quotes it', async () => {
    const created = await ready({ args: { fromToken: 'usdc', toToken: WETH, amount: ',5' } });
    expect(created.swap.snapshot.sourceToken?.symbol).toBe('USDC');
    expect(created.swap.snapshot.toToken?.symbol).toBe('WETH');
    expect(created.swap.snapshot.sourceTokenAmount).toBe('0.5');
    expect(created.swap.snapshot.toTokenPriceInUSD).toBe('3000');
    expect(created.swap.snapshot.loadingQuote).toBe(true);
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(created.api.calls.getSwapQuote).toEqual([
      { amount: '500000', userAddress: `${NETWORK}:${FROM}`, from: `${NETWORK}:${USDC}`, to: `${NETWORK}:${WETH}`, gasPrice: '1000000000' },
    ]);
  });

  it.each(['getSwapTokens', 'getGasPrice'] as const)("fails with 'Failed to initialize swap' and goes back when %s fails", async (method) => {
    const created = world();
    created.api.failNext(method);
    await created.openSwap();
    expect(created.swap.snapshot.status).toBe('uninitialized');
    expect(created.swap.snapshot.error?.shortMessage).toBe('Failed to initialize swap');
    expect(created.toasts).toMatchObject([{ variant: 'error', message: 'Failed to initialize swap', error: { code: 'SWAP_INIT_FAILED' } }]);
    expect(created.moves).toEqual([{ action: 'goBack' }]);
  });

  it("shows 'Failed to fetch network token price' and goes on without the price", async () => {
    const created = world();
    created.api.failNext('getPrices');
    await created.openSwap();
    expect(created.toasts).toMatchObject([{ variant: 'error', message: 'Failed to fetch network token price', error: { code: 'NETWORK_TOKEN_PRICE_FAILED' } }]);
    // The balance's price stands in.
    expect(created.swap.snapshot).toMatchObject({ status: 'initialized', networkPrice: '2000' });
  });

  it.each([
    ['an eip155 chain without swaps', { ...walletportDevnetB, id: 5, caipNetworkId: 'eip155:5' } as CaipNetwork],
    ['a non-eip155 network', solana as CaipNetwork],
  ])("refuses %s: 'Network not supported for Swaps', said by the Swap view on screen", async (_, network) => {
    const created = await ready({ network });
    expect(created.swap.snapshot).toMatchObject({ status: 'uninitialized', unsupportedChain: true });
    expect(created.swap.snapshot.error?.shortMessage).toBe('Network not supported for Swaps');
    expect(created.moves).toEqual([]);
    expect(created.api.callCount('getSwapTokens')).toBe(0);
  });

  it('asks the account data for balances when it has none', async () => {
    const created = await ready({ balances: [] });
    expect(created.refreshes).toHaveLength(1);
    expect(created.swap.snapshot).toMatchObject({ status: 'initialized', networkBalance: '0', myTokensWithBalance: [] });
  });

  it('uses the balances the account data holds without a reload', async () => {
    const created = await ready();
    expect(created.refreshes).toHaveLength(0);
  });
});

describe('the amount and the quote', () => {
  it('keeps the amount to the numeric-input rules', async () => {
    const created = await ready();
    created.swap.setSourceTokenAmount('01.2.3x');
    expect(created.swap.snapshot.sourceTokenAmount).toBe('1.23');
  });

  it('quotes 500 ms after the last keystroke, once', async () => {
    const created = await ready({ args: { toToken: 'USDC' } });
    created.swap.setSourceTokenAmount('0');
    created.swap.setSourceTokenAmount('0.1');
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    created.swap.setSourceTokenAmount('0.12');
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    expect(created.api.callCount('getSwapQuote')).toBe(0);
    expect(created.swap.snapshot.loadingQuote).toBe(true);
    await created.scheduler.advanceAsync(1);
    expect(created.api.calls.getSwapQuote.map((call) => call.amount)).toEqual(['120000000000000000']);
  });

  it('never applies a stale quote: a newer keystroke wins whatever order the answers land in', async () => {
    const created = await ready({ args: { toToken: 'USDC' } });
    const answers = [deferred<string>(), deferred<string>()];
    let asked = 0;
    created.api.quoteFor = async (params) => {
      const toAmount = await answers[asked++]!.promise;
      return { quotes: [{ id: 'q', fromAmount: params.amount, fromAccount: params.from, toAmount, toAccount: params.to }] };
    };
    await quoted(created, '0.1');
    await quoted(created, '0.2');
    answers[1]!.resolve('4000000000');
    await flushMicrotasks();
    answers[0]!.resolve('2000000000');
    await flushMicrotasks();
    expect(created.swap.snapshot.toTokenAmount).toBe('4000');
    expect(created.swap.snapshot.sourceTokenAmount).toBe('0.2');
    expect(created.api.calls.getSwapQuote.map((call) => call.amount)).toEqual(['100000000000000000', '200000000000000000']);
  });

  it('computes the details exactly: 6-decimal destination, 0.85 % fee, 1 % slippage, USD values, price impact', async () => {
    const created = await usdcToWeth({ allowance: '10000000' });
    expect(created.swap.snapshot).toMatchObject({
      loadingQuote: false,
      toTokenAmount: '0.003',
      sourceTokenAmountInUSD: '10',
      toTokenAmountInUSD: '9',
      priceImpact: '10',
      providerFee: '0.085',
      maxSlippage: '0.00003',
      minimumReceived: '0.00297',
      inputError: undefined,
    });
  });

  it('floors the destination to 6 decimals', async () => {
    const created = await ready({ args: { toToken: 'WETH' } });
    created.api.quoteFor = (params) => ({ quotes: [{ id: 'q', fromAmount: params.amount, fromAccount: params.from, toAmount: '1234567890123456789', toAccount: params.to }] });
    await quoted(created, '1');
    expect(created.swap.snapshot.toTokenAmount).toBe('1.234567');
  });

  it("says 'Insufficient balance' before any quote when the amount is above the balance", async () => {
    const created = await ready({ args: { fromToken: 'USDC', toToken: 'WETH' } });
    await quoted(created, '100.250001');
    expect(created.swap.snapshot.inputError?.shortMessage).toBe('Insufficient balance');
    expect(created.swap.snapshot.loadingQuote).toBe(false);
    expect(created.api.callCount('getSwapQuote')).toBe(0);
  });

  it("says 'Insufficient balance' when the API has no quote for the amount", async () => {
    const created = await ready({ args: { toToken: 'USDC' } });
    created.api.quoteFor = () => ({ quotes: [] });
    await quoted(created, '1');
    expect(created.swap.snapshot.inputError?.shortMessage).toBe('Insufficient balance');
    expect(created.swap.snapshot.error).toBeUndefined();
    expect(created.swap.snapshot.toTokenAmount).toBe('');
  });

  it("says 'Failed to fetch swap quote' when the quotes call fails, asks nothing more by itself, and retryQuote asks at once", async () => {
    const created = await ready({ args: { toToken: 'USDC' } });
    created.api.failNext('getSwapQuote');
    await quoted(created, '1');
    expect(created.swap.snapshot).toMatchObject({ loadingQuote: false, inputError: undefined, toTokenAmount: '' });
    expect(created.swap.snapshot.error?.code).toBe('SWAP_QUOTE_FAILED');
    expect(created.swap.snapshot.error?.shortMessage).toBe('Failed to fetch swap quote');
    await created.scheduler.advanceAsync(60_000);
    expect(created.api.callCount('getSwapQuote')).toBe(1);

    created.swap.retryQuote();
    expect(created.swap.snapshot).toMatchObject({ loadingQuote: true, error: undefined });
    await created.scheduler.advanceAsync(0);
    expect(created.api.callCount('getSwapQuote')).toBe(2);
    expect(created.swap.snapshot.toTokenAmount).not.toBe('');
    expect(created.swap.snapshot.error).toBeUndefined();
  });

  it('retryQuote does nothing without a complete form or while a quote is awaited', async () => {
    const created = await ready({ args: { toToken: 'USDC' } });
    created.swap.retryQuote();
    expect(created.api.callCount('getSwapQuote')).toBe(0);
    created.swap.setSourceTokenAmount('1');
    created.swap.retryQuote();
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(created.api.callCount('getSwapQuote')).toBe(1);
  });

  it.each([
    ['no native balance', '0'],
    ['a native balance below the 150000-unit fee', '0.000149999'],
  ])("applies the gas rule with %s: 'Insufficient gas'", async (_, numeric) => {
    const created = await ready({ balances: [{ ...nativeBalance, quantity: { decimals: '18', numeric } }, usdcBalance], args: { fromToken: 'USDC', toToken: 'WETH' } });
    await quoted(created, '1');
    expect(created.swap.snapshot.inputError?.shortMessage).toBe('Insufficient gas');
    expect(created.api.callCount('getSwapQuote')).toBe(0);
  });

  it("says 'Incorrect amount / Please enter a valid amount' for a zero amount", async () => {
    const created = await ready({ args: { toToken: 'USDC' } });
    await quoted(created, '0.0');
    expect(created.swap.snapshot.inputError).toMatchObject({ shortMessage: 'Incorrect amount', details: 'Please enter a valid amount' });
  });

  it("says 'No address found to swap the tokens from.' without an eip155 account", async () => {
    const created = await ready({ address: null, args: { toToken: 'USDC' } });
    await quoted(created, '1');
    expect(created.swap.snapshot.inputError?.shortMessage).toBe('No address found to swap the tokens from.');
  });
});

describe('the allowance check', () => {
  it('builds the swap at once for a native source (no allowance asked), sending the amount as value', async () => {
    const created = await ready({ args: { toToken: 'USDC', amount: '0.5' } });
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(created.api.callCount('getAllowance')).toBe(0);
    expect(created.api.calls.buildSwap).toEqual([
      { amount: '500000000000000000', slippage: 1, from: NATIVE, to: `${NETWORK}:${USDC}`, userAddress: `${NETWORK}:${FROM}`, disableEstimate: true },
    ]);
    expect(created.swap.snapshot.swapTransaction).toMatchObject({ to: FAKE_SWAP_ROUTER, value: 500_000_000_000_000_000n, gas: 150_000n });
    expect(created.swap.snapshot.loadingBuildTransaction).toBe(false);
  });

  it('builds the swap when the allowance covers the amount', async () => {
    const created = await usdcToWeth({ allowance: '10000000' });
    expect(created.api.calls.getAllowance).toEqual([{ tokenAddress: `${NETWORK}:${USDC}`, userAddress: `${NETWORK}:${FROM}` }]);
    expect(created.swap.snapshot.swapTransaction).toMatchObject({ to: FAKE_SWAP_ROUTER, value: 0n, toAmount: '0.003' });
    expect(created.swap.snapshot.approvalTransaction).toBeUndefined();
  });

  it('builds the approval when the allowance is below the amount', async () => {
    const created = await usdcToWeth({ allowance: '9999999' });
    expect(created.api.calls.buildApprove).toEqual([{ userAddress: `${NETWORK}:${FROM}`, from: `${NETWORK}:${USDC}`, to: `${NETWORK}:${WETH}` }]);
    expect(created.swap.snapshot.approvalTransaction).toMatchObject({ to: USDC, value: 0n, gas: 60_000n });
    expect(created.swap.snapshot.swapTransaction).toBeUndefined();
    // The swap is built with it (its target is the spender the approval must name), but kept out of the state
    // until the approval is mined and it is built again.
    expect(created.api.callCount('buildSwap')).toBe(1);
    expect(created.swap.snapshot.buildCheck).toEqual({ verifiedBy: 'none', pay: '10', receiveAtLeast: '0.00297', approvalAmount: 'unlimited' });
  });

  it.each([
    ['getAllowance', 'Failed to check allowance', '0', [{ action: 'goBack' }]],
    ['buildApprove', 'Failed to create approval transaction', '0', []],
    ['buildSwap', 'Failed to create transaction', '10000000', []],
  ] as const)('%s failing shows %j', async (method, message, allowance, moves) => {
    const created = world();
    created.api.failNext(method);
    created.api.setAllowance(`${NETWORK}:${USDC}`, `${NETWORK}:${FROM}`, allowance);
    await created.openSwap({ fromToken: 'USDC', toToken: 'WETH', amount: '10' });
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(created.swap.snapshot.error?.shortMessage).toBe(message);
    expect(created.toasts).toEqual([]);
    expect(created.moves).toEqual(moves);
    expect(created.swap.snapshot).toMatchObject({ loadingBuildTransaction: false, loadingApprovalTransaction: false });
  });
});

describe('approve', () => {
  it('sends the approval, waits for its receipt, then quotes again and builds the swap', async () => {
    const created = await usdcToWeth();
    created.adapter.mineAfterMs = 3000;
    const approving = created.swap.approve();
    await flushMicrotasks();
    expect(created.swap.snapshot.loadingTransaction).toBe(true);
    expect(created.adapter.sentTransactions).toEqual([
      expect.objectContaining({ kind: 'send', from: FROM, caipNetworkId: NETWORK, transaction: expect.objectContaining({ to: USDC, value: 0n, gas: 60_000n }) }),
    ]);
    // The chain now holds the allowance; nothing is rebuilt before the receipt.
    created.api.setAllowance(`${NETWORK}:${USDC}`, `${NETWORK}:${FROM}`, '10000000');
    await created.scheduler.advanceAsync(2999);
    expect(created.api.callCount('getSwapQuote')).toBe(1);
    await created.scheduler.advanceAsync(1);
    await approving;
    expect(created.adapter.calls.find((call) => call.method === 'waitForTransaction')?.params).toMatchObject({ timeoutMs: TRANSACTION_CONFIRMATION_TIMEOUT_MS });
    expect(created.api.callCount('getSwapQuote')).toBe(2);
    expect(created.swap.snapshot).toMatchObject({ loadingTransaction: false, approvalTransaction: undefined, toTokenAmount: '0.003' });
    expect(created.swap.snapshot.swapTransaction).toMatchObject({ to: FAKE_SWAP_ROUTER });
  });

  it("a rejected approval shows the wallet's message, records SWAP_APPROVAL_ERROR, goes back and keeps the approval for a retry", async () => {
    const created = await usdcToWeth();
    created.adapter.failSendWith = userRejectedError();
    await expect(created.swap.approve()).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    expect(created.swap.snapshot.error?.shortMessage).toBe('User rejected the request.');
    expect(created.toasts).toEqual([]);
    expect(created.events).toEqual([expect.objectContaining({ event: 'SWAP_APPROVAL_ERROR', properties: expect.objectContaining({ swapFromToken: 'USDC', swapToToken: 'WETH', swapFromAmount: '10' }) })]);
    expect(created.moves).toEqual([{ action: 'goBack' }]);
    expect(created.swap.snapshot).toMatchObject({ loadingTransaction: false, sourceTokenAmount: '10' });
    expect(created.swap.snapshot.approvalTransaction).toBeDefined();
    created.adapter.failSendWith = undefined;
    await created.swap.approve();
    expect(created.adapter.sentTransactions).toHaveLength(1);
  });

  it("a reverted approval is a 'Transaction error'", async () => {
    const created = await usdcToWeth();
    created.adapter.revertNext = true;
    await expect(created.swap.approve()).rejects.toMatchObject({ shortMessage: 'Transaction error' });
    expect(created.swap.snapshot.error?.shortMessage).toBe('Transaction error');
    expect(created.toasts).toEqual([]);
  });
});

describe('swap', () => {
  it("sends the swap, shows 'Swapped 10.000 USDC for 0.003 WETH', clears the form and shows Account", async () => {
    const created = await usdcToWeth({ allowance: '10000000' });
    const { hash } = await created.swap.swap();
    expect(created.adapter.sentTransactions).toEqual([
      expect.objectContaining({ hash, from: FROM, caipNetworkId: NETWORK, transaction: { to: FAKE_SWAP_ROUTER, data: expect.stringMatching(/^0x/), value: 0n, gas: 150_000n } }),
    ]);
    expect(created.toasts).toEqual([{ variant: 'success', message: 'Swapped 10.000 USDC for 0.003 WETH' }]);
    expect(created.moves).toEqual([{ action: 'replace', view: 'Account' }]);
    expect(created.swap.snapshot).toMatchObject({
      status: 'initialized',
      sourceToken: undefined,
      toToken: undefined,
      sourceTokenAmount: '',
      toTokenAmount: '',
      swapTransaction: undefined,
      loadingTransaction: false,
    });
  });

  it.each([
    ["the wallet's short message", userRejectedError(), 'User rejected the request.'],
    ["'Transaction error' for a failure nobody recognises", new Error('boom'), 'Transaction error'],
  ])('a failed swap shows %s, records SWAP_ERROR and goes back with the form kept', async (_, failure, message) => {
    const created = await usdcToWeth({ allowance: '10000000' });
    created.adapter.failSendWith = failure;
    await expect(created.swap.swap()).rejects.toMatchObject({ shortMessage: message });
    expect(created.swap.snapshot.error?.shortMessage).toBe(message);
    expect(created.toasts).toEqual([]);
    expect(created.events.map((event) => event.event)).toEqual(['SWAP_ERROR']);
    expect(created.moves).toEqual([{ action: 'goBack' }]);
    expect(created.swap.snapshot).toMatchObject({ sourceTokenAmount: '10', toTokenAmount: '0.003', loadingTransaction: false });
    expect(created.swap.snapshot.swapTransaction).toBeDefined();
  });

  it('refuses to send without a built transaction', async () => {
    const created = await ready();
    await expect(created.swap.swap()).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' });
    await expect(created.swap.approve()).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' });
  });
});

describe('the pickers', () => {
  it('switchTokens swaps source and destination, the destination amount becoming the amount', async () => {
    const created = await usdcToWeth({ allowance: '10000000' });
    created.swap.switchTokens();
    expect(created.swap.snapshot.sourceToken?.symbol).toBe('WETH');
    expect(created.swap.snapshot.toToken?.symbol).toBe('USDC');
    expect(created.swap.snapshot.sourceTokenAmount).toBe('0.003');
    expect(created.swap.snapshot).toMatchObject({ sourceTokenPriceInUSD: '3000', toTokenPriceInUSD: '1', toTokenAmount: '', swapTransaction: undefined });
  });

  it('switchTokens uses amount 1 when the destination amount is empty', async () => {
    const created = await ready({ args: { toToken: 'USDC' } });
    created.swap.switchTokens();
    expect(created.swap.snapshot.sourceToken?.symbol).toBe('USDC');
    expect(created.swap.snapshot.sourceTokenAmount).toBe('1');
  });

  it('picking the other side swaps the two', async () => {
    const created = await ready({ args: { toToken: 'USDC' } });
    const usdc = created.swap.snapshot.toToken!;
    created.swap.setSourceToken(usdc);
    expect(created.swap.snapshot.sourceToken?.symbol).toBe('USDC');
    expect(created.swap.snapshot.toToken?.symbol).toBe('ETH');
  });

  it('searches the tokens by name, symbol or address', async () => {
    const created = await ready();
    created.swap.setTokenSearch('wrapped');
    expect(created.swap.snapshot.foundTokens.map((token) => token.symbol)).toEqual(['WETH']);
    created.swap.setTokenSearch(USDC.slice(0, 10));
    expect(created.swap.snapshot.foundTokens.map((token) => token.symbol)).toEqual(['USDC']);
  });

  it('loads the price of a picked token the balances do not price', async () => {
    const created = await ready();
    created.swap.setToToken(created.swap.snapshot.tokens.find((token) => token.symbol === 'WETH'));
    await flushMicrotasks();
    expect(created.swap.snapshot.toTokenPriceInUSD).toBe('3000');
  });
});

describe('following the account', () => {
  it('clears the form when the account changes, and takes fresh balances', async () => {
    const created = await usdcToWeth({ allowance: '10000000' });
    created.accountState.next({ ...created.accountState.value, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', tokenBalances: [nativeBalance] });
    expect(created.swap.snapshot).toMatchObject({ sourceToken: undefined, sourceTokenAmount: '', toTokenAmount: '', swapTransaction: undefined });
    expect(created.swap.snapshot.myTokensWithBalance.map((token) => token.symbol)).toEqual(['ETH']);
  });

  it('loads the swap again when the network changes', async () => {
    const created = await ready();
    created.networkState.activeCaipNetwork = walletportDevnetB as CaipNetwork;
    created.accountState.next({ ...created.accountState.value, caipNetworkId: 'eip155:31338', tokenBalances: [] });
    await flushMicrotasks();
    expect(created.api.calls.getSwapTokens.at(-1)).toEqual({ chainId: 'eip155:31338' });
    expect(created.moves).toEqual([]);
  });
});
