import { describe, expect, it } from 'vitest';
import { connectedConnectorIdKey, EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { ConnectionStorage } from './connection.storage.js';

const CONNECTOR_KEY = connectedConnectorIdKey('eip155');

function setup() {
  const storage = new FakeStorage();
  return { storage, connection: new ConnectionStorage(storage) };
}

describe('ConnectionStorage', () => {
  it('stores strings unquoted, as the production modal does, and reads quoted ones too', () => {
    const { storage, connection } = setup();
    connection.writeConnectedConnectorId('eip155', 'io.metamask');
    connection.writeActiveNamespace('eip155');
    connection.writeConnectionStatus('connected');
    connection.writeWallet({ id: 'c57ca95b', name: 'MetaMask' });
    expect(Object.fromEntries(storage.entries)).toEqual({
      [CONNECTOR_KEY]: 'io.metamask',
      [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'eip155',
      [STORAGE_KEYS.CONNECTION_STATUS]: 'connected',
      [STORAGE_KEYS.WALLET_ID]: 'c57ca95b',
      [STORAGE_KEYS.WALLET_NAME]: 'MetaMask',
    });
    storage.plant(CONNECTOR_KEY, '"quoted"');
    expect(connection.readConnectedConnectorId('eip155')).toBe('quoted');
    connection.writeWallet(undefined);
    expect(storage.entries.has(STORAGE_KEYS.WALLET_ID)).toBe(false);
    expect(storage.entries.has(STORAGE_KEYS.WALLET_NAME)).toBe(false);
  });

  it('keeps connected namespaces as a comma list, reads a JSON list, skips unknown entries', () => {
    const { storage, connection } = setup();
    connection.addConnectedNamespace('eip155');
    connection.addConnectedNamespace('solana');
    connection.addConnectedNamespace('eip155');
    expect(storage.entries.get(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe('eip155,solana');
    connection.removeConnectedNamespace('eip155');
    expect(storage.entries.get(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe('solana');
    connection.removeConnectedNamespace('solana');
    expect(storage.entries.has(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe(false);
    storage.plant(STORAGE_KEYS.CONNECTED_NAMESPACES, '["solana","mars",3]');
    expect(connection.readConnectedNamespaces()).toEqual(['solana']);
    storage.plant(STORAGE_KEYS.CONNECTED_NAMESPACES, '{"eip155":true}');
    expect(connection.readConnectedNamespaces()).toEqual([]);
    expect(storage.entries.has(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe(false);
  });

  it('reads back ids with single inner spaces (a Wallet Standard wallet named by its name), not other whitespace', () => {
    const { storage, connection } = setup();
    const id = 'wallet-standard:Walletport Solana Test Wallet';
    connection.writeConnectedConnectorId('solana', id);
    connection.writeConnections('solana', [{ connectorId: id, accounts: [{ address: 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce', type: 'eoa' }] }]);
    connection.writeRecentWallets([{ id, name: 'Walletport Solana Test Wallet' }]);
    expect(connection.readConnectedConnectorId('solana')).toBe(id);
    expect(connection.readConnections('solana').map((entry) => entry.connectorId)).toEqual([id]);
    expect(connection.readRecentWallets().map((wallet) => wallet.id)).toEqual([id]);
    for (const planted of [' leading', 'trailing ', 'two  spaces', 'tab\there', 'x'.repeat(257)]) {
      storage.plant(connectedConnectorIdKey('solana'), planted);
      expect(connection.readConnectedConnectorId('solana'), planted).toBeUndefined();
    }
  });

  it('keeps connections per namespace and leaves other namespaces alone', () => {
    const { storage, connection } = setup();
    storage.plant(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ polkadot: [{ connectorId: 'talisman', accounts: [], auth: { x: 1 } }] }));
    connection.writeConnections('eip155', [{ connectorId: 'mm', accounts: [{ address: '0xA', type: 'eoa' }] }]);
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.CONNECTIONS) ?? '')).toEqual({
      polkadot: [{ connectorId: 'talisman', accounts: [], auth: { x: 1 } }],
      eip155: [{ connectorId: 'mm', accounts: [{ address: '0xA', type: 'eoa' }] }],
    });
    expect(connection.readConnections('eip155')).toEqual([{ connectorId: 'mm', accounts: [{ address: '0xA', type: 'eoa' }] }]);
    connection.writeConnections('eip155', []);
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.CONNECTIONS) ?? '')).toEqual({
      polkadot: [{ connectorId: 'talisman', accounts: [], auth: { x: 1 } }],
    });
    connection.writeConnections('polkadot', []);
    expect(storage.entries.has(STORAGE_KEYS.CONNECTIONS)).toBe(false);
  });

  it('skips malformed connection entries and accounts, and gives unknown account types the default', () => {
    const { storage, connection } = setup();
    storage.plant(
      STORAGE_KEYS.CONNECTIONS,
      JSON.stringify({
        eip155: [
          { connectorId: '', accounts: [] },
          'garbage',
          { connectorId: 'mm', accounts: [{ address: '0xA', type: 'alien' }, { nope: 1 }, { address: '0xB' }] },
          { connectorId: 'mm', accounts: [] },
        ],
      }),
    );
    expect(connection.readConnections('eip155')).toEqual([
      {
        connectorId: 'mm',
        accounts: [
          { address: '0xA', type: 'smartAccount' },
          { address: '0xB', type: 'smartAccount' },
        ],
      },
    ]);
  });

  it('adds and removes disconnected connector ids per namespace', () => {
    const { storage, connection } = setup();
    connection.addDisconnectedConnectorIds('eip155', ['mm', 'mm', 'rainbow']);
    connection.addDisconnectedConnectorIds('solana', ['phantom']);
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS) ?? '')).toEqual({
      eip155: ['mm', 'rainbow'],
      solana: ['phantom'],
    });
    expect(connection.isDisconnected('eip155', 'mm')).toBe(true);
    expect(connection.isDisconnected('solana', 'mm')).toBe(false);
    connection.removeDisconnectedConnectorId('eip155', 'mm');
    connection.removeDisconnectedConnectorId('eip155', 'rainbow');
    connection.removeDisconnectedConnectorId('solana', 'phantom');
    expect(storage.entries.has(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS)).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '["mm"]'],
    ['a string', 'mm'],
    ['a map of non-lists', '{"eip155":"mm"}'],
  ])('drops corrupt disconnected connector ids (%s)', (_case, raw) => {
    const { storage, connection } = setup();
    storage.plant(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, raw);
    expect(connection.readDisconnectedConnectorIds('eip155')).toEqual([]);
    expect(storage.entries.has(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS)).toBe(false);
  });

  it('reads recent wallets written by the production modal, skipping malformed entries', () => {
    const { storage, connection } = setup();
    storage.plant(
      STORAGE_KEYS.RECENT_WALLETS,
      JSON.stringify([
        { id: 'c57ca95b', name: 'MetaMask', image_id: 'x', rdns: 'io.metamask', mobile_link: null },
        { id: 42 },
        { id: 'c57ca95b', name: 'MetaMask again' },
        { id: '1ae92b26', name: 'Rainbow', rdns: null, imageUrl: 'https://img' },
        { id: 'third', name: 'Third' },
      ]),
    );
    expect(connection.readRecentWallets()).toEqual([
      { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' },
      { id: '1ae92b26', name: 'Rainbow', imageUrl: 'https://img' },
    ]);
  });

  it('removes malformed recent-wallet entries from storage, keeping the well-formed ones as written', () => {
    const { storage, connection } = setup();
    const metamask = { id: 'c57ca95b', name: 'MetaMask', image_id: 'x', rdns: 'io.metamask' };
    storage.plant(STORAGE_KEYS.RECENT_WALLETS, JSON.stringify([1, metamask, 'x', null]));
    expect(connection.readRecentWallets()).toEqual([{ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }]);
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.RECENT_WALLETS) ?? '')).toEqual([metamask]);
    storage.plant(STORAGE_KEYS.RECENT_WALLETS, JSON.stringify(Array.from({ length: 50_000 }, () => 'junk')));
    expect(connection.readRecentWallets()).toEqual([]);
    expect(storage.entries.has(STORAGE_KEYS.RECENT_WALLETS)).toBe(false);
  });

  it('removes disconnected connector ids that are not ids, and a connector id of a megabyte', () => {
    const { storage, connection } = setup();
    storage.plant(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, JSON.stringify({ eip155: [{ connectorId: 'mm' }, 'rainbow'], solana: ['phantom'] }));
    expect(connection.readDisconnectedConnectorIds('eip155')).toEqual(['rainbow']);
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS) ?? '')).toEqual({ eip155: ['rainbow'], solana: ['phantom'] });
    storage.plant(CONNECTOR_KEY, 'x'.repeat(1024 * 1024));
    expect(connection.readConnectedConnectorId('eip155')).toBeUndefined();
    expect(storage.entries.has(CONNECTOR_KEY)).toBe(false);
    storage.plant(CONNECTOR_KEY, 'x'.repeat(256));
    expect(connection.readConnectedConnectorId('eip155')).toBe('x'.repeat(256));
  });

  it('drops an active namespace or a status it does not know', () => {
    const { storage, connection } = setup();
    storage.plant(STORAGE_KEYS.ACTIVE_NAMESPACE, 'mars');
    storage.plant(STORAGE_KEYS.CONNECTION_STATUS, 'maybe');
    expect(connection.readActiveNamespace()).toBeUndefined();
    expect(connection.readConnectionStatus()).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('never throws when the storage refuses', () => {
    const { storage, connection } = setup();
    storage.failWritesWith = new Error('QuotaExceededError');
    expect(() => {
      connection.writeConnectedConnectorId('eip155', 'mm');
      connection.writeConnections('eip155', [{ connectorId: 'mm', accounts: [] }]);
      connection.addConnectedNamespace('eip155');
      connection.writeRecentWallets([{ id: 'a', name: 'A' }]);
    }).not.toThrow();
    storage.failWritesWith = undefined;
    storage.failReadsWith = new Error('SecurityError');
    expect(connection.readConnectedConnectorId('eip155')).toBeUndefined();
    expect(connection.readRecentWallets()).toEqual([]);
  });

  it('clears the social login, and leaves the deep-link choice to the WalletConnect pairing that owns it', () => {
    const { storage, connection } = setup();
    storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
    storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, 'alice');
    storage.plant(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER, 'google');
    storage.plant(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SOCIAL_USERNAME, 'alice');
    storage.plant(STORAGE_KEYS.DEEPLINK_CHOICE, '{"href":"x","name":"y"}');
    connection.clearSocial();
    expect(storage.keys()).toEqual([STORAGE_KEYS.DEEPLINK_CHOICE]);
  });
});
