import { describe, expect, it } from 'vitest';
import { caipNetworkIdSchema, caipNetworkSchema } from './caipNetwork.schema.js';
import { ethereum, solana, walletportDevnetA } from './chains/index.js';

describe('caipNetworkSchema', () => {
  it('accepts shipped networks of every namespace shape', () => {
    for (const network of [ethereum, solana, walletportDevnetA]) {
      expect(caipNetworkSchema.safeParse(network).success).toBe(true);
    }
  });

  it('keeps unknown keys, so a viem chain survives parsing', () => {
    const parsed = caipNetworkSchema.parse({ ...ethereum, blockTime: 12_000 });
    expect(parsed).toMatchObject({ blockTime: 12_000 });
  });

  it('rejects a caipNetworkId that disagrees with namespace and id', () => {
    const result = caipNetworkSchema.safeParse({ ...ethereum, caipNetworkId: 'eip155:10' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['caipNetworkId']);
  });

  it('requires a numeric id on eip155', () => {
    const result = caipNetworkSchema.safeParse({ ...ethereum, id: '1' });
    expect(result.success).toBe(false);
  });

  it('rejects a deprecated id from another namespace', () => {
    const result = caipNetworkSchema.safeParse({ ...solana, deprecatedCaipNetworkId: 'eip155:1' });
    expect(result.success).toBe(false);
  });

  it('rejects an unknown namespace, an empty name and non-http rpc urls', () => {
    expect(caipNetworkSchema.safeParse({ ...ethereum, chainNamespace: 'near' }).success).toBe(false);
    expect(caipNetworkSchema.safeParse({ ...ethereum, name: '' }).success).toBe(false);
    expect(
      caipNetworkSchema.safeParse({ ...ethereum, rpcUrls: { default: { http: ['ftp://example.com'] } } }).success,
    ).toBe(false);
  });

  it('rejects a contract whose address is not 20 bytes', () => {
    const contracts = { multicall3: { address: '0x1234' } };
    expect(caipNetworkSchema.safeParse({ ...ethereum, contracts }).success).toBe(false);
  });
});

describe('caipNetworkIdSchema', () => {
  it.each(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'])(
    'accepts %s',
    (id) => expect(caipNetworkIdSchema.safeParse(id).success).toBe(true),
  );

  it.each(['eip155', 'eip155:', 'near:mainnet', 'eip155:1:2', 'eip155:has space', `eip155:${'a'.repeat(33)}`, 7])(
    'rejects %s',
    (id) => expect(caipNetworkIdSchema.safeParse(id).success).toBe(false),
  );
});
