import { describe, expect, it } from 'vitest';
import { capabilitiesOnChain, sessionCapabilities } from './account-capabilities.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('capabilitiesOnChain', () => {
  it("reads the chain's entry over the every-chain one, whatever the hex case", () => {
    const answer = { '0x0': { atomic: { status: 'ready' }, paymasterService: { supported: true } }, '0x7A69': { atomic: { status: 'supported' } } };
    expect(capabilitiesOnChain({ answer, caipNetworkId: 'eip155:31337' })).toEqual({ atomic: { status: 'supported' }, paymasterService: { supported: true } });
    expect(capabilitiesOnChain({ answer, caipNetworkId: 'eip155:1' })).toEqual({ atomic: { status: 'ready' }, paymasterService: { supported: true } });
  });

  it('says nothing for another chain, a malformed answer or a network that is not eip155', () => {
    expect(capabilitiesOnChain({ answer: { '0x1': { atomic: {} } }, caipNetworkId: 'eip155:5' })).toBeUndefined();
    for (const answer of [null, 'x', [], { '0x1': 'supported' }, { 'not-hex': { atomic: {} } }]) {
      expect(capabilitiesOnChain({ answer, caipNetworkId: 'eip155:1' })).toBeUndefined();
    }
    expect(capabilitiesOnChain({ answer: { '0x1': {} }, caipNetworkId: 'solana:abc' })).toBeUndefined();
  });
});

describe('sessionCapabilities', () => {
  it("reads the account's entry of the session properties' capabilities JSON (address in any case)", () => {
    const sessionProperties = { capabilities: JSON.stringify({ [ALICE.toLowerCase()]: { '0x7a69': { atomic: { status: 'supported' } } } }) };
    expect(sessionCapabilities({ sessionProperties, address: ALICE, caipNetworkId: 'eip155:31337' })).toEqual({ atomic: { status: 'supported' } });
    expect(sessionCapabilities({ sessionProperties, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', caipNetworkId: 'eip155:31337' })).toBeUndefined();
  });

  it('says nothing without the property or with one that is not JSON of the expected shape', () => {
    const cases: (Record<string, string> | undefined)[] = [undefined, {}, { capabilities: '{not json' }, { capabilities: '"text"' }, { capabilities: '[1]' }];
    for (const sessionProperties of cases) {
      expect(sessionCapabilities({ sessionProperties, address: ALICE, caipNetworkId: 'eip155:1' })).toBeUndefined();
    }
  });
});
