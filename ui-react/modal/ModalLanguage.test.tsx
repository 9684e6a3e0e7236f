/**
 * The modal's frame in the pseudo-language (tests/fakes/pseudo-locale.ts): header, alert banner, toast,
 * a view's loading spinner, a view that cannot be shown. Every text a visitor reads there must come from the
 * catalogue; the views' own text is their folders' tests.
 */
import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { usePseudoLocale, untranslatedText } from '../../tests/fakes/pseudo-locale.js';
import { flushMicrotasks } from '../../tests/fakes/virtual-scheduler.fake.js';
import { WalletportProvider } from '../provider/WalletportProvider.js';
import { modal, settle, shadowRootOf } from '../testing/shadow.js';
import { ViewRegistryContext } from '../views/ViewRegistryContext.js';
import type { ViewRegistry } from '../views/registry.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A registry whose only view (Account) is a chunk the test fails or never delivers. */
function registryWithChunk(chunk: Promise<{ default: ComponentType }>): ViewRegistry {
  return { eager: {}, lazy: { Account: () => chunk } };
}

async function setup(registry?: ViewRegistry) {
  const { client, core, ports } = createTestClient();
  // The analytics service refuses the origin: the alert banner shows ('Invalid App Configuration').
  ports.analytics.failWithStatus = 403;
  await usePseudoLocale(client);
  const provider = <WalletportProvider client={client} />;
  render(registry ? <ViewRegistryContext.Provider value={registry}>{provider}</ViewRegistryContext.Provider> : provider);
  await settle();
  return { core };
}

async function flush() {
  await settle();
  await act(async () => {
    await flushMicrotasks();
  });
}

describe('the modal frame in another language', () => {
  it('takes the header, alert, toast and the "not available" view from the catalogue', async () => {
    const { core } = await setup();
    act(() => core.modal.open({ view: 'NoSuchView' as never }));
    act(() => core.router.push('AnotherUnknownView' as never));
    act(() => core.toasts.showError(walletportError('SIGNATURE_DECLINED')));
    await flush();

    expect(core.events.snapshot.alert).toBe('INVALID_APP_CONFIGURATION');
    expect(modal().getByRole('dialog', { name: '⟦Not Available⟧' })).toBeTruthy();
    expect(modal().getByRole('button', { name: '⟦Back⟧' })).toBeTruthy();
    expect(modal().getByRole('button', { name: '⟦Go back⟧' })).toBeTruthy();
    // The core's English error, shown in the visitor's language.
    expect(modal().getAllByRole('alert').some((region) => region.textContent === '⟦Signature declined⟧')).toBe(true);
    expect(untranslatedText(shadowRootOf('modal'))).toEqual([]);

    // The check sees text that is not in the catalogue (a toast of words the catalogue does not have).
    act(() => core.toasts.hide());
    act(() => core.toasts.showError('Words from nowhere'));
    await flush();
    expect(untranslatedText(shadowRootOf('modal'))).toEqual(['Words from nowhere']);
  });

  it('says a view is loading, or could not be loaded, in the catalogue words', async () => {
    let fail!: (error: Error) => void;
    const chunk = new Promise<{ default: ComponentType }>((_resolve, reject) => {
      fail = reject;
    });
    const { core } = await setup(registryWithChunk(chunk));
    act(() => core.modal.open({ view: 'Account' }));
    await settle();
    expect(modal().getByText('⟦Loading view⟧')).toBeTruthy();
    expect(untranslatedText(shadowRootOf('modal'))).toEqual([]);

    const originalError = console.error;
    console.error = () => undefined;
    try {
      await act(async () => fail(new Error('chunk failed')));
      expect(await modal().findByText('⟦This view could not be loaded⟧')).toBeTruthy();
    } finally {
      console.error = originalError;
    }
    expect(modal().getByRole('button', { name: '⟦Try again⟧' })).toBeTruthy();
    expect(untranslatedText(shadowRootOf('modal'))).toEqual([]);
  });

  it('closes the alert banner with a catalogue label once the modal is closed', async () => {
    const { core } = await setup();
    act(() => core.modal.open({ view: 'NoSuchView' as never }));
    await flush();
    act(() => void core.modal.close());
    await flush();
    expect(modal().getByRole('button', { name: '⟦Dismiss alert⟧' })).toBeTruthy();
    expect(modal().getByText('⟦Invalid App Configuration⟧')).toBeTruthy();
    expect(untranslatedText(shadowRootOf('modal'))).toEqual([]);
  });
});
