/**
 * The class behind each walletport tag, made per definition (a class extending HTMLElement cannot be
 * declared at import time: a server has no HTMLElement). An element owns an open shadow root, so the page's
 * stylesheets cannot reach its button; while it is in the document it is listed in the page's mounts, with its
 * observed attributes, and the one render tree (PageRoot.tsx) draws its button there.
 */
import type { WalletportClient } from '../client/walletport-client.js';
import type { ElementMounts } from './mounts.js';
import { OBSERVED_ATTRIBUTES, type WalletportElementTag } from './tags.js';

/** A walletport element's class: which client it was defined for (a second definition is checked against it). */
export type WalletportElementClass = CustomElementConstructor & { readonly walletportClient: WalletportClient };

export type WalletportElementClassParameters = { tag: WalletportElementTag; client: WalletportClient; mounts: ElementMounts };
export type WalletportElementClassReturnType = WalletportElementClass;
export type WalletportElementClassErrorType = never;

export function walletportElementClass({ tag, client, mounts }: WalletportElementClassParameters): WalletportElementClassReturnType {
  const observed = OBSERVED_ATTRIBUTES[tag];
  return class WalletportElement extends HTMLElement {
    static readonly walletportClient = client;
    static readonly observedAttributes: readonly string[] = observed;

    connectedCallback(): void {
      this.list();
    }

    disconnectedCallback(): void {
      mounts.remove(this);
    }

    attributeChangedCallback(): void {
      // Called for the attributes present at upgrade too, before connectedCallback: only a connected element is listed.
      if (this.isConnected) this.list();
    }

    private list(): void {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const attributes = Object.fromEntries(observed.map((name) => [name, this.getAttribute(name)]));
      mounts.set({ element: this, tag, root, attributes });
    }
  };
}
