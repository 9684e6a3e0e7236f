/**
 * Platform over the browser's window and navigator, read lazily on each call so importing this module (or
 * constructing the adapter) on a server touches nothing. Without a window every answer is a safe default.
 */
import { isSafeLink } from '../../domain/entities/link/is-safe-link.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { OperatingSystem, Platform, PopupHandle, WindowMessage } from '../../ports/platform.port.js';
import { isMobileUserAgent, operatingSystemOf } from './user-agent.js';

/** The name popups open under, so a second social login reuses the same window. */
export const POPUP_WINDOW_NAME = 'walletportPopup';

type TelegramGlobals = { Telegram?: { WebApp?: unknown }; TelegramWebviewProxy?: unknown };

export type BrowserPlatformOptions = {
  /** Where to find the window; defaults to `globalThis.window`, looked up per call. Injectable for tests. */
  window?: (() => Window | undefined) | undefined;
};

export class BrowserPlatform implements Platform {
  readonly #window: () => Window | undefined;

  constructor(options: BrowserPlatformOptions = {}) {
    this.#window = options.window ?? defaultWindow;
  }

  isMobile(): boolean {
    const win = this.#window();
    if (!win) return false;
    const coarse = safely(() => win.matchMedia?.('(pointer: coarse)').matches === true, false);
    return coarse || isMobileUserAgent(win.navigator?.userAgent ?? '');
  }

  isTelegram(): boolean {
    const win = this.#window() as (Window & TelegramGlobals) | undefined;
    return Boolean(win && (win.Telegram?.WebApp || win.TelegramWebviewProxy));
  }

  operatingSystem(): OperatingSystem {
    const navigator = this.#window()?.navigator;
    return navigator ? operatingSystemOf(navigator.userAgent ?? '', navigator.maxTouchPoints ?? 0) : 'other';
  }

  timeZone(): string {
    const intl = (this.#window() as (Window & { Intl?: typeof Intl }) | undefined)?.Intl ?? globalThis.Intl;
    return safely(() => intl?.DateTimeFormat().resolvedOptions().timeZone ?? '', '');
  }

  origin(): string {
    return this.#window()?.location?.origin ?? '';
  }

  href(): string {
    return this.#window()?.location?.href ?? '';
  }

  /**
   * Opens a centered popup. `noopener` is deliberately not set: social login needs the handle to navigate
   * and watch the popup. An empty url opens a blank popup (to stay inside the click's user activation) that
   * is navigated later; any other url must be a safe link. A blocker answers null; window.open throwing (a
   * sandbox without allow-popups, a browser refusing the features) is thrown on, so the caller can tell the two.
   */
  openPopup(url: string, size: { width: number; height: number }): PopupHandle | null {
    const win = this.#window();
    if (!win || (url !== '' && !isSafeLink(url))) return null;
    const left = Math.max(0, Math.round((win.screenX ?? 0) + ((win.outerWidth ?? size.width) - size.width) / 2));
    const top = Math.max(0, Math.round((win.screenY ?? 0) + ((win.outerHeight ?? size.height) - size.height) / 2));
    const features = `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top},scrollbars=yes`;
    const popup = win.open(url, POPUP_WINDOW_NAME, features);
    return popup ? new BrowserPopup(popup) : null;
  }

  onMessage(listener: (message: WindowMessage) => void): () => void {
    const win = this.#window();
    if (!win) return () => undefined;
    const handle = (event: MessageEvent) => listener({ origin: event.origin, data: event.data as unknown, source: event.source });
    win.addEventListener('message', handle);
    return () => win.removeEventListener('message', handle);
  }

  openLink(url: string, target: '_blank' | '_self'): boolean {
    const win = this.#window();
    if (!win || !isSafeLink(url)) return false;
    // With noopener the browser returns null even on success, so a blocked new tab cannot be detected here.
    return safely(() => {
      win.open(url, target, target === '_blank' ? 'noopener,noreferrer' : undefined);
      return true;
    }, false);
  }

  /** Navigates the top window (Telegram social login); unsafe links are ignored. */
  redirectTop(url: string): void {
    const win = this.#window();
    if (!win || !isSafeLink(url)) return;
    try {
      (win.top ?? win).location.href = url;
    } catch {
      // A sandbox that forbids top navigation: navigate this frame instead.
      win.location.href = url;
    }
  }

  /** Same-origin addresses only (replaceState throws on others); anything else is ignored. */
  replaceAddress(url: string): void {
    const win = this.#window();
    if (!win?.history) return;
    safely(() => {
      if (new URL(url, win.location.href).origin !== win.location.origin) return;
      win.history.replaceState(win.history.state, '', url);
    }, undefined);
  }

  async copyToClipboard(text: string): Promise<void> {
    const win = this.#window();
    if (!win) throw walletportError('CLIPBOARD_COPY_FAILED', [], { details: 'No window' });
    let clipboardError: unknown;
    if (win.navigator?.clipboard?.writeText) {
      try {
        await win.navigator.clipboard.writeText(text);
        return;
      } catch (error) {
        clipboardError = error;
      }
    }
    if (!copyWithTextarea(win.document, text)) {
      throw walletportError('CLIPBOARD_COPY_FAILED', [], { cause: clipboardError });
    }
  }
}

class BrowserPopup implements PopupHandle {
  readonly #popup: Window;

  constructor(popup: Window) {
    this.#popup = popup;
  }

  /** Unsafe links are ignored. */
  navigate(url: string): void {
    if (isSafeLink(url)) this.#popup.location.href = url;
  }

  isClosed(): boolean {
    return safely(() => this.#popup.closed, true);
  }

  close(): void {
    safely(() => this.#popup.close(), undefined);
  }

  isSource(source: unknown): boolean {
    return source !== null && source === this.#popup;
  }
}

/** The old way to copy, for pages without the async clipboard (insecure origins, some webviews). */
function copyWithTextarea(document: Document | undefined, text: string): boolean {
  if (!document?.body) return false;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  try {
    textarea.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

function defaultWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
