/**
 * Everything a page needs to draw its own connect button, as RainbowKit's ConnectButton.Custom gives it: the
 * account and network as the walletport buttons show them, whether to draw yet, and the three ways into the
 * modal. Built from the public hooks only (account, network, modal), so it renders nothing walletport's own
 * buttons would not; the markup, styles and text are the page's. SSR-safe: on the server and in the
 * hydration render `ready` is false, so the HTML a page draws from it matches on both sides.
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { OpenModalErrorType } from '../../actions/openModal.js';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import { accountLabel } from '../components/AccountButton/accountLabel.js';
import { prefetchModal } from '../views/prefetch.js';
import { useWalletportAccount } from './useWalletportAccount.js';
import { useWalletportModal } from './useWalletportModal.js';
import { useWalletportNetwork } from './useWalletportNetwork.js';

export type UseWalletportButtonParameters = {
  /** The namespace whose account is shown; the active network's by default (as the account button). */
  namespace?: ChainNamespace | undefined;
};

/** The connected account, ready to show. Every string in it may come from the wallet or a name service: render it as text. */
export type WalletportButtonAccount = {
  /** The address (checksummed on eip155). */
  address: string;
  /** `namespace:reference:address`. */
  caipAddress: string | undefined;
  /** The profile name, or else the address shortened as the account button shows it (`0xf39F…b92266`). */
  displayName: string;
  /** The native balance with its symbol (`'1.234 ETH'`); undefined while unknown. */
  displayBalance: string | undefined;
  /** The native balance floored to 3 decimals; undefined while unknown. */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  /** The balance is being read (none shown yet). */
  balanceLoading: boolean;
  /** The profile's name, when the account has one. */
  profileName: string | undefined;
  /** The profile's avatar: only an image on walletport's own services or a `data:image/` URI, else undefined. */
  profileImage: string | undefined;
};

/** The network the modal is on. */
export type WalletportButtonNetwork = {
  /** A number on eip155, the CAIP-2 reference elsewhere. */
  chainId: number | string;
  caipNetworkId: string;
  name: string;
  /** The wallet sits on a network the page did not configure: offer `openNetworks` to switch. */
  unsupported: boolean;
  /** A wallet is being asked to switch. */
  switching: boolean;
};

export type UseWalletportButtonReturnType = {
  /**
   * Draw the button as it will stay: false on the server and in the hydration render, and while a wallet is
   * connecting (a session restored after a reload, or a wallet prompt that is open). A page typically draws
   * its button hidden or busy until then, so a returning visitor never sees 'Connect' flash before the account.
   */
  ready: boolean;
  /** An account is connected (and `ready`): `account` is set. */
  connected: boolean;
  /** A wallet is connecting (a restore after a reload, or a prompt in the wallet). */
  connecting: boolean;
  /** The connected account; undefined unless `connected`. */
  account: WalletportButtonAccount | undefined;
  /** The active network, known before anything is connected. */
  network: WalletportButtonNetwork;
  /** Opens the modal on the Connect view (or the view the opening rules pick). */
  openConnect: () => Promise<void>;
  /** Opens the modal on the Account view. */
  openAccount: () => Promise<void>;
  /** Opens the modal on the Networks view. */
  openNetworks: () => Promise<void>;
  /** The modal is open. */
  modalOpen: boolean;
  /** The modal is loading (after a click in the page's first moments too): show the button busy. */
  loading: boolean;
  /** Loads the modal ahead of a click: wire it to the button's pointer-enter and focus, as walletport's buttons do. */
  prefetch: () => void;
};

/** What the open functions reject with (reads never throw): the client's core could not load. */
export type UseWalletportButtonErrorType = OpenModalErrorType;

const subscribeNever = () => () => undefined;
const onClient = () => true;
const onServer = () => false;
const prefetch = () => void prefetchModal();

export function useWalletportButton({ namespace }: UseWalletportButtonParameters = {}): UseWalletportButtonReturnType {
  const account = useWalletportAccount({ namespace });
  const network = useWalletportNetwork();
  const { open, isOpen, isLoading } = useWalletportModal();
  // The server snapshot is also the hydration render's, so server HTML and the first client render agree.
  const hydrated = useSyncExternalStore(subscribeNever, onClient, onServer);
  // An open asked before the client has loaded waits for it: the page shows the button busy meanwhile.
  const [opening, setOpening] = useState(0);
  const opened = useCallback(
    (run: () => Promise<void>) => () => {
      setOpening((count) => count + 1);
      return run().finally(() => setOpening((count) => count - 1));
    },
    [],
  );
  const openConnect = useMemo(() => opened(() => open()), [opened, open]);
  const openAccount = useMemo(() => opened(() => open({ view: 'Account' })), [opened, open]);
  const openNetworks = useMemo(() => opened(() => open({ view: 'Networks' })), [opened, open]);

  const connecting = account.status === 'connecting';
  const ready = hydrated && !connecting;
  const address = ready && account.isConnected ? account.address : undefined;
  return {
    ready,
    connected: address !== undefined,
    connecting: hydrated && connecting,
    account: address === undefined ? undefined : buttonAccount(address, account),
    network: {
      chainId: network.chainId,
      caipNetworkId: network.caipNetworkId,
      name: network.caipNetwork.name,
      unsupported: network.isUnsupportedChain,
      switching: network.switching,
    },
    openConnect,
    openAccount,
    openNetworks,
    modalOpen: isOpen,
    loading: isLoading || opening > 0,
    prefetch,
  };
}

function buttonAccount(address: string, account: ReturnType<typeof useWalletportAccount>): WalletportButtonAccount {
  const { caipAddress, balance, balanceSymbol, balanceLoading, profileName, profileImage } = account;
  return {
    address,
    caipAddress,
    displayName: accountLabel(address, profileName),
    displayBalance: balance === undefined ? undefined : `${balance} ${balanceSymbol ?? ''}`.trim(),
    balance,
    balanceSymbol,
    balanceLoading,
    profileName,
    profileImage,
  };
}
