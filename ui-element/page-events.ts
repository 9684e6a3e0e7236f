/**
 * The element renderer's DOM events, from the client's watchers: the account and the network changing and the
 * modal opening and closing become CustomEvents, so any framework listens the way it listens to a button
 * (`@walletport-account-change` in Vue, `onwalletport-account-change` in Svelte, addEventListener anywhere).
 *
 * Each change is dispatched once on every walletport element of the page (not bubbling: a page with three
 * elements would otherwise hear it three more times at the document) and once on `document` (bubbling to
 * `window`, composed). A listener on an element or on the document hears each change exactly once.
 */
import { getAccount } from '../actions/getAccount.js';
import { getNetwork } from '../actions/getNetwork.js';
import { watchAccount } from '../actions/watchAccount.js';
import { watchModal } from '../actions/watchModal.js';
import { watchNetwork } from '../actions/watchNetwork.js';
import { loadedCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { ElementMounts } from './mounts.js';
import {
  ACCOUNT_CHANGE_EVENT,
  MODAL_CLOSE_EVENT,
  MODAL_OPEN_EVENT,
  NETWORK_CHANGE_EVENT,
  type WalletportAccountChangeDetail,
  type WalletportEventDetails,
  type WalletportEventName,
  type WalletportNetworkChangeDetail,
} from './tags.js';

export type DispatchPageEventsParameters = { client: WalletportClient; mounts: ElementMounts; document: Document };
/** Stops dispatching. */
export type DispatchPageEventsReturnType = () => void;
export type DispatchPageEventsErrorType = never;

export function dispatchPageEvents({ client, mounts, document }: DispatchPageEventsParameters): DispatchPageEventsReturnType {
  const send = <TName extends WalletportEventName>(name: TName, detail: WalletportEventDetails[TName]) => {
    for (const { element } of mounts.snapshot()) element.dispatchEvent(new CustomEvent(name, { detail }));
    document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  };

  let account = accountDetail(client);
  let network = networkDetail(client);
  const followAccount = () => {
    const next = accountDetail(client);
    if (sameAccount(next, account)) return;
    account = next;
    send(ACCOUNT_CHANGE_EVENT, next);
  };
  const followNetwork = () => {
    const next = networkDetail(client);
    if (next.caipNetworkId !== network.caipNetworkId) {
      network = next;
      send(NETWORK_CHANGE_EVENT, next);
    }
    // The account's chain is the network's: a switch while connected changes the account's detail too.
    followAccount();
  };
  const currentView = () => loadedCore(client)?.router.snapshot.view;

  const stops = [
    watchAccount(client, { onChange: followAccount }),
    watchNetwork(client, { onChange: followNetwork }),
    watchModal(client, {
      onChange: (modal, previous) => {
        if (modal.isOpen !== previous.isOpen) send(modal.isOpen ? MODAL_OPEN_EVENT : MODAL_CLOSE_EVENT, { view: currentView() });
      },
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

function accountDetail(client: WalletportClient): WalletportAccountChangeDetail {
  const { address, caipAddress, isConnected, status } = getAccount(client);
  return { address, caipAddress, chainId: isConnected ? getNetwork(client).chainId : undefined, isConnected, status };
}

function networkDetail(client: WalletportClient): WalletportNetworkChangeDetail {
  const { caipNetworkId, chainId, caipNetwork } = getNetwork(client);
  return { caipNetworkId, chainId, name: caipNetwork.name };
}

function sameAccount(a: WalletportAccountChangeDetail, b: WalletportAccountChangeDetail): boolean {
  return a.address === b.address && a.caipAddress === b.caipAddress && a.chainId === b.chainId && a.isConnected === b.isConnected && a.status === b.status;
}
