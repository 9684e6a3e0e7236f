/**
 * defineWalletportElements(client): registers the walletport tags for one client, starts the page events and
 * loads the page's one tree (the provider, its modal, the buttons in the elements' shadow roots: render-page.ts).
 * Nothing happens before it is called (importing walletport/element defines nothing, touches no DOM). A second
 * call with the same client does nothing; with another client it throws, since a page has one modal: the tags
 * are the page's, and they would keep the first client.
 *
 * The tree is a chunk of its own, asked for here at once: what a page loads with its entry is the tags, the
 * events and the client's shell, and Preact with the buttons follows in the same moment (as the React
 * renderer's core follows its first paint). Elements placed before it arrives are listed and drawn when it does.
 */
import type { WalletportClient } from '../client/walletport-client.js';
import { WalletportError } from '../domain/entities/errors/base.error.js';
import { rendererErrorMessages } from '../domain/entities/errors/renderer-messages.js';
import { walletportElementClass, type WalletportElementClass } from './element-class.js';
import { createElementMounts } from './mounts.js';
import { dispatchPageEvents } from './page-events.js';
import { WALLETPORT_ELEMENT_TAGS } from './tags.js';

export type DefineWalletportElementsParameters = WalletportClient;
export type DefineWalletportElementsReturnType = void;
export type DefineWalletportElementsErrorType = WalletportError<'ELEMENTS_DEFINED_FOR_ANOTHER_CLIENT'>;

export function defineWalletportElements(client: DefineWalletportElementsParameters): DefineWalletportElementsReturnType {
  // A server (or a worker) has no custom elements: nothing to define there; the page defines them.
  if (typeof customElements === 'undefined' || typeof document === 'undefined') return;
  const defined = WALLETPORT_ELEMENT_TAGS.map((tag) => customElements.get(tag) as Partial<WalletportElementClass> | undefined);
  if (defined.some((element) => element !== undefined)) {
    if (defined.every((element) => element?.walletportClient === client)) return;
    const code = 'ELEMENTS_DEFINED_FOR_ANOTHER_CLIENT';
    throw new WalletportError(code, rendererErrorMessages[code]);
  }

  const mounts = createElementMounts();
  dispatchPageEvents({ client, mounts, document });
  for (const tag of WALLETPORT_ELEMENT_TAGS) customElements.define(tag, walletportElementClass({ tag, client, mounts }));
  import('./render-page.js').then(
    ({ renderPage }) => renderPage({ client, mounts }),
    // A failed chunk load (the network dropped) leaves the elements empty; the page's console says why.
    (error: unknown) => console.error('walletport could not load its elements:', error),
  );
}
