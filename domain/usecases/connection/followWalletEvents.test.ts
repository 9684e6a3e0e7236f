import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import {
  ALICE_CHECKSUMMED,
  BOB,
  BOB_CHECKSUMMED,
  EIP155_CONNECTOR_KEY,
  eip155,
  embedded,
  SOLANA_MAINNET,
  stored,
  world,
} from './testing/connectionWorld.js';

describe("the wallet's own events", () => {
  it("reads the account's type again where the wallet moved to (a delegation is per chain, per account)", async () => {
    const { connection, connector, storage } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    const wallet = connector('io.metamask');
    const types = () => eip155(connection)?.allAccounts.map(({ type }) => type);
    expect(types()).toEqual(['eoa', 'eoa']);

    wallet.capabilities = { atomic: { status: 'supported' } };
    wallet.emitChainChanged('eip155:11155111');
    await flushMicrotasks();
    expect(types()).toEqual(['smartAccount', 'eoa']);
    expect(wallet.calls.filter((call) => call.method === 'readCapabilities').at(-1)).toEqual({
      method: 'readCapabilities',
      params: { address: ALICE_CHECKSUMMED, caipNetworkId: 'eip155:11155111' },
    });
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.CONNECTIONS) ?? '').eip155[0].accounts[0]).toEqual({ address: ALICE_CHECKSUMMED, type: 'smartAccount' });

    wallet.capabilities = undefined;
    wallet.emitAccountsChanged([BOB]);
    await flushMicrotasks();
    expect(eip155(connection)?.allAccounts).toEqual([{ address: BOB_CHECKSUMMED, type: 'eoa' }]);
  });

  it('keeps the type a newer event decided when an older read answers late', async () => {
    const { connection, connector } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    const wallet = connector('io.metamask');
    let answerOld: (value: Record<string, unknown> | undefined) => void = () => undefined;
    wallet.readCapabilities = () => new Promise((resolve) => (answerOld = resolve));
    wallet.emitChainChanged('eip155:11155111');
    const late = answerOld;
    wallet.readCapabilities = async () => undefined;
    wallet.emitAccountsChanged([BOB]);
    await flushMicrotasks();
    late({ atomic: { status: 'supported' } });
    await flushMicrotasks();
    expect(eip155(connection)?.allAccounts).toEqual([{ address: BOB_CHECKSUMMED, type: 'eoa' }]);
  });

  it('accountsChanged: the new first account becomes the active address', async () => {
    const { connection, connector, storage } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    connector('io.metamask').emitAccountsChanged([BOB]);
    expect(eip155(connection)).toMatchObject({
      status: 'connected',
      address: BOB_CHECKSUMMED,
      caipAddress: `eip155:1:${BOB_CHECKSUMMED}`,
      allAccounts: [{ address: BOB_CHECKSUMMED, type: 'eoa' }],
    });
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.CONNECTIONS) ?? '')).toEqual({
      eip155: [{ connectorId: 'io.metamask', accounts: [{ address: BOB_CHECKSUMMED, type: 'eoa' }] }],
    });
  });

  it('accountsChanged with no account (locked wallet) disconnects and clears the stored session', async () => {
    const { connection, connector, storage } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    connector('io.metamask').emitAccountsChanged([]);
    expect(eip155(connection)?.status).toBe('disconnected');
    expect(storage.entries.has(EIP155_CONNECTOR_KEY)).toBe(false);
    expect(storage.entries.has(STORAGE_KEYS.CONNECTIONS)).toBe(false);
    expect(connector('io.metamask').listenerCount).toBe(0);
  });

  it('accountsChanged with a malformed account is ignored and logged', async () => {
    const { connection, connector, logger } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    const before = connection.snapshot;
    connector('io.metamask').emitAccountsChanged(['0xbad']);
    expect(connection.snapshot).toBe(before);
    expect(logger.messages('warn')).toHaveLength(1);
  });

  it('chainChanged: the network and the CAIP address follow, and chainChanged$ tells the others', async () => {
    const { connection, connector } = world();
    const changes: unknown[] = [];
    connection.chainChanged$.subscribe((change) => changes.push(change));
    await connection.connect({ connectorId: 'io.metamask' });
    connector('io.metamask').emitChainChanged('eip155:11155111');
    expect(eip155(connection)).toMatchObject({
      caipNetworkId: 'eip155:11155111',
      caipAddress: `eip155:11155111:${ALICE_CHECKSUMMED}`,
    });
    expect(changes).toEqual([{ namespace: 'eip155', connectorId: 'io.metamask', caipNetworkId: 'eip155:11155111' }]);
    const before = connection.snapshot;
    connector('io.metamask').emitChainChanged('eip155:11155111');
    expect(connection.snapshot).toBe(before);
    expect(changes).toHaveLength(1);
  });

  it('chainChanged to something that is not a network of the namespace is ignored', async () => {
    const { connection, connector, logger } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    connector('io.metamask').emitChainChanged(SOLANA_MAINNET);
    connector('io.metamask').emitChainChanged('eip155:not a chain');
    expect(eip155(connection)?.caipNetworkId).toBe('eip155:1');
    expect(logger.messages('warn')).toHaveLength(2);
  });

  it('disconnect: cleared like a disconnect, without asking the wallet', async () => {
    const { connection, connector, storage, pairingResets, events } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
    connector('io.metamask').emitDisconnect();
    expect(eip155(connection)?.status).toBe('disconnected');
    expect(connector('io.metamask').calls.some((call) => call.method === 'disconnect')).toBe(false);
    expect(stored(storage)).toEqual({
      [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'eip155',
      [STORAGE_KEYS.CONNECTION_STATUS]: 'disconnected',
      [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify([{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]),
    });
    expect(pairingResets()).toBe(1);
    expect(events.map((event) => event.event)).toEqual(['CONNECT_SUCCESS']);
  });

  describe('the embedded (email and social) wallet', () => {
    it('reporting not connected while connected disconnects and clears the social login', async () => {
      const { connection, connector, storage } = world({ connectors: [], extraConnectors: [embedded()] });
      await connection.connect({ connectorId: 'ID_AUTH' });
      storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
      storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, 'alice');
      connector('ID_AUTH').emitDisconnect();
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(storage.entries.has(STORAGE_KEYS.CONNECTED_SOCIAL)).toBe(false);
      expect(storage.entries.has(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME)).toBe(false);
    });
  });
});

describe('a Bitcoin wallet switching accounts (SPEC.md section 5)', () => {
  const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
  const PAYMENT = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';
  const OTHER_PAYMENT = 'bcrt1qadsmkza0uadx3zlv48fhyezne9ad6thv6e3pa0';
  const bitcoinWallet = () =>
    new MockConnector({ info: { id: 'sats-connect:Xverse', name: 'Xverse', type: 'ANNOUNCED', chain: 'bip122' }, accounts: [PAYMENT], caipNetworkId: REGTEST });

  it('follows the wallet to another payment account', async () => {
    const { connection, connector } = world({ connectors: [bitcoinWallet()], namespaces: ['bip122'] });
    await connection.connect({ connectorId: 'sats-connect:Xverse' });
    expect(connection.snapshot.namespaces.bip122).toMatchObject({ address: PAYMENT, allAccounts: [{ address: PAYMENT, type: 'payment' }] });
    connector('sats-connect:Xverse').emitAccountsChanged([OTHER_PAYMENT]);
    expect(connection.snapshot.namespaces.bip122).toMatchObject({ address: OTHER_PAYMENT, caipAddress: `${REGTEST}:${OTHER_PAYMENT}`, allAccounts: [{ address: OTHER_PAYMENT, type: 'payment' }] });
  });

  it('stays on its account when the wallet names something that is no Bitcoin address', async () => {
    const { connection, connector, logger } = world({ connectors: [bitcoinWallet()], namespaces: ['bip122'] });
    await connection.connect({ connectorId: 'sats-connect:Xverse' });
    const before = connection.snapshot;
    connector('sats-connect:Xverse').emitAccountsChanged(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']);
    expect(connection.snapshot).toBe(before);
    expect(logger.messages('warn')).toHaveLength(1);
  });
});
