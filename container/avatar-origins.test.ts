import { describe, expect, it } from 'vitest';
import { avatarOrigins } from './avatar-origins.js';

describe('avatarOrigins', () => {
  it("is the configured APIs' origins, paths and queries dropped", () => {
    expect(avatarOrigins({ apiUrl: 'https://api.web3modal.org', rpcUrl: 'https://rpc.walletconnect.org/v1?x=1' })).toEqual([
      'https://api.web3modal.org',
      'https://rpc.walletconnect.org',
    ]);
    expect(avatarOrigins({ apiUrl: 'http://127.0.0.1:4100/', rpcUrl: 'not a url' })).toEqual(['http://127.0.0.1:4100']);
  });
});
