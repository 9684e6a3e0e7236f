/**
 * Who is asking for the signature: the page's metadata name and first icon, else the page's host (a page
 * without metadata still names itself; the person can check it against the address bar).
 */
import type { AppMetadata } from '../../../domain/usecases/options/index.js';

export type DappIdentity = {
  /** Untrusted text (the page's own metadata): render it as text. */
  name: string;
  /** Untrusted address: WalletImage shows it only when it is a safe image address. */
  icon: string | undefined;
};

/** `unnamed`: what to call a page with neither (in the shown language; English by default). */
export function dappIdentity(metadata: Pick<AppMetadata, 'name' | 'icons'> | undefined, pageHost: string, unnamed = 'This app'): DappIdentity {
  const name = metadata?.name.trim();
  return {
    name: name || pageHost || unnamed,
    icon: metadata?.icons.find((icon) => icon.trim() !== ''),
  };
}

/** The host of the page the modal runs in ('' where there is no location, e.g. on the server). */
export function currentPageHost(): string {
  return typeof location === 'undefined' ? '' : location.host;
}
