/**
 * The element renderer's names: its tags, the attributes each reads, and its events with their details.
 * Plain data and types (no DOM), shared by the element classes, the page events and the typings.
 */
import type { ConnectionStatus } from '../domain/entities/account/account.js';

export const CONNECT_BUTTON_TAG = 'walletport-connect-button';
export const ACCOUNT_BUTTON_TAG = 'walletport-account-button';
export const NETWORK_BUTTON_TAG = 'walletport-network-button';

export type WalletportElementTag = typeof CONNECT_BUTTON_TAG | typeof ACCOUNT_BUTTON_TAG | typeof NETWORK_BUTTON_TAG;

/** The attributes each element turns into its button's props (read on every change). */
export const OBSERVED_ATTRIBUTES = {
  [CONNECT_BUTTON_TAG]: ['label', 'loading-label', 'show-account', 'balance'],
  [ACCOUNT_BUTTON_TAG]: ['balance'],
  [NETWORK_BUTTON_TAG]: [],
} as const satisfies Record<WalletportElementTag, readonly string[]>;

export const WALLETPORT_ELEMENT_TAGS = Object.keys(OBSERVED_ATTRIBUTES) as WalletportElementTag[];

export const ACCOUNT_CHANGE_EVENT = 'walletport-account-change';
export const NETWORK_CHANGE_EVENT = 'walletport-network-change';
export const MODAL_OPEN_EVENT = 'walletport-modal-open';
export const MODAL_CLOSE_EVENT = 'walletport-modal-close';

export type WalletportAccountChangeDetail = {
  address: string | undefined;
  caipAddress: string | undefined;
  /** The chain of the connected account (the active network's id), undefined while disconnected. */
  chainId: number | string | undefined;
  isConnected: boolean;
  status: ConnectionStatus;
};

export type WalletportNetworkChangeDetail = {
  caipNetworkId: string;
  chainId: number | string;
  name: string;
};

export type WalletportModalEventDetail = {
  /** The view the modal opened on, or was showing when it closed. */
  view: string | undefined;
};

/** Each event's detail, by name. */
export type WalletportEventDetails = {
  [ACCOUNT_CHANGE_EVENT]: WalletportAccountChangeDetail;
  [NETWORK_CHANGE_EVENT]: WalletportNetworkChangeDetail;
  [MODAL_OPEN_EVENT]: WalletportModalEventDetail;
  [MODAL_CLOSE_EVENT]: WalletportModalEventDetail;
};

export type WalletportEventName = keyof WalletportEventDetails;
