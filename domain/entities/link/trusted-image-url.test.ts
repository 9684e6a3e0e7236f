import { describe, expect, it } from 'vitest';
import { originOf, trustedImageUrl } from './trusted-image-url.js';

const API = 'https://api.example';
const trusted = (url: unknown) => trustedImageUrl({ url, trustedOrigins: [API, 'http://127.0.0.1:4100'] });

describe('trustedImageUrl', () => {
  it('loads images from the trusted origins only', () => {
    expect(trusted('https://api.example/v1/avatar/abc.png')).toBe('https://api.example/v1/avatar/abc.png');
    expect(trusted(' HTTPS://API.EXAMPLE/a.png ')).toBe('https://api.example/a.png');
    expect(trusted('http://127.0.0.1:4100/a.png')).toBe('http://127.0.0.1:4100/a.png');
  });

  it('refuses any other host, port or scheme of the same host: a tracker is never called', () => {
    for (const url of [
      'https://tracker.example/pixel.png?visitor=1',
      'https://api.example.tracker.example/a.png',
      'https://api.example:8443/a.png',
      'http://api.example/a.png',
      'https://user@tracker.example/a.png',
      'http://127.0.0.1:4101/a.png',
      '//tracker.example/a.png',
    ]) {
      expect(trusted(url), url).toBeUndefined();
    }
  });

  it('accepts data:image URIs, raster and SVG alike, as given', () => {
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    expect(trusted(svg)).toBe(svg);
    expect(trusted('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(trustedImageUrl({ url: 'data:image/gif;base64,R0lGOD', trustedOrigins: [] })).toBe('data:image/gif;base64,R0lGOD');
  });

  it('refuses data URIs that are not images, other schemes and non-strings', () => {
    for (const url of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)', 'blob:https://api.example/x', '', undefined, null, 42]) {
      expect(trusted(url), String(url)).toBeUndefined();
    }
  });

  it('loads no remote image at all without trusted origins', () => {
    expect(trustedImageUrl({ url: 'https://api.example/a.png', trustedOrigins: [] })).toBeUndefined();
  });
});

describe('originOf', () => {
  it('is the origin of a URL, undefined for anything else', () => {
    expect(originOf('https://api.example/v1?x=1')).toBe(API);
    expect(originOf('not a url')).toBeUndefined();
  });
});
