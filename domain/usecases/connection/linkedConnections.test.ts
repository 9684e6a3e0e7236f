import { describe, expect, it } from 'vitest';
import type { ConnectResult, LinkedConnectResult } from '../../../ports/wallet-connector.port.js';
import { MockConnector } from '../../../testing/mock-connector.js';
import { ALICE, ALICE_CHECKSUMMED, eip155, phantom, SOLANA_ADDRESS, SOLANA_MAINNET, world } from './testing/connectionWorld.js';

/** A WalletConnect-like connector: its approval may also connect the solana connector over the same session. */
class SessionConnector extends MockConnector {
  linked: LinkedConnectResult[] = [];
  ownAccounts = true;

  override async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const result = await super.connect(params);
    return { ...result, accounts: this.ownAccounts ? result.accounts : [], linked: this.linked };
  }
}

function walletConnectPair() {
  const evm = new SessionConnector({
    info: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    accounts: [ALICE],
    caipNetworkId: 'eip155:1',
  });
  const solana = new MockConnector({
    info: { id: 'walletConnectSolana', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
    accounts: [SOLANA_ADDRESS],
    caipNetworkId: SOLANA_MAINNET,
  });
  evm.linked = [{ connectorId: 'walletConnectSolana', accounts: [SOLANA_ADDRESS], caipNetworkId: SOLANA_MAINNET }];
  return { evm, solana };
}

describe('connect with linked connections', () => {
  it('connects every namespace the one approval holds accounts in, the asked one active', async () => {
    const { evm, solana } = walletConnectPair();
    const { connection } = world({ connectors: [evm, solana], namespaces: ['eip155', 'solana'] });
    const result = await connection.connect({ connectorId: 'walletConnect' });
    expect(result.address).toBe(ALICE_CHECKSUMMED);
    expect(eip155(connection)?.status).toBe('connected');
    expect(connection.snapshot.namespaces.solana).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnectSolana',
      address: SOLANA_ADDRESS,
      caipNetworkId: SOLANA_MAINNET,
    });
    expect(connection.snapshot.activeNamespace).toBe('eip155');
    // The linked connector was not prompted: the approval already covered it.
    expect(solana.calls.filter((call) => call.method === 'connect')).toHaveLength(0);
  });

  it('types a linked EVM account from the capabilities its linked result carries, as at its own connect', async () => {
    const solana = new SessionConnector({
      info: { id: 'walletConnectSolana', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
      accounts: [SOLANA_ADDRESS],
      caipNetworkId: SOLANA_MAINNET,
    });
    const evm = new MockConnector({ info: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }, accounts: [ALICE], caipNetworkId: 'eip155:1' });
    solana.linked = [{ connectorId: 'walletConnect', accounts: [ALICE], caipNetworkId: 'eip155:1', capabilities: { atomic: { status: 'supported' } } }];
    const { connection } = world({ connectors: [evm, solana], namespaces: ['eip155', 'solana'] });
    await connection.connect({ connectorId: 'walletConnectSolana' });
    expect(eip155(connection)?.allAccounts).toEqual([{ address: ALICE_CHECKSUMMED, type: 'smartAccount' }]);
  });

  it('connects only the other namespace when the wallet approved accounts only there', async () => {
    const { evm, solana } = walletConnectPair();
    evm.ownAccounts = false;
    const { connection } = world({ connectors: [evm, solana], namespaces: ['eip155', 'solana'] });
    const result = await connection.connect({ connectorId: 'walletConnect' });
    expect(result).toMatchObject({ namespace: 'solana', address: SOLANA_ADDRESS });
    expect(eip155(connection)?.status).toBe('disconnected');
    expect(connection.snapshot.namespaces.solana?.status).toBe('connected');
    expect(connection.snapshot.activeNamespace).toBe('solana');
  });

  it('leaves a namespace alone that is not configured, or connected to another wallet', async () => {
    const unconfigured = walletConnectPair();
    const first = world({ connectors: [unconfigured.evm, unconfigured.solana], namespaces: ['eip155'] });
    await first.connection.connect({ connectorId: 'walletConnect' });
    expect(first.connection.snapshot.namespaces.solana).toBeUndefined();

    const taken = walletConnectPair();
    const second = world({ connectors: [taken.evm, taken.solana, phantom()], namespaces: ['eip155', 'solana'] });
    await second.connection.connect({ connectorId: 'app.phantom.solana' });
    await second.connection.connect({ connectorId: 'walletConnect' });
    expect(second.connection.snapshot.namespaces.solana?.connectorId).toBe('app.phantom.solana');
    expect(eip155(second.connection)?.status).toBe('connected');
  });

  it('drops a linked connection the wallet described badly, and still connects its own namespace', async () => {
    const { evm, solana } = walletConnectPair();
    evm.linked = [{ connectorId: 'walletConnectSolana', accounts: [SOLANA_ADDRESS], caipNetworkId: 'eip155:1' }];
    const { connection, logger } = world({ connectors: [evm, solana], namespaces: ['eip155', 'solana'] });
    await connection.connect({ connectorId: 'walletConnect' });
    expect(eip155(connection)?.status).toBe('connected');
    expect(connection.snapshot.namespaces.solana?.status).toBe('disconnected');
    expect(logger.messages('warn')).toContain('Left out the solana accounts walletConnectSolana approved with the connect');
  });

  it('fails the connect when neither its own nor a linked namespace got an account', async () => {
    const { evm, solana } = walletConnectPair();
    evm.ownAccounts = false;
    evm.linked = [];
    const { connection } = world({ connectors: [evm, solana], namespaces: ['eip155', 'solana'] });
    await expect(connection.connect({ connectorId: 'walletConnect' })).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
    expect(eip155(connection)?.status).toBe('disconnected');
  });
});
