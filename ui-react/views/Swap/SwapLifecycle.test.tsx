/**
 * The Swap view's life around the modal (happy-dom, the real use cases over the fakes): where it opens (a
 * network without swaps), what it keeps when the modal closes, and where focus goes when it comes back.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../../domain/entities/constants.js';
import { walletportDevnetA, walletportDevnetC } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { focused, inShadow, modal, settle, shadowRootOf } from '../../testing/shadow.js';
import { renderWorld } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';
import { prepareSwapApi } from './testing/swapWorld.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const swapCalls = (api: FakeBlockchainApi) => api.callCount('getSwapTokens') + api.callCount('getGasPrice') + api.callCount('getSwapQuote');

describe('the Swap view on a network without swaps', () => {
  it("says 'Network not supported for Swaps' from the Account view on Devnet C, asks the swap API nothing, and swaps once switched", async () => {
    const api = new FakeBlockchainApi();
    prepareSwapApi(api);
    const world = await renderWorld({ options: { networks: [walletportDevnetC, walletportDevnetA] }, ports: { blockchainApi: api } });
    act(() => world.core.modal.open({ view: 'Account' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Swap' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Swap');
    expect(modal().getByText('Network not supported for Swaps')).toBeTruthy();
    expect(modal().queryByText('Failed to initialize swap')).toBeNull();
    expect(world.core.toasts.snapshot.open).toBe(false);
    expect(swapCalls(api)).toBe(0);

    fireEvent.click(modal().getByRole('button', { name: 'Switch network' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: /Walletport Devnet A/ }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Swap');
    expect(world.core.swap.snapshot.status).toBe('initialized');
    expect(modal().getByRole('textbox', { name: 'You pay' })).toBeTruthy();
  }, 20_000);
});

const payInput = () => modal().getByRole('textbox', { name: 'You pay' }) as HTMLInputElement;

/** Account, then its Swap button. */
async function swapFromAccount(world: Awaited<ReturnType<typeof renderWorld>>) {
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Swap' }));
  await settle();
}

/** Swap opened from Account with the swap API prepared, and its picker for the token received open. */
async function openReceivePicker(): Promise<Awaited<ReturnType<typeof renderWorld>>> {
  const api = new FakeBlockchainApi();
  prepareSwapApi(api);
  const world = await renderWorld({ ports: { blockchainApi: api } });
  await swapFromAccount(world);
  fireEvent.click(modal().getByRole('button', { name: /change the token you receive/ }));
  await settle();
  return world;
}

describe('the Swap form after the modal closes', () => {
  it('is reset: reopened from Account it shows no trace of the last attempt', async () => {
    const world = await openReceivePicker();
    fireEvent.click(modal().getAllByRole('button', { name: /^USDC/ })[0] as HTMLElement);
    await settle();
    fireEvent.change(payInput(), { target: { value: '99999999' } });
    await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
    await settle();
    expect(modal().getByTestId('swap-action').textContent).toBe('Insufficient balance');
    expect(modal().getByText('≈ $199,999,998,000.00')).toBeTruthy();

    act(() => void world.core.modal.close());
    await settle();
    await swapFromAccount(world);
    expect(payInput().value).toBe('');
    expect(modal().queryByText(/≈ \$/)).toBeNull();
    expect(modal().getByTestId('swap-action').textContent).not.toBe('Insufficient balance');
    expect(modal().getByRole('button', { name: 'Select token, change the token you receive' })).toBeTruthy();
  }, 20_000);

  it('opened with arguments after a closed attempt, holds those arguments only', async () => {
    const api = new FakeBlockchainApi();
    prepareSwapApi(api);
    const world = await renderWorld({ ports: { blockchainApi: api } });
    act(() => world.core.modal.open({ view: 'Swap', data: { swap: { fromToken: 'ETH', toToken: 'USDC', amount: '99999999' } } }));
    await settle();
    await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
    await settle();
    expect(modal().getByTestId('swap-action').textContent).toBe('Insufficient balance');

    act(() => void world.core.modal.close());
    await settle();
    act(() => world.core.modal.open({ view: 'Swap', data: { swap: { fromToken: 'USDC', toToken: 'ETH', amount: '25' } } }));
    await settle();
    expect(payInput().value).toBe('25');
    expect(modal().getByRole('button', { name: 'USDC, change the token you pay' })).toBeTruthy();
    expect(modal().getByTestId('swap-action').textContent).not.toBe('Insufficient balance');
  }, 20_000);
});

describe('where focus goes when Swap opens', () => {
  it('is the amount on a new opening, even after the modal was closed from the token picker', async () => {
    const world = await openReceivePicker();
    expect(world.core.router.snapshot.view).toBe('SwapSelectToken');
    act(() => void world.core.modal.close());
    await settle();
    await swapFromAccount(world);
    expect(focused()).toBe(payInput());
  });

  it('is each client’s own: a picker left open in one client does not move the focus of another', async () => {
    const first = await renderWorld({ ports: { blockchainApi: prepared() } });
    const second = await renderWorld({ ports: { blockchainApi: prepared() } });
    act(() => first.core.modal.open({ view: 'Swap' }));
    await settle();
    fireEvent.click(inShadow(shadowRootOf('modal', 0)).getByRole('button', { name: /change the token you receive/ }));
    await settle();
    expect(first.core.router.snapshot.view).toBe('SwapSelectToken');
    // One modal at a time (each traps focus): the first client's closes with its picker on screen.
    act(() => void first.core.modal.close());
    await settle();

    act(() => second.core.modal.open({ view: 'Swap' }));
    await settle();
    expect(focused()).toBe(inShadow(shadowRootOf('modal', 1)).getByRole('textbox', { name: 'You pay' }));
  }, 20_000);
});

function prepared(): FakeBlockchainApi {
  const api = new FakeBlockchainApi();
  prepareSwapApi(api);
  return api;
}
