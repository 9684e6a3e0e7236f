/**
 * The ways a catalogue wallet offers to take a WalletConnect pairing, as the view's tabs:
 * - 'mobile': always (the QR code a phone scans); with an "Open" deep link when its `mobile_link` is usable;
 * - 'desktop': its `desktop_link` as a deep link carrying the URI;
 * - 'web': its `webapp_link` in a new tab carrying the URI (`<link>/wc?uri=...`), opened by a click only;
 * - 'get': where to get it (App Store, Google Play, Chrome Web Store, homepage) when it is not installed.
 *
 * Links come from the catalogue, so each is checked: deep links by buildWalletDeepLink (isSafeLink on the
 * link and on the result), store links by safeStoreLink (https only). A link that fails gives no tab, never a
 * broken one.
 */
import { safeStoreLink } from '../../../domain/entities/link/store-link.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { buildWalletDeepLink, type WalletDeepLink } from '../../../domain/usecases/walletconnect/index.js';

export type WalletOption = 'mobile' | 'desktop' | 'web' | 'get';

export type StoreLink = { label: string; href: string };

/** Where a wallet can be got (the catalogue field it comes from). */
export type Store = 'app_store' | 'play_store' | 'chrome_store' | 'homepage';

/** A store link with the store it goes to, for a view that names the store in the visitor's language. */
export type StoreLinkEntry = { store: Store; href: string };

/** A URI only used to check that a wallet's link can carry one. */
const PROBE_URI = 'wc:probe@2?relay-protocol=irn&symKey=0';

const STORES: readonly { key: Store; label: string }[] = [
  { key: 'app_store', label: 'App Store' },
  { key: 'play_store', label: 'Google Play' },
  { key: 'chrome_store', label: 'Chrome Web Store' },
  { key: 'homepage', label: 'Website' },
];

type LinkedWallet = Partial<Pick<CatalogueWallet, 'mobile_link' | 'desktop_link' | 'webapp_link' | 'app_store' | 'play_store' | 'chrome_store' | 'homepage'>>;

/** The tabs to show for `wallet`, in order ('mobile' alone without a wallet). */
export function walletOptions(wallet: LinkedWallet | undefined, installed: boolean): WalletOption[] {
  const options: WalletOption[] = ['mobile'];
  if (!wallet) return options;
  if (canCarryUri(wallet.desktop_link)) options.push('desktop');
  if (canCarryUri(wallet.webapp_link)) options.push('web');
  if (!installed && storeLinks(wallet).length > 0) options.push('get');
  return options;
}

/** The deep link of one option for the current URI (undefined while there is none, or for 'get'). */
export function optionDeepLink(wallet: LinkedWallet | undefined, option: WalletOption, uri: string | undefined): WalletDeepLink | undefined {
  if (!wallet || uri === undefined) return undefined;
  const link = option === 'mobile' ? wallet.mobile_link : option === 'desktop' ? wallet.desktop_link : option === 'web' ? wallet.webapp_link : undefined;
  return link ? buildWalletDeepLink({ link, uri }) : undefined;
}

/** Whether the wallet's mobile link can open it (the mobile tab then offers "Open"). */
export function hasMobileLink(wallet: LinkedWallet | undefined): boolean {
  return canCarryUri(wallet?.mobile_link);
}

/** Where to get the wallet: only the https links safeStoreLink accepts, as it serializes them. */
export function storeLinkEntries(wallet: LinkedWallet): StoreLinkEntry[] {
  return STORES.flatMap(({ key }) => {
    const href = safeStoreLink(wallet[key]);
    return href === undefined ? [] : [{ store: key, href }];
  });
}

/** storeLinkEntries with the stores' English names. */
export function storeLinks(wallet: LinkedWallet): StoreLink[] {
  return storeLinkEntries(wallet).map(({ store, href }) => ({ label: STORES.find(({ key }) => key === store)?.label ?? store, href }));
}

/** How a deep link is opened: a universal (web) link in a new tab, an app's own scheme in place. */
export function deepLinkTarget(redirect: string): '_blank' | '_self' {
  return /^https?:/i.test(redirect) ? '_blank' : '_self';
}

function canCarryUri(link: string | null | undefined): boolean {
  return typeof link === 'string' && buildWalletDeepLink({ link, uri: PROBE_URI }) !== undefined;
}
