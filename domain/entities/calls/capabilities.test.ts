import { describe, expect, it } from 'vitest';
import { capabilitiesOnChain, capabilitiesRequestParams, parseCapabilities, sessionCapabilities } from './capabilities.js';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('capabilitiesRequestParams', () => {
  it('asks for the account, with hex chain ids when given', () => {
    expect(capabilitiesRequestParams({ account: ACCOUNT })).toEqual([ACCOUNT]);
    expect(capabilitiesRequestParams({ account: ACCOUNT, chainIds: [1, 31337] })).toEqual([ACCOUNT, ['0x1', '0x7a69']]);
  });

  it.each([undefined, '', 'alice.eth'])('refuses account %j with the spec message', (account) => {
    expect(() => capabilitiesRequestParams({ account })).toThrow('Missing address parameter in wallet_getCapabilities request');
  });
});

describe('parseCapabilities', () => {
  it('keys the answer by decimal chain id, each capability untouched, from an object or a JSON string', () => {
    const answer = { '0x0': { paymasterService: { supported: true } }, '0x7a69': { atomic: { status: 'ready' } } };
    const expected = { 0: { paymasterService: { supported: true } }, 31337: { atomic: { status: 'ready' } } };
    expect(parseCapabilities({ answer })).toEqual(expected);
    expect(parseCapabilities({ answer: JSON.stringify(answer) })).toEqual(expected);
  });

  it.each([null, '{', { '1': {} }, { '0x1': { atomic: 'yes' } }])("refuses %j: 'Error parsing wallet capabilities'", (answer) => {
    expect(() => parseCapabilities({ answer })).toThrow('Error parsing wallet capabilities');
  });

  it("overlays one chain's capabilities on the every-chain ones", () => {
    expect(capabilitiesOnChain({ capabilities: { 0: { a: { x: 1 } }, 5: { a: { x: 2 }, b: {} } }, chainId: 5 })).toEqual({ a: { x: 2 }, b: {} });
    expect(capabilitiesOnChain({ capabilities: { 0: { a: { x: 1 } } }, chainId: 9 })).toEqual({ a: { x: 1 } });
  });
});

describe('sessionCapabilities', () => {
  it("reads a WalletConnect session's capabilities for the account, whatever its case; undefined when none are announced for it", () => {
    const property = JSON.stringify({ [ACCOUNT.toLowerCase()]: { '0x7a69': { atomic: { status: 'unsupported' } } } });
    expect(sessionCapabilities({ property, account: ACCOUNT })).toEqual({ 31337: { atomic: { status: 'unsupported' } } });
    expect(sessionCapabilities({ property, account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toBeUndefined();
    expect(sessionCapabilities({ property: undefined, account: ACCOUNT })).toBeUndefined();
  });

  it.each(['{', '[]', JSON.stringify({ [ACCOUNT]: { '0x1': 'x' } })])("refuses %s: 'Error parsing wallet capabilities'", (property) => {
    expect(() => sessionCapabilities({ property, account: ACCOUNT })).toThrow('Error parsing wallet capabilities');
  });
});
