import { describe, expect, it, vi } from 'vitest';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { isSameRouterData, RouterUseCase, type RouterHistoryEntry } from './router.usecase.js';
import { isViewName, VIEW_NAMES, type RouterData, type ViewName } from './views.js';

const walletA: CatalogueWallet = { id: 'a', name: 'Wallet A', chains: ['eip155:1'] };
const walletB: CatalogueWallet = { id: 'b', name: 'Wallet B', chains: ['eip155:1'] };

function routerWithCloseSpy() {
  const router = new RouterUseCase();
  const closeRequested = vi.fn();
  router.closeRequested$.subscribe(closeRequested);
  return { router, closeRequested };
}

const views = (history: readonly RouterHistoryEntry[]) => history.map((entry) => entry.view);

describe('views', () => {
  it('covers every view SPEC.md section 2 and the brief name', () => {
    const required: ViewName[] = [
      'Connect', 'Account', 'AllWallets', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic',
      'ConnectingExternal', 'ConnectingSocial', 'ConnectingFarcaster', 'EmailLogin', 'EmailVerifyOtp',
      'EmailVerifyDevice', 'ProfileWallets', 'UpdateEmailWallet', 'SwitchNetwork', 'SwitchActiveChain',
      'UnsupportedChain', 'Networks', 'SIWXSignMessage', 'ApproveTransaction', 'Swap', 'Send', 'Receive',
      'OnRampProviders', 'Transactions', 'WhatIsAWallet', 'GetWallet', 'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ];
    for (const view of required) expect(VIEW_NAMES).toContain(view);
    expect(new Set(VIEW_NAMES).size).toBe(VIEW_NAMES.length);
  });

  it('recognises view names from the outside', () => {
    expect(isViewName('Account')).toBe(true);
    expect(isViewName('account')).toBe(false);
    expect(isViewName(undefined)).toBe(false);
  });
});

describe('RouterUseCase', () => {
  it('starts on Connect with one history entry and an empty transaction stack', () => {
    const router = new RouterUseCase();
    expect(router.snapshot).toEqual({
      view: 'Connect',
      history: [{ view: 'Connect', data: undefined }],
      data: undefined,
      transactionStack: [],
    });
  });

  it('can start on another view', () => {
    const router = new RouterUseCase({ initialView: 'Account', initialData: { email: 'a@b.c' } });
    expect(router.snapshot.view).toBe('Account');
    expect(router.snapshot.history).toEqual([{ view: 'Account', data: { email: 'a@b.c' } }]);
  });

  describe('push', () => {
    it('adds the view with its data on top of the history', () => {
      const router = new RouterUseCase();
      router.push('AllWallets');
      router.push('ConnectingExternal', { wallet: walletA });
      expect(router.snapshot.view).toBe('ConnectingExternal');
      expect(router.snapshot.data).toEqual({ wallet: walletA });
      expect(router.snapshot.history).toEqual([
        { view: 'Connect', data: undefined },
        { view: 'AllWallets', data: undefined },
        { view: 'ConnectingExternal', data: { wallet: walletA } },
      ]);
    });

    it('does nothing (same snapshot, no emission) for the current view with equal data', () => {
      const router = new RouterUseCase();
      router.push('ConnectingExternal', { wallet: walletA });
      const before = router.snapshot;
      const listener = vi.fn();
      router.subscribe(listener);
      router.push('ConnectingExternal', { wallet: { ...walletA, chains: ['eip155:1'] } });
      router.push('ConnectingExternal', { wallet: walletA, network: undefined });
      expect(router.snapshot).toBe(before);
      expect(listener).not.toHaveBeenCalled();
    });

    it('treats no data and empty data as equal', () => {
      const router = new RouterUseCase();
      const before = router.snapshot;
      router.push('Connect', {});
      router.push('Connect');
      expect(router.snapshot).toBe(before);
    });

    it('pushes the current view again when its data differs', () => {
      const router = new RouterUseCase();
      router.push('ConnectingExternal', { wallet: walletA });
      router.push('ConnectingExternal', { wallet: walletB });
      expect(router.snapshot.history).toHaveLength(3);
      router.goBack();
      expect(router.snapshot.data).toEqual({ wallet: walletA });
    });
  });

  it('replace swaps the last entry and keeps the length', () => {
    const router = new RouterUseCase();
    router.push('Networks');
    router.replace('SwitchNetwork', { switchToChain: 'solana' });
    expect(router.snapshot.history).toEqual([
      { view: 'Connect', data: undefined },
      { view: 'SwitchNetwork', data: { switchToChain: 'solana' } },
    ]);
    expect(router.snapshot.view).toBe('SwitchNetwork');
    expect(router.snapshot.data).toEqual({ switchToChain: 'solana' });
  });

  it('reset starts a new history with one entry', () => {
    const router = new RouterUseCase();
    router.push('AllWallets');
    router.push('ConnectingWalletConnect', { wallet: walletA });
    router.reset('Swap', { swap: { amount: '1', fromToken: 'ETH', toToken: 'USDC' } });
    expect(router.snapshot.history).toEqual([
      { view: 'Swap', data: { swap: { amount: '1', fromToken: 'ETH', toToken: 'USDC' } } },
    ]);
    expect(router.snapshot.view).toBe('Swap');
  });

  describe('goBack', () => {
    it('returns to the previous view with the data it had', () => {
      const { router, closeRequested } = routerWithCloseSpy();
      router.push('ConnectingExternal', { wallet: walletA });
      router.push('SwitchNetwork', { switchToChain: 'eip155' });
      router.goBack();
      expect(router.snapshot.view).toBe('ConnectingExternal');
      expect(router.snapshot.data).toEqual({ wallet: walletA });
      expect(router.snapshot.history).toHaveLength(2);
      expect(closeRequested).not.toHaveBeenCalled();
    });

    it('with a single entry asks for the modal to close and leaves the history alone', () => {
      const { router, closeRequested } = routerWithCloseSpy();
      router.reset('Account');
      const before = router.snapshot;
      router.goBack();
      expect(closeRequested).toHaveBeenCalledTimes(1);
      expect(router.snapshot).toBe(before);
    });
  });

  describe('goBackToIndex', () => {
    it('keeps exactly index + 1 entries and shows the entry at index', () => {
      const router = new RouterUseCase();
      router.push('AllWallets');
      router.push('ConnectingExternal', { wallet: walletA });
      router.push('SwitchNetwork');
      router.goBackToIndex(1);
      expect(views(router.snapshot.history)).toEqual(['Connect', 'AllWallets']);
      expect(router.snapshot.view).toBe('AllWallets');
      expect(router.snapshot.data).toBeUndefined();
    });

    it('ignores an index outside the history', () => {
      const router = new RouterUseCase();
      router.push('AllWallets');
      const before = router.snapshot;
      for (const index of [-1, 2, 5, 0.5, Number.NaN]) router.goBackToIndex(index);
      router.goBackToIndex(1); // the current entry: nothing to do
      expect(router.snapshot).toBe(before);
    });
  });

  describe('goBackOrCloseModal', () => {
    it('goes back when it can', () => {
      const { router, closeRequested } = routerWithCloseSpy();
      router.push('Networks');
      router.goBackOrCloseModal();
      expect(router.snapshot.view).toBe('Connect');
      expect(closeRequested).not.toHaveBeenCalled();
    });

    it('asks for the modal to close otherwise', () => {
      const { router, closeRequested } = routerWithCloseSpy();
      router.goBackOrCloseModal();
      expect(closeRequested).toHaveBeenCalledTimes(1);
      expect(router.snapshot.view).toBe('Connect');
    });
  });

  describe('transaction stack', () => {
    it('pushes and pops in last-in, first-out order', () => {
      const router = new RouterUseCase();
      const first = { view: 'Account' as const };
      const second = { goBack: true };
      router.pushTransactionStack(first);
      router.pushTransactionStack(second);
      expect(router.snapshot.transactionStack).toEqual([first, second]);
      expect(router.popTransactionStack('success')).toBe(second);
      expect(router.popTransactionStack('success')).toBe(first);
      expect(router.snapshot.transactionStack).toEqual([]);
    });

    it('pops nothing from an empty stack', () => {
      const { router, closeRequested } = routerWithCloseSpy();
      const before = router.snapshot;
      expect(router.popTransactionStack('cancel')).toBeUndefined();
      expect(router.snapshot).toBe(before);
      expect(closeRequested).not.toHaveBeenCalled();
    });

    it('on success with goBack, goes back then calls onSuccess', () => {
      const router = new RouterUseCase({ initialView: 'Account' });
      router.push('ApproveTransaction');
      const onSuccess = vi.fn(() => expect(router.snapshot.view).toBe('Account'));
      router.pushTransactionStack({ goBack: true, onSuccess });
      router.popTransactionStack('success');
      expect(onSuccess).toHaveBeenCalledTimes(1);
      expect(router.snapshot.view).toBe('Account');
    });

    it('on success with a view, resets to it, or replaces with it when asked', () => {
      const router = new RouterUseCase({ initialView: 'Account' });
      router.push('Send');
      router.push('SendPreview');
      router.pushTransactionStack({ view: 'Account' });
      router.popTransactionStack('success');
      expect(router.snapshot.history).toEqual([{ view: 'Account', data: undefined }]);

      router.push('Send');
      router.push('SendPreview');
      router.pushTransactionStack({ view: 'Transactions', replace: true });
      router.popTransactionStack('success');
      expect(views(router.snapshot.history)).toEqual(['Account', 'Send', 'Transactions']);
    });

    it('on success with no navigation, leaves the view alone', () => {
      const router = new RouterUseCase({ initialView: 'Account' });
      router.push('ApproveTransaction');
      const onSuccess = vi.fn();
      router.pushTransactionStack({ onSuccess });
      router.popTransactionStack('success');
      expect(router.snapshot.view).toBe('ApproveTransaction');
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });

    it.each(['error', 'cancel'] as const)('on %s, goes back then calls only the matching callback', (status) => {
      const router = new RouterUseCase({ initialView: 'Swap' });
      router.push('SwapPreview');
      const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() };
      router.pushTransactionStack({ view: 'Account', ...callbacks });
      router.popTransactionStack(status);
      expect(router.snapshot.view).toBe('Swap');
      expect(callbacks.onSuccess).not.toHaveBeenCalled();
      expect(callbacks.onError).toHaveBeenCalledTimes(status === 'error' ? 1 : 0);
      expect(callbacks.onCancel).toHaveBeenCalledTimes(status === 'cancel' ? 1 : 0);
    });

    it('on error with a single view, asks for the modal to close', () => {
      const { router, closeRequested } = routerWithCloseSpy();
      router.pushTransactionStack({ goBack: true });
      router.popTransactionStack('error');
      expect(closeRequested).toHaveBeenCalledTimes(1);
    });

    it('removeTransaction takes one action off, wherever it is, without navigating or calling back', () => {
      const router = new RouterUseCase({ initialView: 'Account' });
      router.push('SendPreview');
      const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() };
      const bottom = { view: 'Account' as const, ...callbacks };
      const top = { goBack: true };
      router.pushTransactionStack(bottom);
      router.pushTransactionStack(top);
      expect(router.removeTransaction(bottom)).toBe(true);
      expect(router.snapshot.transactionStack).toEqual([top]);
      expect(router.removeTransaction(bottom)).toBe(false);
      expect(router.snapshot.view).toBe('SendPreview');
      expect(Object.values(callbacks).every((callback) => callback.mock.calls.length === 0)).toBe(true);
    });

    it('cancelTransactionStack empties it without navigating and calls each onCancel, newest first', () => {
      const { router, closeRequested } = routerWithCloseSpy();
      const order: string[] = [];
      router.pushTransactionStack({ goBack: true, onCancel: () => order.push('first'), onSuccess: () => order.push('success') });
      router.pushTransactionStack({ view: 'Account', onCancel: () => order.push('second') });
      router.cancelTransactionStack();
      expect(router.snapshot.transactionStack).toEqual([]);
      expect(order).toEqual(['second', 'first']);
      expect(closeRequested).not.toHaveBeenCalled();
      router.cancelTransactionStack();
      expect(order).toHaveLength(2);
    });
  });

  it('dispose completes the state and close streams', () => {
    const router = new RouterUseCase();
    const completions = { state: false, close: false };
    router.state$.subscribe({ complete: () => (completions.state = true) });
    router.closeRequested$.subscribe({ complete: () => (completions.close = true) });
    router.dispose();
    expect(completions).toEqual({ state: true, close: true });
  });
});

describe('isSameRouterData', () => {
  it('compares structurally, ignoring undefined fields', () => {
    const a: RouterData = { swap: { amount: '1', fromToken: 'ETH' }, navigateWithReplace: false };
    expect(isSameRouterData(a, { swap: { fromToken: 'ETH', amount: '1' }, navigateWithReplace: false })).toBe(true);
    expect(isSameRouterData(a, { swap: { amount: '2', fromToken: 'ETH' }, navigateWithReplace: false })).toBe(false);
    expect(isSameRouterData({ email: undefined }, undefined)).toBe(true);
    expect(isSameRouterData({ wallet: walletA }, { wallet: { ...walletA, chains: [] } })).toBe(false);
    expect(isSameRouterData({ wallet: walletA }, { wallet: { ...walletA, chains: ['eip155:1', 'eip155:10'] } })).toBe(
      false,
    );
  });
});
