import { describe, expect, it } from 'vitest';
import { caip122Family, caip122NamespaceOf } from './caip122-families.js';
import { formatCaip122Message, parseCaip122Message } from './caip122-message.js';
import type { SiwxMessageData } from './siwx-config.js';

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const base = {
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'abcdefgh12',
  issuedAt: '2026-11-28T08:00:00.000Z',
  expirationTime: '2026-11-29T08:00:00.000Z',
} as const;
const samples: readonly [namespace: 'polkadot' | 'cosmos' | 'bip122', blockchain: string, data: SiwxMessageData][] = [
  ['polkadot', 'Polkadot', { ...base, chainId: POLKADOT, accountAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' }],
  ['cosmos', 'Cosmos', { ...base, chainId: 'cosmos:cosmoshub-4', accountAddress: 'cosmos1w508d6qejxtdg4y5r3zarvary0c5xw7k6ah60c' }],
  ['bip122', 'Bitcoin', { ...base, chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', accountAddress: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080' }],
];

describe('caip122NamespaceOf', () => {
  it('tells the three families by their CAIP-2 ids, and nothing else', () => {
    expect(caip122NamespaceOf(POLKADOT)).toBe('polkadot');
    expect(caip122NamespaceOf('cosmos:osmosis-1')).toBe('cosmos');
    expect(caip122NamespaceOf('bip122:000000000019d6689c085ae165831e93')).toBe('bip122');
    for (const other of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'polkadot:91B171BB158E2D3848FA23A9F1C25182', 'bip122:xyz', 'cosmos:']) {
      expect(caip122NamespaceOf(other)).toBeUndefined();
    }
  });
});

describe('CAIP-122 messages of the three families', () => {
  it.each(samples)('writes a %s sign-in naming %s in the header and reads it back', (namespace, blockchain, data) => {
    const family = caip122Family(namespace);
    const text = formatCaip122Message({ family, data });
    expect(text.split('\n')[0]).toBe(`localhost:5173 wants you to sign in with your ${blockchain} account:`);
    expect(text).toContain(`\nChain ID: ${data.chainId}\n`);
    expect(parseCaip122Message({ family, text })).toEqual({ ...data, statement: undefined, resources: undefined, requestId: undefined, notBefore: undefined });
  });

  it.each(samples)("refuses a %s message under another family's header, address or chain id", (namespace, _blockchain, data) => {
    const family = caip122Family(namespace);
    const others = samples.filter(([other]) => other !== namespace);
    const text = formatCaip122Message({ family, data });
    for (const [otherNamespace, , otherData] of others) {
      expect(parseCaip122Message({ family: caip122Family(otherNamespace), text })).toBeUndefined();
      expect(() => formatCaip122Message({ family, data: { ...data, accountAddress: otherData.accountAddress } })).toThrow(/address/);
      expect(() => formatCaip122Message({ family, data: { ...data, chainId: otherData.chainId } })).toThrow(/chain id/);
    }
  });

  it('refuses a Cosmos address in upper case (it is signed as written)', () => {
    const [, , cosmos] = samples[1] ?? [];
    if (!cosmos) throw new Error('no sample');
    expect(() => formatCaip122Message({ family: caip122Family('cosmos'), data: { ...cosmos, accountAddress: cosmos.accountAddress.toUpperCase() } })).toThrow(/address/);
  });
});
