/**
 * walletport/element: the walletport buttons and modal as custom elements, for pages without React (plain
 * HTML, Vue, Svelte, Angular). One call registers them:
 *
 *   import { createWalletport } from 'walletport';
 *   import { defineWalletportElements } from 'walletport/element';
 *   defineWalletportElements(createWalletport({ ... }));
 *
 * then `<walletport-connect-button>`, `<walletport-account-button>` and `<walletport-network-button>` work
 * anywhere in the page, with one modal. They are the React renderer's components run by Preact (the package
 * ships them mapped to preact/compat), so the views, styles, theme and accessibility are the same, and the
 * page loads no React. Importing this module defines nothing and touches no window, document or storage.
 */
export {
  defineWalletportElements,
  type DefineWalletportElementsErrorType,
  type DefineWalletportElementsParameters,
  type DefineWalletportElementsReturnType,
} from './define.js';
export {
  ACCOUNT_BUTTON_TAG,
  ACCOUNT_CHANGE_EVENT,
  CONNECT_BUTTON_TAG,
  MODAL_CLOSE_EVENT,
  MODAL_OPEN_EVENT,
  NETWORK_BUTTON_TAG,
  NETWORK_CHANGE_EVENT,
  type WalletportAccountChangeDetail,
  type WalletportElementTag,
  type WalletportModalEventDetail,
  type WalletportNetworkChangeDetail,
} from './tags.js';
export type {
  WalletportAccountButtonElement,
  WalletportConnectButtonElement,
  WalletportEventMap,
  WalletportNetworkButtonElement,
} from './types.js';
