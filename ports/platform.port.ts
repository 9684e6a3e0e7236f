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
}

export interface Platform {
  isMobile(): boolean;
  isTelegram(): boolean;
  operatingSystem(): OperatingSystem;
  /** The host page's origin, e.g. `https://app.example.com`. */
  origin(): string;
  /** The host page's full address. */
  href(): string;
  /** Opens a named popup of the given size; null when the browser blocked it. */
  openPopup(url: string, size: { width: number; height: number }): PopupHandle | null;
  /**
   * Opens a link in a new tab or the same window. Implementations refuse unsafe schemes (javascript:,
   * data:, vbscript:) and return false.
   */
  openLink(url: string, target: '_blank' | '_self'): boolean;
  /** Redirects the top window (Telegram social login). */
  redirectTop(url: string): void;
  copyToClipboard(text: string): Promise<void>;
}

export const PlatformToken = serviceToken<Platform>('Platform');
