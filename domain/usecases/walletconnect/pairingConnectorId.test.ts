import { describe, expect, it } from 'vitest';
import { pairingConnectorId } from './pairingConnectorId.js';

const both = () => true;
const only = (id: string) => (candidate: string) => candidate === id;

describe('pairingConnectorId', () => {
  it('pairs through the solana connector on a Solana network, else the eip155 one', () => {
    expect(pairingConnectorId({ activeNamespace: 'solana', hasConnector: both })).toBe('walletConnectSolana');
    expect(pairingConnectorId({ activeNamespace: 'eip155', hasConnector: both })).toBe('walletConnect');
    expect(pairingConnectorId({ activeNamespace: undefined, hasConnector: both })).toBe('walletConnect');
  });

  it('falls back to the connector the page has', () => {
    expect(pairingConnectorId({ activeNamespace: 'eip155', hasConnector: only('walletConnectSolana') })).toBe('walletConnectSolana');
    expect(pairingConnectorId({ activeNamespace: 'solana', hasConnector: only('walletConnect') })).toBe('walletConnect');
    expect(pairingConnectorId({ activeNamespace: 'solana', hasConnector: () => false })).toBe('walletConnect');
  });
});
