/**
 * defineWalletportElements(client): registers the walletport tags for one client, renders the page's one tree
 * (the provider, its modal, the buttons in the elements' shadow roots) and starts the page events. Nothing
 * happens before it is called (importing walletport/element defines nothing, touches no DOM). A second call
 * with the same client does nothing; with another client it throws, since a page has one modal: the tags are
 * the page's, and they would keep the first client.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { WalletportClient } from '../client/walletport-client.js';
import { WalletportError } from '../domain/entities/errors/base.error.js';
import { rendererErrorMessages } from '../domain/entities/errors/renderer-messages.js';
import { walletportElementClass, type WalletportElementClass } from './element-class.js';
import { createElementMounts } from './mounts.js';
import { dispatchPageEvents } from './page-events.js';
import { PageRoot } from './PageRoot.js';
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
  // The tree renders only portals (the buttons into their elements, the modal's host appended to <body>), so
  // its own container stays out of the page.
  createRoot(document.createElement('div')).render(createElement(PageRoot, { client, mounts }));
  dispatchPageEvents({ client, mounts, document });
  for (const tag of WALLETPORT_ELEMENT_TAGS) customElements.define(tag, walletportElementClass({ tag, client, mounts }));
}
