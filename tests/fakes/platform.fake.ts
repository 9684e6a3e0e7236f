/**
 * A platform whose device, host and popups are set by the test. Popups are recorded objects the test can
 * close (user closed the window) or inspect; `blockPopups` makes openPopup return null as a blocker would.
 */
import type { OperatingSystem, Platform, PopupHandle } from '../../ports/platform.port.js';
import { isSafeLink } from '../../domain/entities/link/is-safe-link.js';

export class FakePopup implements PopupHandle {
  readonly history: string[];
  closed = false;
  constructor(url: string) {
    this.history = [url];
  }
  navigate(url: string): void {
    this.history.push(url);
  }
  isClosed(): boolean {
    return this.closed;
  }
  close(): void {
    this.closed = true;
  }
}

export type FakePlatformOptions = {
  mobile?: boolean;
  telegram?: boolean;
  os?: OperatingSystem;
  origin?: string;
  href?: string;
};

export class FakePlatform implements Platform {
  mobile: boolean;
  telegram: boolean;
  os: OperatingSystem;
  pageOrigin: string;
  pageHref: string;
  blockPopups = false;
  readonly popups: FakePopup[] = [];
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
  origin(): string {
    return this.pageOrigin;
  }
  href(): string {
    return this.pageHref;
  }
  openPopup(url: string): PopupHandle | null {
    if (this.blockPopups) return null;
    const popup = new FakePopup(url);
    this.popups.push(popup);
    return popup;
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
