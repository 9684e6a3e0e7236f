/**
 * What the library needs to know and do about the page it runs in: device class, Telegram mini-app host,
 * operating system, origin, popups and links. Keeps `window` and `navigator` out of the domain.
 */
import { serviceToken } from './service-token.js';

export type OperatingSystem = 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other';

export interface PopupHandle {
  /** Navigates the popup to a new address (social login fetches the address after opening). */
  navigate(url: string): void;
  isClosed(): boolean;
  close(): void;
  /** Whether a window message's `source` is this popup's window (social login trusts only its own popup). */
  isSource(source: unknown): boolean;
}

/** A `message` event the page's window received: who sent it (origin, window) and what (untrusted data). */
export type WindowMessage = {
  readonly origin: string;
  readonly data: unknown;
  /** The sending window, opaque to the domain: compare it with `PopupHandle.isSource`. */
  readonly source: unknown;
};

export interface Platform {
  isMobile(): boolean;
  isTelegram(): boolean;
  operatingSystem(): OperatingSystem;
  /**
   * The visitor's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`, e.g. 'Europe/Paris'); ''
   * when the browser does not say. The on-ramp is hidden in restricted time zones.
   */
  timeZone(): string;
  /** The host page's origin, e.g. `https://app.example.com`. */
  origin(): string;
  /** The host page's full address. */
  href(): string;
  /**
   * Opens a named popup of the given size; null when the browser blocked it (or the address is unsafe).
   * Throws when the browser refused to create the window at all (window.open threw).
   */
  openPopup(url: string, size: { width: number; height: number }): PopupHandle | null;
  /** Follows the window's `message` events; returns the unsubscribe function. Nothing is heard before. */
  onMessage(listener: (message: WindowMessage) => void): () => void;
  /**
   * Opens a link in a new tab or the same window. Implementations refuse unsafe schemes (javascript:,
   * data:, vbscript:) and return false.
   */
  openLink(url: string, target: '_blank' | '_self'): boolean;
  /** Redirects the top window (Telegram social login). */
  redirectTop(url: string): void;
  /**
   * Replaces the page's address in the address bar without loading it (history.replaceState), e.g. to drop a
   * query parameter; only an address on the page's own origin.
   */
  replaceAddress(url: string): void;
  copyToClipboard(text: string): Promise<void>;
}

export const PlatformToken = serviceToken<Platform>('Platform');
