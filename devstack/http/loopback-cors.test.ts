import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loopbackCorsHeaders, loopbackPreflightHeaders } from './loopback-cors.js';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('loopback CORS', () => {
  it('names a loopback origin back exactly, never "*"', () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4400', 'http://[::1]:8080']) {
      expect(loopbackCorsHeaders(request({ origin }))).toEqual({ 'access-control-allow-origin': origin, vary: 'Origin' });
    }
  });

  it('gives a foreign origin, a look-alike or no origin no CORS header', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example:80', 'http://127.0.0.1', 'null', 'https://127.0.0.1:5173']) {
      expect(loopbackCorsHeaders(request({ origin }))).toEqual({});
    }
    expect(loopbackCorsHeaders(request({}))).toEqual({});
  });

  it("answers a loopback preflight with the methods, the headers asked for and Private Network Access's consent", () => {
    const headers = loopbackPreflightHeaders(
      request({
        origin: 'http://127.0.0.1:5173',
        'access-control-request-headers': 'content-type, solana-client',
        'access-control-request-private-network': 'true',
      }),
      { methods: 'POST, GET, OPTIONS' },
    );
    expect(headers).toEqual({
      'access-control-allow-origin': 'http://127.0.0.1:5173',
      vary: 'Origin',
      'access-control-allow-methods': 'POST, GET, OPTIONS',
      'access-control-allow-headers': 'content-type, solana-client',
      'access-control-allow-private-network': 'true',
    });
    expect(loopbackPreflightHeaders(request({ origin: 'https://evil.example' }), { methods: 'POST' })).toEqual({});
  });
});
