/**
 * The typings a page gets with walletport/element: each tag's element in HTMLElementTagNameMap (so
 * `document.querySelector('walletport-connect-button')` is typed) and each event's detail in the element,
 * document and window event maps (so `addEventListener('walletport-account-change', (event) => event.detail.address)`
 * type-checks).
 */
import type {
  ACCOUNT_CHANGE_EVENT,
  MODAL_CLOSE_EVENT,
  MODAL_OPEN_EVENT,
  NETWORK_CHANGE_EVENT,
  WalletportAccountChangeDetail,
  WalletportModalEventDetail,
  WalletportNetworkChangeDetail,
} from './tags.js';

/** `<walletport-connect-button label loading-label show-account balance>`: the connect button, then the account button. */
export interface WalletportConnectButtonElement extends HTMLElement {
  readonly shadowRoot: ShadowRoot | null;
}

/** `<walletport-account-button balance>`: the connected account (nothing while disconnected). */
export interface WalletportAccountButtonElement extends HTMLElement {
  readonly shadowRoot: ShadowRoot | null;
}

/** `<walletport-network-button>`: the active network; opens the network list. */
export interface WalletportNetworkButtonElement extends HTMLElement {
  readonly shadowRoot: ShadowRoot | null;
}

/** The walletport events, as an event map. */
export interface WalletportEventMap {
  [ACCOUNT_CHANGE_EVENT]: CustomEvent<WalletportAccountChangeDetail>;
  [NETWORK_CHANGE_EVENT]: CustomEvent<WalletportNetworkChangeDetail>;
  [MODAL_OPEN_EVENT]: CustomEvent<WalletportModalEventDetail>;
  [MODAL_CLOSE_EVENT]: CustomEvent<WalletportModalEventDetail>;
}

declare global {
  interface HTMLElementTagNameMap {
    'walletport-connect-button': WalletportConnectButtonElement;
    'walletport-account-button': WalletportAccountButtonElement;
    'walletport-network-button': WalletportNetworkButtonElement;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the DOM's own map
  interface HTMLElementEventMap extends WalletportEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the DOM's own map
  interface DocumentEventMap extends WalletportEventMap {}
  // The document's event bubbles on to the window.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the DOM's own map
  interface WindowEventMap extends WalletportEventMap {}
}
