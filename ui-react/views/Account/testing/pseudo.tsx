/**
 * The translation tests' helpers (test-only): a world drawn in the pseudo-language, and the text of one view
 * of the modal that did not come from the catalogue. The modal's frame (title bar, toasts) is not the views'
 * and is left out: the check looks inside the view's own root.
 */
import { act, render } from '@testing-library/react';
import { createEmbeddedWalletClient } from '../../../../tests/fakes/embedded-wallet-world.js';
import { untranslatedText, usePseudoLocale, type UntranslatedTextParameters } from '../../../../tests/fakes/pseudo-locale.js';
import { WalletportProvider } from '../../../provider/WalletportProvider.js';
import { settle } from '../../../testing/shadow.js';
import { prefetchViews } from '../../prefetch.js';
import { renderWorld, type WorldOptions } from './world.js';

export function renderPseudoWorld(options: Omit<WorldOptions, 'beforeMount'> = {}) {
  return renderWorld({ ...options, beforeMount: (client) => usePseudoLocale(client) });
}

/** The view's root (its first element of `selector`) inside the modal's shadow root. */
export function viewRoot(selector: string): Element {
  const root = document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector(selector);
  if (!root) throw new Error(`No ${selector} in the modal`);
  return root;
}

/** Untranslated text of the view at `selector` (see untranslatedText). */
export function untranslatedIn(selector: string, parameters?: UntranslatedTextParameters): string[] {
  return untranslatedText(viewRoot(selector), parameters);
}

/** The embedded-wallet world (EmailLogin's) drawn in the pseudo-language: an email or social login's account. */
export async function renderPseudoEmbeddedWorld() {
  const { client, core, connector } = createEmbeddedWalletClient({ options: {} });
  usePseudoLocale(client);
  await prefetchViews();
  render(<WalletportProvider client={client} />);
  await settle();
  const connect = async () => {
    core.start();
    await act(() => core.connection.connect({ connectorId: 'ID_AUTH', method: 'email' }));
    await settle();
  };
  return { client, core, frame: connector.frame, connect };
}
