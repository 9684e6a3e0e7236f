/**
 * The modal's named views (there are no URL routes) and the data a view is opened with.
 *
 * `VIEW_NAMES` is the single list; `ViewName` is derived from it so a renderer can check at compile time
 * that it maps every view, and at run time (`isViewName`) that a host-supplied name is one of ours.
 */
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';

export const VIEW_NAMES = [
  // Connecting
  'Connect',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ConnectSocials',
  'ConnectWallets',
  'WhatIsAWallet',
  'GetWallet',
  // Email login and email change (section 4: primary OTP step, then secondary OTP step)
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingEmbedded',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  // Account
  'Account',
  'AccountSettings',
  'ProfileWallets',
  'Transactions',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  // Networks
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  // Signing
  'SIWXSignMessage',
  'ApproveTransaction',
  // Wallet features
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'Send',
  'SendSelectToken',
  'SendPreview',
  'Receive',
  // Buy (on-ramp): the form, the providers' quotes side by side, the order followed to its end
  'Buy',
  'OnRampProviders',
  'BuyInProgress',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
] as const;

export type ViewName = (typeof VIEW_NAMES)[number];

const viewNameSet: ReadonlySet<string> = new Set(VIEW_NAMES);

/** True when `value` names one of the modal's views (for names that come from the host page). */
export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && viewNameSet.has(value);
}

/**
 * The network a view is about. Structural on purpose: any full network entity has these
 * fields, so it can be passed as is, and the router stays free of the network model's details.
 */
export type RouterNetwork = {
  readonly id: number | string;
  readonly name: string;
  readonly caipNetworkId: `${ChainNamespace}:${string}`;
  readonly chainNamespace: ChainNamespace;
};

/** The arguments the Swap view is opened with (`open({ view: 'Swap', data: { swap } })`). */
export type SwapArguments = {
  /** Source amount as typed by a person, e.g. '1.5'. */
  readonly amount?: string | undefined;
  /** Source token symbol or address. */
  readonly fromToken?: string | undefined;
  /** Destination token symbol or address. */
  readonly toToken?: string | undefined;
};

/** The side of a swap a token is picked for: the SwapState field it fills. */
export type SwapTarget = 'sourceToken' | 'toToken';

/**
 * Data a view is opened with. One object of optional fields rather than a per-view map: a view reads the
 * fields it needs, and history entries keep the data they were opened with.
 */
export type RouterData = {
  /** ConnectingExternal, ConnectingWalletConnect, ConnectingMultiChain: the wallet picked in a list. */
  readonly wallet?: CatalogueWallet | undefined;
  /** ConnectingExternal, ConnectingMultiChain, ConnectingSocial: the connector to use. */
  readonly connector?: Connector | undefined;
  /** SwitchNetwork, SwitchActiveChain: the target network. */
  readonly network?: RouterNetwork | undefined;
  /** SwitchActiveChain: the namespace to switch the active chain to. */
  readonly switchToChain?: ChainNamespace | undefined;
  /** SwitchActiveChain: where to go once switched (Connect, usually). */
  readonly navigateTo?: ViewName | undefined;
  /** SwitchActiveChain: go to `navigateTo` with replace instead of push. */
  readonly navigateWithReplace?: boolean | undefined;
  /** Connect: which namespace a new wallet is being added for. */
  readonly addWalletForNamespace?: ChainNamespace | undefined;
  /** Swap: the arguments it was opened with. */
  readonly swap?: SwapArguments | undefined;
  /** Swap: the swap was opened on a network that does not support it. */
  readonly swapUnsupportedChain?: boolean | undefined;
  /**
   * SwapSelectToken: which side of the swap the picked token is for (the SwapState field it sets); the
   * source when absent.
   */
  readonly swapTarget?: SwapTarget | undefined;
  /** EmailVerifyOtp, EmailVerifyDevice, UpdateEmail*: the address being verified. */
  readonly email?: string | undefined;
  /** UpdateEmailSecondaryOtp: the new address. */
  readonly newEmail?: string | undefined;
  /** Email and social flows: the view to return to when done. */
  readonly redirectView?: ViewName | undefined;
  /** ConnectingSocial: the social provider being used. */
  readonly socialProvider?: string | undefined;
  /** RegisterAccountNameSuccess: the name that was registered. */
  readonly registeredName?: string | undefined;
};
