import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPageSchema } from '../../domain/entities/api/catalogue-api.schema.js';
import { hslToRgb, imageColour } from './images/image-colour.js';
import { pngImage } from './images/png-image.js';
import { escapeXml, initials, svgImage } from './images/svg-image.js';
import { decodePng, pixelAt, whitePixels } from './images/testing/decode-png.js';
import { getJson, startTestCloud, urlOf, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud({ dataDir: null });
});
afterAll(() => cloud.stop());

const SVG_IMAGE_PATHS = ['/public/getAssetImage/', '/public/getCurrencyImage/', '/public/getTokenImage/'];

async function walletPng(id: string): Promise<ReturnType<typeof decodePng>> {
  return decodePng(new Uint8Array(await (await fetch(urlOf(cloud, `/getWalletImage/${encodeURIComponent(id)}`))).arrayBuffer()));
}

describe('wallet image route', () => {
  it('answers a cacheable 96x96 RGBA PNG, like the real service', async () => {
    const response = await fetch(urlOf(cloud, '/getWalletImage/USDC'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(decodePng(bytes)).toMatchObject({ width: 96, height: 96, bitDepth: 8, colourType: 6 });
    const again = await fetch(urlOf(cloud, '/getWalletImage/USDC'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('is deterministic: same id, same bytes; another id, another colour', async () => {
    const [a1, a2] = await Promise.all(['wallet-a', 'wallet-a'].map(async (id) => Buffer.from(await (await fetch(urlOf(cloud, `/getWalletImage/${id}`))).arrayBuffer())));
    expect(a1?.equals(a2 ?? Buffer.alloc(0))).toBe(true);
    const centreTop = async (id: string) => pixelAt(await walletPng(id), 48, 1);
    expect(await centreTop('wallet-a')).toEqual([...hslToRgb(imageColour('wallet-a')), 255]);
    expect(await centreTop('wallet-a')).not.toEqual(await centreTop('wallet-b'));
  });

  it("draws the catalogue wallet's initials, and nothing for initials outside the font", async () => {
    const { body } = await getJson(cloud, '/getWallets', { page: 1, entries: 1, search: 'MetaMask' });
    const imageId = walletPageSchema.parse(body).data[0]?.image_id ?? '';
    const bytes = Buffer.from(await (await fetch(urlOf(cloud, `/getWalletImage/${imageId}`))).arrayBuffer());
    expect(bytes.equals(pngImage(imageId, 'MetaMask').png), 'labelled with the wallet name, not its image id').toBe(true);
    expect(whitePixels(decodePng(bytes), 24, 72)).toBeGreaterThan(100);
    expect(whitePixels(await walletPng('钱包'), 0, 96)).toBe(0);
  });
});

describe('image routes', () => {
  it.each(SVG_IMAGE_PATHS)('%s answers a cacheable generated SVG', async (path) => {
    const response = await fetch(urlOf(cloud, `${path}USDC`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('etag')).toBeTruthy();
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|<style|href=|url\(/i);
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
    expect(initials('Wallet 0042')).toBe('W4');
    expect(initials('Wallet 0007')).toBe('W7');
    expect(initials('Wallet 000')).toBe('W0');
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
