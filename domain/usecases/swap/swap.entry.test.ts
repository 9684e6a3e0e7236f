/** The swap starts from its router entry (followSwapEntry.ts) and derives what its views show (deriveSwapState.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../entities/constants.js';
import { createSwapWorld, type SwapWorld } from './testing/swapWorld.js';

const worlds: SwapWorld[] = [];
afterEach(() => {
  for (const world of worlds.splice(0)) world.swap.dispose();
});

function world(): SwapWorld {
  const created = createSwapWorld();
  worlds.push(created);
  return created;
}

describe('the swap starts from its router entry', () => {
  it('loads when a Swap entry comes on top, filled by its arguments, without the view asking', async () => {
    const created = world();
    expect(created.swap.snapshot.status).toBe('uninitialized');
    created.router.push('Swap', { swap: { fromToken: 'USDC', toToken: 'ETH', amount: '5' } });
    expect(created.swap.snapshot.status).toBe('initializing');
    await created.scheduler.advanceAsync(0);
    expect(created.swap.snapshot).toMatchObject({ status: 'initialized', sourceTokenAmount: '5' });
    expect(created.swap.snapshot.sourceToken?.symbol).toBe('USDC');
  });

  it('keeps the form when its entry comes back on top, and loads nothing for an unsupported-chain entry', async () => {
    const created = world();
    await created.openSwap({ fromToken: 'ETH', toToken: 'USDC' });
    created.swap.setSourceTokenAmount('0.5');
    created.router.push('SwapPreview');
    created.back();
    expect(created.swap.snapshot).toMatchObject({ status: 'initialized', sourceTokenAmount: '0.5' });

    const unsupported = createSwapWorld();
    worlds.push(unsupported);
    unsupported.router.push('Swap', { swapUnsupportedChain: true });
    expect(unsupported.swap.snapshot.status).toBe('uninitialized');
  });

  it('names the token button whose picker just closed, and nothing after any other view', async () => {
    const created = world();
    await created.openSwap({ fromToken: 'ETH' });
    created.router.push('SwapSelectToken', { swapTarget: 'toToken' });
    created.back();
    expect(created.swap.snapshot.returnFocusTo).toBe('toToken');
    created.router.push('SwapPreview');
    created.back();
    expect(created.swap.snapshot.returnFocusTo).toBeUndefined();
  });
});

describe('what the swap state derives for its views', () => {
  it('says what the action button does as the form moves: tokens, amount, quote, review', async () => {
    const created = world();
    await created.openSwap({ fromToken: 'ETH' });
    expect(created.swap.snapshot.action).toEqual({ label: 'Select token', ready: false, busy: false, retry: false });
    const usdc = created.swap.snapshot.tokens.find((token) => token.symbol === 'USDC');
    if (!usdc) throw new Error('USDC is listed');
    created.swap.setToToken(usdc);
    expect(created.swap.snapshot.action.label).toBe('Enter amount');
    created.swap.setSourceTokenAmount('0.1');
    expect(created.swap.snapshot.action).toMatchObject({ label: 'Getting quote...', busy: true });
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(created.swap.snapshot.action).toEqual({ label: 'Review swap', ready: true, busy: false, retry: false });
  });

  it("offers 'Try again' after a failed quote, and keeps the action object while it says the same", async () => {
    const created = world();
    await created.openSwap({ fromToken: 'ETH', toToken: 'USDC' });
    created.api.getSwapQuote = () => Promise.reject(new Error('down'));
    created.swap.setSourceTokenAmount('0.1');
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    const action = created.swap.snapshot.action;
    expect(action).toMatchObject({ label: 'Try again', retry: true });
    created.swap.setTokenSearch('us');
    expect(created.swap.snapshot.action).toBe(action);
  });

  it("lists the account's tokens that match the search as its own tokens", async () => {
    const created = world();
    await created.openSwap();
    expect(created.swap.snapshot.myTokensFound.map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
    created.swap.setTokenSearch('usd');
    expect(created.swap.snapshot.myTokensFound.map((token) => token.symbol)).toEqual(['USDC']);
    created.swap.setTokenSearch('weth');
    expect(created.swap.snapshot.myTokensFound).toEqual([]);
    created.swap.setTokenSearch('');
    expect(created.swap.snapshot.myTokensFound).toBe(created.swap.snapshot.myTokensWithBalance);
  });
});
