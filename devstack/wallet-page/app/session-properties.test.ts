import { describe, expect, it } from 'vitest';
import { walletSessionProperties } from './session-properties.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('walletSessionProperties', () => {
  it("announces the account's capabilities on every eip155 chain of the session and the devstack bundler", () => {
    const properties = walletSessionProperties({
      address: ADDRESS,
      chains: ['eip155:31337', 'eip155:31338', 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'],
      bundler: { name: 'pimlico' },
    });
    expect(Object.keys(properties).sort()).toEqual(['bundler_name', 'capabilities']);
    expect(properties.bundler_name).toBe('pimlico');
    // The page does not batch: an EOA that says so, chain by chain.
    expect(JSON.parse(properties.capabilities!)).toEqual({
      [ADDRESS]: { '0x7a69': { atomic: { status: 'unsupported' } }, '0x7a6a': { atomic: { status: 'unsupported' } } },
    });
  });

  it('gives the bundler url when configured, and names no bundler without one', () => {
    expect(walletSessionProperties({ address: ADDRESS, chains: ['eip155:1'], bundler: { name: 'pimlico', url: 'http://127.0.0.1:9/bundler' } })).toMatchObject({
      bundler_name: 'pimlico',
      bundler_url: 'http://127.0.0.1:9/bundler',
    });
    expect(walletSessionProperties({ address: ADDRESS, chains: [], bundler: undefined })).toEqual({});
  });
});
