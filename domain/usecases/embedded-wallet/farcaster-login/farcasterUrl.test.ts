import { describe, expect, it } from 'vitest';
import { farcasterUrl } from './farcasterUrl.js';

describe('farcasterUrl', () => {
  it.each([
    ['https://farcaster.xyz/~/siwf?channelToken=abc', 'https://farcaster.xyz/~/siwf?channelToken=abc'],
    ['http://127.0.0.1:4800/~/siwf?channelToken=abc', 'http://127.0.0.1:4800/~/siwf?channelToken=abc'],
    ['http://localhost:4800/~/siwf?channelToken=abc', 'http://localhost:4800/~/siwf?channelToken=abc'],
    ['  HTTPS://Warpcast.example/~/siwf?channelToken=1 ', 'HTTPS://Warpcast.example/~/siwf?channelToken=1'],
  ])('takes the web link %s', (url, expected) => {
    expect(farcasterUrl({ url })).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'farcaster://siwf?channelToken=abc',
    'http://farcaster.example/~/siwf',
    'https://',
    '/~/siwf?channelToken=abc',
    'java\tscript:alert(1)',
    '',
  ])('refuses %j', (url) => {
    expect(farcasterUrl({ url })).toBeUndefined();
  });

  it.each([undefined, null, 'https://farcaster.xyz', {}, { url: 42 }, { uri: 'https://farcaster.xyz' }])(
    'refuses the malformed answer %j',
    (answer) => {
      expect(farcasterUrl(answer)).toBeUndefined();
    },
  );
});
