/** FakePlatform's popups and window messages, and its failure switches (what the social-login tests rely on). */
import { describe, expect, it } from 'vitest';
import { FakePlatform } from './platform.fake.js';

describe('FakePlatform', () => {
  it('records popups with their size and addresses; the page closing one counts, the person closing it is a flag', () => {
    const platform = new FakePlatform();
    const popup = platform.openPopup('https://secure.example/social/loading', { width: 600, height: 800 });
    expect(platform.lastPopup).toBe(popup);
    expect(platform.lastPopup?.size).toEqual({ width: 600, height: 800 });
    popup?.navigate('https://idp.example/auth');
    expect(platform.lastPopup?.url).toBe('https://idp.example/auth');
    expect(popup?.isClosed()).toBe(false);
    popup?.close();
    expect(popup?.isClosed()).toBe(true);
    expect(platform.lastPopup?.closeCalls).toBe(1);
  });

  it('blocks popups (null) or fails to create them (throws), as a browser may', () => {
    const platform = new FakePlatform();
    platform.blockPopups = true;
    expect(platform.openPopup('', { width: 1, height: 1 })).toBeNull();
    const refusal = new Error('refused');
    platform.failPopupWith = refusal;
    expect(() => platform.openPopup('', { width: 1, height: 1 })).toThrow(refusal);
    expect(platform.popups).toEqual([]);
  });

  it('plays window messages to its listeners, a popup posting as its own source', () => {
    const platform = new FakePlatform();
    const popup = platform.openPopup('', { width: 1, height: 1 });
    const heard: unknown[] = [];
    const stop = platform.onMessage((message) => heard.push(message));
    expect(platform.messageListenerCount).toBe(1);
    platform.lastPopup?.post({ resultUri: 'x' }, 'https://secure.example');
    platform.postMessage({ origin: 'https://other.example', data: 1, source: null });
    expect(heard).toEqual([
      { origin: 'https://secure.example', data: { resultUri: 'x' }, source: popup },
      { origin: 'https://other.example', data: 1, source: null },
    ]);
    expect(popup?.isSource(popup)).toBe(true);
    expect(popup?.isSource(null)).toBe(false);
    stop();
    expect(platform.messageListenerCount).toBe(0);
  });

  it('replaces the address: recorded, and the page address follows', () => {
    const platform = new FakePlatform({ href: 'https://shop.example/?wp_social_result=x' });
    platform.replaceAddress('https://shop.example/');
    expect(platform.replacedAddresses).toEqual(['https://shop.example/']);
    expect(platform.href()).toBe('https://shop.example/');
  });
});
