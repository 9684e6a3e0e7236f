/**
 * The header title of each view: the dialog's accessible name (aria-labelledby points at it), so every view
 * has one. A Record over ViewName: adding a view without a title is a compile error.
 */
import { isViewName, type RouterData, type ViewName } from '../../domain/usecases/router/index.js';
import { socialLabel } from './Connect/socialLabel.js';

export const viewTitles: Readonly<Record<ViewName, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  ConnectingExternal: 'Connecting',
  ConnectingMultiChain: 'Select Chain',
  ConnectingSocial: 'Social Login',
  ConnectingFarcaster: 'Farcaster',
  ConnectSocials: 'All Socials',
  ConnectWallets: 'Connect Wallet',
  WhatIsAWallet: 'What is a wallet?',
  GetWallet: 'Get a Wallet',
  EmailLogin: 'Email Login',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  ConnectingEmbedded: 'Connecting',
  UpdateEmailWallet: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  Account: 'Account',
  AccountSettings: 'Account Settings',
  ProfileWallets: 'Wallets',
  Transactions: 'Activity',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Networks: 'Choose Network',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  Swap: 'Swap',
  SwapSelectToken: 'Select Token',
  SwapPreview: 'Review Swap',
  Send: 'Send',
  SendSelectToken: 'Select Token',
  SendPreview: 'Review Send',
  Receive: 'Receive',
  Buy: 'Buy',
  OnRampProviders: 'Choose Provider',
  BuyInProgress: 'Buy in Progress',
  OnRampTokenSelect: 'Select Token',
  OnRampFiatSelect: 'Select Currency',
};

/** The title for a name the router holds but the renderer does not know (from a host page, say). */
export const UNKNOWN_VIEW_TITLE = 'Not Available';

/** The title of a view, naming the wallet, network or provider it is about when its data says. */
export function viewTitle(view: string, data?: RouterData): string {
  if (!isViewName(view)) return UNKNOWN_VIEW_TITLE;
  switch (view) {
    case 'ConnectingExternal':
    case 'ConnectingWalletConnect':
    case 'ConnectingMultiChain':
      return data?.wallet?.name ?? data?.connector?.name ?? viewTitles[view];
    case 'ConnectingSocial':
      return data?.socialProvider ? socialLabel(data.socialProvider) : viewTitles[view];
    case 'SwitchNetwork':
      return data?.network?.name ?? viewTitles[view];
    default:
      return viewTitles[view];
  }
}
