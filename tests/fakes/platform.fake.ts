/**
 * A platform whose device, host and popups are set by the test. Popups are recorded objects the test can
 * close (user closed the window) or inspect; `blockPopups` makes openPopup return null as a blocker would,
 * `failPopupWith` makes it throw as a browser refusing to create the window does. `postMessage` plays a
 * window `message` event (from a popup, `popup.post`, or from anywhere); `replacedAddresses` records what
 * replaceAddress put in the address bar (the page's href follows it).
 */
import type { OperatingSystem, Platform, PopupHandle, WindowMessage } from '../../ports/platform.port.js';
import { isSafeLink } from '../../domain/entities/link/is-safe-link.js';

export class FakePopup implements PopupHandle {
  readonly history: string[];
  readonly size: { width: number; height: number } | undefined;
  closed = false;
  /** How many times the page closed it (not counting the person closing it: set `closed`). */
  closeCalls = 0;
  readonly #platform: FakePlatform | undefined;
  constructor(url: string, size?: { width: number; height: number }, platform?: FakePlatform) {
    this.history = [url];
    this.size = size;
    this.#platform = platform;
  }
  /** The address the popup shows now. */
  get url(): string {
    return this.history[this.history.length - 1] ?? '';
  }
  /** The page in the popup posts to its opener: a message from this popup's window with this origin. */
  post(data: unknown, origin: string): void {
    this.#platform?.postMessage({ data, origin, source: this });
  }
  navigate(url: string): void {
    this.history.push(url);
  }
  isClosed(): boolean {
    return this.closed;
  }
  close(): void {
    this.closeCalls += 1;
    this.closed = true;
  }
  isSource(source: unknown): boolean {
    return source === this;
  }
}

export type FakePlatformOptions = {
  mobile?: boolean;
  telegram?: boolean;
  os?: OperatingSystem;
  origin?: string;
  href?: string;
  /** The visitor's IANA time zone (default 'Europe/Berlin'). */
  timeZone?: string;
};

export class FakePlatform implements Platform {
  mobile: boolean;
  telegram: boolean;
  os: OperatingSystem;
  pageOrigin: string;
  pageHref: string;
  zone: string;
  blockPopups = false;
  /** When set, openPopup throws this (the browser refused to create the window). */
  failPopupWith: unknown;
  readonly popups: FakePopup[] = [];
  readonly replacedAddresses: string[] = [];
  readonly #messageListeners = new Set<(message: WindowMessage) => void>();
  readonly openedLinks: { url: string; target: string }[] = [];
  readonly topRedirects: string[] = [];
  readonly clipboard: string[] = [];
  failClipboardWith: Error | undefined;

  constructor(options: FakePlatformOptions = {}) {
    this.mobile = options.mobile ?? false;
    this.telegram = options.telegram ?? false;
    this.os = options.os ?? 'linux';
    this.pageOrigin = options.origin ?? 'http://127.0.0.1:5173';
    this.pageHref = options.href ?? `${this.pageOrigin}/`;
    this.zone = options.timeZone ?? 'Europe/Berlin';
  }

  isMobile(): boolean {
    return this.mobile;
  }
  isTelegram(): boolean {
    return this.telegram;
  }
  operatingSystem(): OperatingSystem {
    return this.os;
  }
  timeZone(): string {
    return this.zone;
  }
  origin(): string {
    return this.pageOrigin;
  }
  href(): string {
    return this.pageHref;
  }
  openPopup(url: string, size?: { width: number; height: number }): PopupHandle | null {
    if (this.failPopupWith !== undefined) throw this.failPopupWith;
    if (this.blockPopups) return null;
    const popup = new FakePopup(url, size, this);
    this.popups.push(popup);
    return popup;
  }
  onMessage(listener: (message: WindowMessage) => void): () => void {
    this.#messageListeners.add(listener);
    return () => {
      this.#messageListeners.delete(listener);
    };
  }
  /** Plays a window `message` event to every listener. */
  postMessage(message: WindowMessage): void {
    for (const listener of [...this.#messageListeners]) listener(message);
  }
  /** How many listeners follow the window's messages (a flow that leaks its listener shows up here). */
  get messageListenerCount(): number {
    return this.#messageListeners.size;
  }
  /** The last popup opened. */
  get lastPopup(): FakePopup | undefined {
    return this.popups[this.popups.length - 1];
  }
  replaceAddress(url: string): void {
    this.replacedAddresses.push(url);
    this.pageHref = url;
  }
  openLink(url: string, target: '_blank' | '_self'): boolean {
    // The same scheme allow-list as the browser adapter, so tests see the production rule.
    if (!isSafeLink(url)) return false;
    this.openedLinks.push({ url, target });
    return true;
  }
  redirectTop(url: string): void {
    this.topRedirects.push(url);
  }
  async copyToClipboard(text: string): Promise<void> {
    if (this.failClipboardWith) throw this.failClipboardWith;
    this.clipboard.push(text);
  }
}
