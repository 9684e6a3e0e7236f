import { describe, expect, it } from 'vitest';
import { chainAddressFormat, knownAddressFormatChains } from './chainAddressFormat.js';
import { checkChainAddress } from './checkChainAddress.js';

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f';
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';
const COSMOS_ADDRESS = 'cosmos1w508d6qejxtdg4y5r3zarvary0c5xw7k6ah60c';

describe('chainAddressFormat', () => {
  it('knows Polkadot, Kusama, the Cosmos Hub, Osmosis and the Bitcoin networks, and nothing else', () => {
    expect(chainAddressFormat(POLKADOT)).toEqual({ namespace: 'polkadot', ss58Prefix: 0 });
    expect(chainAddressFormat(KUSAMA)).toEqual({ namespace: 'polkadot', ss58Prefix: 2 });
    expect(chainAddressFormat('cosmos:osmosis-1')).toEqual({ namespace: 'cosmos', bech32Prefix: 'osmo' });
    expect(chainAddressFormat('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')).toEqual({ namespace: 'bip122', bitcoinNetwork: 'regtest' });
    expect(chainAddressFormat('eip155:1')).toBeUndefined();
    expect(knownAddressFormatChains()).toContain('bip122:000000000019d6689c085ae165831e93');
  });
});

describe('checkChainAddress', () => {
  it('accepts an address of the chain', () => {
    expect(checkChainAddress({ chainId: POLKADOT, address: ALICE_POLKADOT })).toEqual({ ok: true });
    expect(checkChainAddress({ chainId: KUSAMA, address: ALICE_KUSAMA })).toEqual({ ok: true });
    expect(checkChainAddress({ chainId: 'cosmos:cosmoshub-4', address: COSMOS_ADDRESS })).toEqual({ ok: true });
    expect(checkChainAddress({ chainId: 'bip122:000000000019d6689c085ae165831e93', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })).toEqual({ ok: true });
  });

  it('says a Kusama address is not a Polkadot one, in words', () => {
    expect(checkChainAddress({ chainId: POLKADOT, address: ALICE_KUSAMA })).toEqual({
      ok: false,
      reason: 'other-network',
      message: `${ALICE_KUSAMA} is a Kusama address (SS58 prefix 2); ${POLKADOT} takes Polkadot addresses (prefix 0)`,
    });
  });

  it('names the other Cosmos chain and the other Bitcoin network', () => {
    expect(checkChainAddress({ chainId: 'cosmos:osmosis-1', address: COSMOS_ADDRESS })).toMatchObject({ ok: false, reason: 'other-network', message: expect.stringContaining("'cosmos' address") });
    expect(checkChainAddress({ chainId: 'bip122:000000000933ea01ad0ee984209779ba', address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080' })).toMatchObject({
      ok: false,
      reason: 'other-network',
      message: expect.stringContaining('Bitcoin regtest address'),
    });
  });

  it('refuses garbage and chains it has no rule for', () => {
    expect(checkChainAddress({ chainId: POLKADOT, address: 'hello' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(checkChainAddress({ chainId: 'cosmos:cosmoshub-4', address: 42 })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(checkChainAddress({ chainId: 'bip122:000000000019d6689c085ae165831e93', address: 'nope' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(checkChainAddress({ chainId: 'cosmos:unknown-1', address: COSMOS_ADDRESS })).toMatchObject({ ok: false, reason: 'unknown-chain' });
  });
});
