import { describe, expect, it } from 'vitest';
import { buildNamespaceConnection, disconnectedConnection, normalizeAddress, sameConnection } from './buildNamespaceConnection.js';

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SECOND = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const SECOND_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('buildNamespaceConnection', () => {
  it('checksums EVM accounts, takes the first as active and lists a browser wallet\'s accounts as EOAs', () => {
    expect(
      buildNamespaceConnection({ namespace: 'eip155', connectorId: 'mm', accounts: [LOWER, SECOND, LOWER.toUpperCase().replace('0X', '0x')], caipNetworkId: 'eip155:1' }),
    ).toEqual({
      namespace: 'eip155',
      status: 'connected',
      connectorId: 'mm',
      address: CHECKSUMMED,
      caipAddress: `eip155:1:${CHECKSUMMED}`,
      allAccounts: [
        { address: CHECKSUMMED, type: 'eoa' },
        { address: SECOND_CHECKSUMMED, type: 'eoa' },
      ],
      caipNetworkId: 'eip155:1',
    });
  });

  it('types the active account from what the wallet says, the embedded wallet like any other', () => {
    const base = { namespace: 'eip155' as const, connectorId: 'io.metamask', accounts: [LOWER, SECOND], caipNetworkId: 'eip155:1' };
    const types = (parameters: Partial<Parameters<typeof buildNamespaceConnection>[0]>) =>
      buildNamespaceConnection({ ...base, ...parameters }).allAccounts.map(({ type }) => type);
    expect(types({ capabilities: { atomic: { status: 'supported' } } })).toEqual(['smartAccount', 'eoa']);
    expect(types({ capabilities: { atomic: { status: 'ready' } } })).toEqual(['eoa', 'eoa']);
    expect(types({ connectorId: 'walletConnect', capabilities: { atomicBatch: { supported: true } } })).toEqual(['smartAccount', 'eoa']);
    // The embedded wallet's EOA is no smart account for being the eip155 default; its smart account says it is one.
    expect(types({ connectorId: 'ID_AUTH' })).toEqual(['eoa', 'eoa']);
    expect(types({ connectorId: 'ID_AUTH', capabilities: { atomic: { status: 'supported' }, paymasterService: { supported: true } } })).toEqual(['smartAccount', 'eoa']);
  });

  it('keeps other namespaces addresses as given', () => {
    const address = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
    const connection = buildNamespaceConnection({
      namespace: 'solana',
      connectorId: 'phantom',
      accounts: [address],
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    expect(connection.address).toBe(address);
    expect(connection.allAccounts).toEqual([{ address, type: 'eoa' }]);
  });

  it('refuses no accounts, a bad EVM address and a network of another namespace', () => {
    const base = { namespace: 'eip155' as const, connectorId: 'mm', caipNetworkId: 'eip155:1' };
    expect(() => buildNamespaceConnection({ ...base, accounts: [] })).toThrow('Failed to connect');
    expect(() => buildNamespaceConnection({ ...base, accounts: ['0x1234'] })).toThrow('Address "0x1234" is invalid.');
    expect(() => buildNamespaceConnection({ ...base, accounts: [LOWER], caipNetworkId: 'solana:abc' })).toThrow('Invalid CAIP-2 network id');
    expect(() => buildNamespaceConnection({ ...base, accounts: [LOWER], caipNetworkId: 'garbage' })).toThrow('Invalid CAIP-2 network id');
  });

  it('refuses a solana account that is not a Solana address (an EVM one, base58 letters it lacks)', () => {
    const base = { namespace: 'solana' as const, connectorId: 'phantom', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' };
    expect(() => buildNamespaceConnection({ ...base, accounts: [LOWER] })).toThrow(`Address "${LOWER}" is invalid.`);
    expect(() => buildNamespaceConnection({ ...base, accounts: ['0OIl'.repeat(10)] })).toThrow('is invalid');
  });

  it('normalizeAddress accepts any casing of a valid EVM address', () => {
    expect(normalizeAddress('eip155', CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED);
    expect(normalizeAddress('eip155', CHECKSUMMED)).toBe(CHECKSUMMED);
  });

  it('sameConnection compares every field', () => {
    const a = buildNamespaceConnection({ namespace: 'eip155', connectorId: 'mm', accounts: [LOWER], caipNetworkId: 'eip155:1' });
    expect(sameConnection(a, { ...a, allAccounts: [...a.allAccounts] })).toBe(true);
    expect(sameConnection(a, { ...a, caipNetworkId: 'eip155:2' })).toBe(false);
    expect(sameConnection(a, { ...a, allAccounts: [] })).toBe(false);
    expect(sameConnection(undefined, disconnectedConnection('eip155'))).toBe(false);
  });
});
