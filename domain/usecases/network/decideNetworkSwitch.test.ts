import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { decideNetworkSwitch, type DecideNetworkSwitchParameters } from './decideNetworkSwitch.js';

const ETHEREUM = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } as const;
const OPTIMISM = { caipNetworkId: 'eip155:10', chainNamespace: 'eip155' } as const;
const SOLANA = { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana' } as const;
const BITCOIN = { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', chainNamespace: 'bip122' } as const;

function decide(
  target: DecideNetworkSwitchParameters['target'],
  {
    connected = [],
    embedded = false,
    ignore = false,
    unsupported = false,
  }: { connected?: ChainNamespace[]; embedded?: boolean; ignore?: boolean; unsupported?: boolean } = {},
) {
  return decideNetworkSwitch({
    activeCaipNetworkId: ETHEREUM.caipNetworkId,
    activeNamespace: 'eip155',
    isUnsupportedChain: unsupported,
    target,
    hasAddress: (namespace) => connected.includes(namespace),
    anyAddress: connected.length > 0,
    embeddedWalletActive: embedded,
    ignoreConfirmation: ignore,
  });
}

describe('decideNetworkSwitch (SPEC.md section 2)', () => {
  it('does nothing for the already active network, whatever else holds', () => {
    expect(decide(ETHEREUM)).toBe('unchanged');
    expect(decide(ETHEREUM, { connected: ['eip155'], ignore: true, embedded: true })).toBe('unchanged');
  });

  it('asks the wallet again for the active network when the wallet sits on an unsupported one', () => {
    expect(decide(ETHEREUM, { connected: ['eip155'], unsupported: true })).toBe('SwitchNetwork');
  });

  it('sets the network directly when nobody is connected (README "Switching networks")', () => {
    expect(decide(OPTIMISM)).toBe('direct');
    expect(decide(SOLANA, { ignore: true })).toBe('direct');
    expect(decide(BITCOIN)).toBe('direct');
  });

  it('otherwise pushes SwitchNetwork when a wallet is connected on an unrelated namespace only', () => {
    expect(decide(SOLANA, { connected: ['bip122'] })).toBe('SwitchNetwork');
    expect(decide(OPTIMISM, { connected: ['solana'] })).toBe('SwitchNetwork');
  });

  it('pushes SwitchNetwork when confirmation is ignored, even across namespaces', () => {
    expect(decide(SOLANA, { connected: ['eip155'], ignore: true })).toBe('SwitchNetwork');
    expect(decide(BITCOIN, { connected: ['eip155'], ignore: true })).toBe('SwitchNetwork');
  });

  it('pushes SwitchNetwork when the embedded wallet is active and supports the chain', () => {
    expect(decide(SOLANA, { connected: ['eip155'], embedded: true })).toBe('SwitchNetwork');
    // bip122 is not an embedded-wallet namespace: the confirmation rule applies.
    expect(decide(BITCOIN, { connected: ['eip155'], embedded: true })).toBe('SwitchActiveChain');
  });

  it('pushes SwitchActiveChain when an address exists on the current chain but not on the target namespace', () => {
    expect(decide(SOLANA, { connected: ['eip155'] })).toBe('SwitchActiveChain');
  });

  it('otherwise pushes SwitchNetwork', () => {
    expect(decide(OPTIMISM, { connected: ['eip155'] })).toBe('SwitchNetwork');
    expect(decide(SOLANA, { connected: ['eip155', 'solana'] })).toBe('SwitchNetwork');
    expect(decide(SOLANA, { connected: ['solana'] })).toBe('SwitchNetwork');
  });
});
