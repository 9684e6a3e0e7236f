import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_NAMES } from '../../domain/usecases/router/views.js';
import { FLOWS, type FlowName } from '../../container/flows.js';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { WalletportProvider } from '../provider/WalletportProvider.js';
import { modal, settle } from '../testing/shadow.js';
import * as registryModule from './registry.js';
import { defaultViewRegistry, eagerViews, implementedViews, lazyViews, loadedView, NEXT_VIEWS } from './registry.js';
import { loadModalLayer, prefetchViews } from './prefetch.js';
import { ViewRegistryContext } from './ViewRegistryContext.js';
import { UNAVAILABLE_VIEW_MESSAGE } from '../components/UnavailableView/UnavailableView.js';
import { VIEW_FAILED_MESSAGE } from './ViewErrorBoundary.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function setup(registry = defaultViewRegistry) {
  const { client, core } = createTestClient();
  render(
    <ViewRegistryContext.Provider value={registry}>
      <WalletportProvider client={client} />
    </ViewRegistryContext.Provider>,
  );
  await settle();
  return { client, core };
}

/** A lazy view whose chunk the test delivers (or fails) by hand. */
function controlledLazyView() {
  let deliver!: (module: { default: ComponentType }) => void;
  let fail!: (error: Error) => void;
  const chunk = new Promise<{ default: ComponentType }>((resolve, reject) => {
    deliver = resolve;
    fail = reject;
  });
  return { View: () => chunk, deliver, fail };
}

describe('the views registry', () => {
  it('bundles Connect with the shell and loads every other implemented view lazily', () => {
    expect(Object.keys(eagerViews)).toEqual(['Connect']);
    expect(Object.keys(lazyViews)).not.toContain('Connect');
    expect(Object.keys(lazyViews).length).toBeGreaterThan(0);
    for (const view of implementedViews()) expect(VIEW_NAMES).toContain(view);
  });

  it('renders a lazy view once its chunk has loaded', async () => {
    const { core } = await setup();
    act(() => core.modal.open({ view: 'WhatIsAWallet' }));
    expect(await modal().findByText('Your digital home')).toBeTruthy();
    expect(modal().getByRole('dialog', { name: 'What is a wallet?' })).toBeTruthy();
  });

  it('shows a busy spinner while the chunk loads, then the view as soon as it arrives (no reveal throttle)', async () => {
    const { View, deliver } = controlledLazyView();
    const { core } = await setup({ eager: eagerViews, lazy: { Account: View } });
    act(() => core.modal.open({ view: 'Account' }));
    await settle();
    const busy = modal().getByRole('status', { busy: true });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.textContent).toBe('Loading view');
    await act(async () => {
      deliver({ default: () => <p>Account content</p> });
    });
    // At once: behind a Suspense boundary React would hold it back until 300 ms after the spinner showed.
    expect(modal().queryByText('Account content')).toBeTruthy();
    expect(modal().queryByText('Loading view')).toBeNull();
  });

  it('loads the flow a view shows with its chunk (swap, send, names, activity, onramp), and no flow with the others', async () => {
    const expected: Partial<Record<keyof typeof lazyViews, readonly FlowName[]>> = {
      Account: ['swap', 'names', 'activity'],
      Swap: ['swap'],
      SwapSelectToken: ['swap'],
      SwapPreview: ['swap'],
      Send: ['send'],
      SendSelectToken: ['send'],
      SendPreview: ['send'],
      RegisterAccountName: ['names'],
      RegisterAccountNameSuccess: ['names'],
      Buy: ['onramp'],
      OnRampProviders: ['onramp'],
      BuyInProgress: ['onramp'],
    };
    for (const [view, loader] of Object.entries(lazyViews)) {
      const loads = (Object.keys(FLOWS) as FlowName[]).map((name) => [name, vi.spyOn(FLOWS[name], 'load')] as const);
      await loader();
      const loaded = loads.filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);
      expect({ view, loaded: loaded.sort() }).toEqual({ view, loaded: [...(expected[view as keyof typeof expected] ?? [])].sort() });
      vi.restoreAllMocks();
    }
  });

  it('fails a view whose flow does not load, as a chunk that does not (the error boundary shows it)', async () => {
    const failure = vi.spyOn(FLOWS.send, 'load').mockRejectedValue(new Error('offline'));
    await expect(lazyViews.Send!()).rejects.toThrow('offline');
    failure.mockRestore();
    await expect(lazyViews.Send!()).resolves.toHaveProperty('default');
  });

  it("shows a view whose chunk has loaded in the navigation's own commit, with no spinner first", async () => {
    await prefetchViews();
    const { core } = await setup();
    act(() => core.modal.open({ view: 'Connect' }));
    // A view no other test here has shown (React.lazy would suspend on its first render, chunk loaded or not).
    act(() => core.router.push('Networks'));
    expect(modal().queryByText('Loading view')).toBeNull();
    expect(modal().queryByRole('list', { name: 'Networks' })).toBeTruthy();
  });

  it('says so in the dialog, with a way back, when a view is not available yet (never a blank)', async () => {
    const { core } = await setup();
    act(() => core.modal.open({ view: 'Connect' }));
    act(() => core.router.push('OnRampFiatSelect'));
    await settle();
    expect(modal().getByText(UNAVAILABLE_VIEW_MESSAGE)).toBeTruthy();
    expect(modal().getByRole('dialog', { name: 'Select Currency' })).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Go back' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Connect');
  });

  it('handles a name it does not know, and closes from a single-view history', async () => {
    const { core } = await setup();
    act(() => core.modal.open({ view: 'NoSuchView' as never }));
    await settle();
    expect(modal().getByText(UNAVAILABLE_VIEW_MESSAGE)).toBeTruthy();
    expect(modal().getByRole('dialog', { name: 'Not Available' })).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Close modal' }));
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('shows a message (not a crashed page) when a chunk fails to load, and reports the error', async () => {
    const { View, fail } = controlledLazyView();
    const { core } = await setup({ eager: eagerViews, lazy: { Account: View } });
    const originalError = console.error;
    console.error = () => undefined;
    try {
      act(() => core.modal.open({ view: 'Account' }));
      await act(async () => {
        fail(new Error('chunk failed'));
      });
      expect(await modal().findByText(VIEW_FAILED_MESSAGE)).toBeTruthy();
      expect(core.events.snapshot.history.some((event) => event.event === 'INTERNAL_SDK_ERROR')).toBe(true);
    } finally {
      console.error = originalError;
    }
  });

  it('fetches the views a view leads to when the visitor points at it, not when the dialog opens on it', async () => {
    const prefetch = vi.spyOn(registryModule, 'prefetchLazyViews');
    try {
      const { core } = await setup();
      act(() => core.modal.open({ view: 'Connect' }));
      await settle();
      expect(prefetch).not.toHaveBeenCalled();
      fireEvent.pointerOver(modal().getByRole('dialog').querySelector('.wp-view')!);
      expect(prefetch).toHaveBeenCalledWith(NEXT_VIEWS.Connect);
    } finally {
      prefetch.mockRestore();
    }
  });

  it('prefetches every lazy view: each view module loads and gives its component, as does the modal layer', async () => {
    // prefetchViews settles whatever happens (a failed chunk is fetched again later), so the test asks each
    // loader what it got: a chunk that failed to load, or a module without the named view, leaves no component.
    await expect(prefetchViews()).resolves.toBeUndefined();
    const loaders = Object.entries(lazyViews);
    expect(loaders.length).toBeGreaterThan(20);
    for (const [view, loader] of loaders) expect(loadedView(loader), view).toBeTruthy();
    expect((await loadModalLayer()).ModalLayer).toBeTruthy();
  });
});
