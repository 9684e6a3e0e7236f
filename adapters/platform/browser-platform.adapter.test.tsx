import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { BrowserPlatform, POPUP_WINDOW_NAME } from './browser-platform.adapter.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const originalExecCommand = document.execCommand;

afterEach(() => {
  vi.restoreAllMocks();
  document.execCommand = originalExecCommand;
  delete (window as { Telegram?: unknown }).Telegram;
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

function fakePopup() {
  return { closed: false, close: vi.fn(), location: { href: '' } };
}

describe('BrowserPlatform in a page', () => {
  it('reads the page address', () => {
    const platform = new BrowserPlatform();
    expect(platform.origin()).toBe(window.location.origin);
    expect(platform.href()).toBe(window.location.href);
  });

  it('tells mobile from the user agent or a coarse pointer', () => {
    const platform = new BrowserPlatform();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64)');
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    expect(platform.isMobile()).toBe(false);
    expect(platform.operatingSystem()).toBe('linux');
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    expect(platform.isMobile()).toBe(true);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    expect(platform.isMobile()).toBe(true);
    expect(platform.operatingSystem()).toBe('ios');
  });

  it('detects a Telegram mini app', () => {
    const platform = new BrowserPlatform();
    expect(platform.isTelegram()).toBe(false);
    (window as { Telegram?: unknown }).Telegram = { WebApp: {} };
    expect(platform.isTelegram()).toBe(true);
    delete (window as { Telegram?: unknown }).Telegram;
    (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent() {} };
    expect(platform.isTelegram()).toBe(true);
  });

  it('opens a centered named popup without noopener and hands back a working handle', () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    vi.spyOn(window, 'screenX', 'get').mockReturnValue(100);
    vi.spyOn(window, 'screenY', 'get').mockReturnValue(50);
    vi.spyOn(window, 'outerWidth', 'get').mockReturnValue(1600);
    vi.spyOn(window, 'outerHeight', 'get').mockReturnValue(1000);
    const handle = new BrowserPlatform().openPopup('', { width: 600, height: 800 });
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(url).toBe('');
    expect(name).toBe(POPUP_WINDOW_NAME);
    expect(features).toContain('width=600');
    expect(features).toContain('height=800');
    expect(features).toContain('left=600');
    expect(features).toContain('top=150');
    expect(features).not.toContain('noopener');

    handle?.navigate('https://secure.walletconnect.org/sdk/oauth?x=1');
    expect(popup.location.href).toBe('https://secure.walletconnect.org/sdk/oauth?x=1');
    handle?.navigate('javascript:alert(1)');
    expect(popup.location.href).toBe('https://secure.walletconnect.org/sdk/oauth?x=1');
    expect(handle?.isClosed()).toBe(false);
    handle?.close();
    expect(popup.close).toHaveBeenCalled();
    popup.closed = true;
    expect(handle?.isClosed()).toBe(true);
  });

  it('answers null when the popup is blocked or the address unsafe', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const platform = new BrowserPlatform();
    expect(platform.openPopup('https://secure.example/sdk', { width: 600, height: 800 })).toBeNull();
    expect(platform.openPopup('javascript:alert(1)', { width: 600, height: 800 })).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('throws when the browser refuses to create the popup (not the same as a blocker)', () => {
    const refusal = new DOMException('no popups in this sandbox', 'InvalidAccessError');
    vi.spyOn(window, 'open').mockImplementation(() => {
      throw refusal;
    });
    expect(() => new BrowserPlatform().openPopup('', { width: 600, height: 800 })).toThrow(refusal);
  });

  it("tells the popup's own window from any other message source", () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const handle = new BrowserPlatform().openPopup('', { width: 600, height: 800 });
    expect(handle?.isSource(popup)).toBe(true);
    expect(handle?.isSource(window)).toBe(false);
    expect(handle?.isSource(null)).toBe(false);
    expect(handle?.isSource({ ...popup })).toBe(false);
  });

  it("hands the window's message events over with origin, data and source, until unsubscribed", () => {
    const platform = new BrowserPlatform();
    const heard: unknown[] = [];
    const stop = platform.onMessage((message) => heard.push(message));
    window.dispatchEvent(new MessageEvent('message', { data: { resultUri: 'x' }, origin: 'https://secure.example' }));
    expect(heard).toEqual([{ origin: 'https://secure.example', data: { resultUri: 'x' }, source: null }]);
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: 'late', origin: 'https://secure.example' }));
    expect(heard).toHaveLength(1);
  });

  it('replaces the address in the address bar, on its own origin only', () => {
    const platform = new BrowserPlatform();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const own = `${window.location.origin}/shop?page=2`;
    platform.replaceAddress(own);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState.mock.calls[0]?.[2]).toBe(own);
    platform.replaceAddress('https://elsewhere.example/');
    expect(replaceState).toHaveBeenCalledTimes(1);
  });

  it('opens safe links with noopener in a new tab and refuses unsafe ones', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const platform = new BrowserPlatform();
    expect(platform.openLink('https://metamask.io', '_blank')).toBe(true);
    expect(open).toHaveBeenLastCalledWith('https://metamask.io', '_blank', 'noopener,noreferrer');
    expect(platform.openLink('metamask://wc?uri=x', '_self')).toBe(true);
    expect(open).toHaveBeenLastCalledWith('metamask://wc?uri=x', '_self', undefined);
    for (const unsafe of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', 'http://evil.example']) {
      expect(platform.openLink(unsafe, '_blank')).toBe(false);
    }
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('copies with the async clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(window.navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    await new BrowserPlatform().copyToClipboard('0xabc');
    expect(writeText).toHaveBeenCalledWith('0xabc');
  });

  it('falls back to a textarea when the clipboard refuses, and cleans up after itself', async () => {
    vi.spyOn(window.navigator, 'clipboard', 'get').mockReturnValue({
      writeText: vi.fn(async () => {
        throw new DOMException('denied', 'NotAllowedError');
      }),
    } as unknown as Clipboard);
    const copied: string[] = [];
    document.execCommand = vi.fn(() => {
      copied.push(document.querySelector('textarea')?.value ?? '');
      return true;
    });
    await new BrowserPlatform().copyToClipboard('0xdef');
    expect(copied).toEqual(['0xdef']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('rejects with CLIPBOARD_COPY_FAILED when no way to copy works', async () => {
    vi.spyOn(window.navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    document.execCommand = vi.fn(() => false);
    const error = await new BrowserPlatform().copyToClipboard('x').catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'CLIPBOARD_COPY_FAILED')).toBe(true);
  });
});

describe('BrowserPlatform with an injected window', () => {
  it('redirects the top window to safe links only', () => {
    const top = { location: { href: 'https://app.example/' } };
    const fake = { top, location: { href: 'https://app.example/frame' } } as unknown as Window;
    const platform = new BrowserPlatform({ window: () => fake });
    platform.redirectTop('javascript:alert(1)');
    expect(top.location.href).toBe('https://app.example/');
    platform.redirectTop('https://secure.example/oauth');
    expect(top.location.href).toBe('https://secure.example/oauth');
  });

  it('answers safe defaults when there is no window', async () => {
    const platform = new BrowserPlatform({ window: () => undefined });
    expect(platform.isMobile()).toBe(false);
    expect(platform.isTelegram()).toBe(false);
    expect(platform.operatingSystem()).toBe('other');
    expect(platform.origin()).toBe('');
    expect(platform.href()).toBe('');
    expect(platform.openPopup('', { width: 600, height: 800 })).toBeNull();
    expect(platform.onMessage(() => undefined)()).toBeUndefined();
    expect(() => platform.replaceAddress('https://example.com/')).not.toThrow();
    expect(platform.openLink('https://example.com', '_blank')).toBe(false);
    expect(() => platform.redirectTop('https://example.com')).not.toThrow();
    await expect(platform.copyToClipboard('x')).rejects.toMatchObject({ code: 'CLIPBOARD_COPY_FAILED' });
  });
});
