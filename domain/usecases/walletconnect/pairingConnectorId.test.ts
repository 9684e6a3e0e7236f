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

  it("pairs through the namespace's own connector on a Bitcoin, Polkadot or Cosmos network, else the first the page has", () => {
    expect(pairingConnectorId({ activeNamespace: 'bip122', hasConnector: both })).toBe('walletConnectBip122');
    expect(pairingConnectorId({ activeNamespace: 'polkadot', hasConnector: both })).toBe('walletConnectPolkadot');
    expect(pairingConnectorId({ activeNamespace: 'cosmos', hasConnector: both })).toBe('walletConnectCosmos');
    expect(pairingConnectorId({ activeNamespace: 'eip155', hasConnector: only('walletConnectPolkadot') })).toBe('walletConnectPolkadot');
    expect(pairingConnectorId({ activeNamespace: 'cosmos', hasConnector: only('walletConnect') })).toBe('walletConnect');
  });
});
