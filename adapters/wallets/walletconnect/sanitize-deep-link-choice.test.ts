import { describe, expect, it } from 'vitest';
import { sanitizeDeepLinkChoice } from './sanitize-deep-link-choice.js';

const KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

function stores(local: string | null, client: unknown) {
  const localValues = new Map<string, string>(local === null ? [] : [[KEY, local]]);
  const clientValues = new Map<string, unknown>(client === undefined ? [] : [[KEY, client]]);
  return {
    localValues,
    clientValues,
    local: { getItem: (key: string) => localValues.get(key) ?? null, removeItem: (key: string) => void localValues.delete(key) },
    client: { getItem: async (key: string) => clientValues.get(key), removeItem: async (key: string) => void clientValues.delete(key) },
  };
}

describe('sanitizeDeepLinkChoice', () => {
  it.each([
    ['a javascript: href', JSON.stringify({ href: 'javascript:alert(1)', name: 'x' })],
    ['a javascript: href hidden by controls', JSON.stringify({ href: '\tjava\nscript:alert(1)', name: 'x' })],
    ['a data: href', JSON.stringify({ href: 'data:text/html,<script>alert(1)</script>', name: 'x' })],
    ['no href', JSON.stringify({ name: 'x' })],
    ['not JSON', '{href:'],
  ])('removes %s from the page storage and from the client storage', async (_label, value) => {
    const world = stores(value, JSON.parse(value.startsWith('{"') ? value : '{}') as unknown);
    await sanitizeDeepLinkChoice(world);
    expect(world.localValues.has(KEY)).toBe(false);
    expect(world.clientValues.has(KEY)).toBe(false);
  });

  it("keeps a safe choice (https, a wallet's app scheme) in both", async () => {
    const https = JSON.stringify({ href: 'https://metamask.app.link', name: 'MetaMask' });
    const world = stores(https, { href: 'metamask://', name: 'MetaMask' });
    expect(await sanitizeDeepLinkChoice(world)).toBe(0);
    expect(world.localValues.get(KEY)).toBe(https);
    expect(world.clientValues.get(KEY)).toEqual({ href: 'metamask://', name: 'MetaMask' });
  });

  it('removes a planted client copy even when the page copy is safe or absent', async () => {
    const world = stores(null, JSON.stringify({ href: 'javascript:alert(document.domain)', name: 'x' }));
    expect(await sanitizeDeepLinkChoice(world)).toBe(1);
    expect(world.clientValues.has(KEY)).toBe(false);
  });

  it('never throws when a storage does', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    await expect(sanitizeDeepLinkChoice({ local: throwing, client: { getItem: async () => Promise.reject(new Error('closed')), removeItem: async () => {} } })).resolves.toBe(0);
  });
});
