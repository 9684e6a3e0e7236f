import { describe, expect, it } from 'vitest';
import { checkSs58Network, SS58_PREFIXES, ss58NetworkName } from './ss58Network.js';

// Alice's well-known development key on three networks.
const ALICE = {
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  kusama: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
  substrate: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
};
const ALICE_KEY = Uint8Array.from(Buffer.from('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'hex'));

describe('checkSs58Network', () => {
  it('accepts an address of the expected network and gives its key', () => {
    expect(checkSs58Network({ address: ALICE.polkadot, prefix: SS58_PREFIXES.polkadot })).toEqual({ ok: true, publicKey: ALICE_KEY });
    expect(checkSs58Network({ address: ALICE.kusama, prefix: SS58_PREFIXES.kusama })).toEqual({ ok: true, publicKey: ALICE_KEY });
  });

  it('names the network of a valid address of another one', () => {
    expect(checkSs58Network({ address: ALICE.kusama, prefix: SS58_PREFIXES.polkadot })).toEqual({ ok: false, reason: 'other-network', prefix: 2 });
    expect(checkSs58Network({ address: ALICE.substrate, prefix: SS58_PREFIXES.polkadot })).toEqual({ ok: false, reason: 'other-network', prefix: 42 });
  });

  it('calls anything else invalid', () => {
    for (const address of [`${ALICE.polkadot.slice(0, -1)}6`, '', 42, undefined, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']) {
      expect(checkSs58Network({ address, prefix: 0 })).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('ss58NetworkName', () => {
  it('names the known prefixes and numbers the others', () => {
    expect([0, 2, 42, 5].map(ss58NetworkName)).toEqual(['Polkadot', 'Kusama', 'generic Substrate', 'SS58 network 5']);
  });
});
