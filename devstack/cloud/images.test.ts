import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPageSchema } from '../../domain/entities/api/catalogue-api.schema.js';
import { escapeXml, initials, svgImage } from './images/svg-image.js';
import { getJson, startTestCloud, urlOf, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud({ dataDir: null });
});
afterAll(() => cloud.stop());

const IMAGE_PATHS = ['/getWalletImage/', '/public/getAssetImage/', '/public/getCurrencyImage/', '/public/getTokenImage/'];

describe('image routes', () => {
  it.each(IMAGE_PATHS)('%s answers a cacheable generated SVG', async (path) => {
    const response = await fetch(urlOf(cloud, `${path}USDC`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('etag')).toBeTruthy();
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|<style|href=|url\(/i);
  });

  it('shows the wallet initials for a catalogue image id', async () => {
    const { body } = await getJson(cloud, '/getWallets', { page: 1, entries: 1, search: 'MetaMask' });
    const metamask = walletPageSchema.parse(body).data[0];
    const svg = await (await fetch(urlOf(cloud, `/getWalletImage/${metamask?.image_id ?? ''}`))).text();
    expect(svg).toContain('>MM</text>');
    expect(svg).toContain('aria-label="MetaMask"');
  });

  it('is deterministic: same id, same colour; another id, another colour', async () => {
    const a1 = await (await fetch(urlOf(cloud, '/public/getAssetImage/network-a'))).text();
    const a2 = await (await fetch(urlOf(cloud, '/public/getAssetImage/network-a'))).text();
    const b = await (await fetch(urlOf(cloud, '/public/getAssetImage/network-b'))).text();
    expect(a1).toBe(a2);
    expect(/fill="(hsl[^"]+)"/.exec(a1)?.[1]).not.toBe(/fill="(hsl[^"]+)"/.exec(b)?.[1]);
  });

  it('escapes XML in ids', async () => {
    const svg = await (await fetch(urlOf(cloud, `/public/getTokenImage/${encodeURIComponent('<b>&"x\'')}`))).text();
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;&#38;&#34;x&#39;');
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const first = await fetch(urlOf(cloud, '/public/getCurrencyImage/usd'));
    const etag = first.headers.get('etag') ?? '';
    const second = await fetch(urlOf(cloud, '/public/getCurrencyImage/usd'), { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('needs no projectId, but rejects control characters with 400', async () => {
    expect((await fetch(urlOf(cloud, '/getWalletImage/abc', {}, false))).status).toBe(200);
    const { status, body } = await getJson(cloud, '/getWalletImage/a%00b');
    expect(status).toBe(400);
    expect(reasonNames(body)).toEqual(['path.id']);
  });
});

describe('svg helpers', () => {
  it('derives initials', () => {
    expect(initials('MetaMask')).toBe('MM');
    expect(initials('Trust Wallet')).toBe('TW');
    expect(initials('Safe{Wallet}')).toBe('SW');
    expect(initials('USDC')).toBe('USDC');
    expect(initials('rainbow')).toBe('RA');
    expect(initials('   ')).toBe('?');
    expect(initials('钱包')).toBe('钱包');
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`<&>"'`)).toBe('&#60;&#38;&#62;&#34;&#39;');
    expect(svgImage('x', 'A & <B>').svg).toContain('aria-label="A &#38; &#60;B&#62;"');
  });
});
