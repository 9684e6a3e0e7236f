/**
 * The connection's test world: browser wallets played by fakes, the real connectors use case over them,
 * the real WalletConnect pairing (over the fake WalletConnect client) as the connection's pairing, virtual
 * time, and the events the connection reports. Shared by the test file of each command.
 */
import { BehaviorSubject } from 'rxjs';
import type { ConnectionStatus } from '../../../entities/account/account.js';
import type { ChainNamespace, Connector } from '../../../entities/connector/connector.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import { connectedConnectorIdKey, STORAGE_KEYS } from '../../../entities/storage/storage-keys.js';
import type { CatalogueWallet } from '../../../entities/wallet/wallet.js';
import { FakeStorage } from '../../../../tests/fakes/memory-storage.fake.js';
import { RecordingLogger } from '../../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { recordingEvents } from '../../../../tests/fakes/use-case-world.js';
import { FakeConnectorDiscovery, MockConnector } from '../../../../tests/fakes/wallet-connector.fake.js';
import { FakeWalletConnectClient } from '../../../../tests/fakes/walletconnect-client.fake.js';
import { ConnectorsUseCase } from '../../connectors/connectors.usecase.js';
import { WalletConnectUseCase } from '../../walletconnect/walletconnect.usecase.js';
import { ConnectionUseCase } from '../connection.usecase.js';

export const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
export const ALICE_CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const BOB_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

export const EIP155_CONNECTOR_KEY = connectedConnectorIdKey('eip155');
export const SOLANA_CONNECTOR_KEY = connectedConnectorIdKey('solana');

/** An EIP-6963 wallet on eip155:1 holding ALICE and BOB. */
export function browserWallet(id: string, name: string, fields: Partial<Connector> = {}): MockConnector {
  return new MockConnector({
    info: { id, name, type: 'ANNOUNCED', chain: 'eip155', info: { rdns: id }, ...fields },
    accounts: [ALICE, BOB],
    caipNetworkId: 'eip155:1',
    knownNetworks: ['eip155:11155111'],
  });
}

export const metamask = () => browserWallet('io.metamask', 'MetaMask');
export const rainbow = () => browserWallet('me.rainbow', 'Rainbow');
export const coinbase = () => browserWallet('com.coinbase.wallet', 'Coinbase Wallet');
export const phantom = () =>
  new MockConnector({
    info: { id: 'app.phantom.solana', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
    accounts: [SOLANA_ADDRESS],
    caipNetworkId: SOLANA_MAINNET,
  });
/** The email and social wallet. */
export const embedded = () => browserWallet('ID_AUTH', 'Email', { type: 'ID_AUTH', info: {} });

export type WorldOptions = {
  connectors?: MockConnector[];
  extraConnectors?: MockConnector[];
  storage?: FakeStorage;
  namespaces?: ChainNamespace[];
  defaultCaipNetworkId?: string;
  catalogue?: CatalogueWallet[];
};

export function world({
  connectors = [metamask()],
  extraConnectors = [],
  storage = new FakeStorage(),
  namespaces = ['eip155'],
  defaultCaipNetworkId,
  catalogue = [],
}: WorldOptions = {}) {
  const scheduler = new VirtualScheduler();
  const logger = new RecordingLogger();
  const discovery = new FakeConnectorDiscovery(connectors);
  const connectorsUseCase = new ConnectorsUseCase({
    discovery,
    extraConnectors,
    catalogueWallets$: new BehaviorSubject<readonly CatalogueWallet[]>(catalogue),
  });
  connectorsUseCase.start();
  const { emitted: events, emit } = recordingEvents();
  const bus = { emit };
  // The pairing and the connection know each other, as the container wires them: the pairing connects
  // through the connection, the connection resets the pairing on disconnect.
  const walletConnectClient = new FakeWalletConnectClient(scheduler);
  const pairing = new WalletConnectUseCase({
    client: walletConnectClient,
    connection: { connect: (parameters) => connection.connect(parameters) },
    scheduler,
    storage,
    logger,
    events: bus,
  });
  // No sign-in use case exists yet; this records what the connection asks of one.
  const sessions = { cleared: [] as ChainNamespace[], clear: (namespace: ChainNamespace) => void sessions.cleared.push(namespace) };
  const connection: ConnectionUseCase = new ConnectionUseCase({
    connectors: connectorsUseCase,
    storage,
    scheduler,
    logger,
    events: bus,
    namespaces,
    defaultCaipNetworkId,
    pairing: { reset: () => pairing.resetPairing() },
    sessions,
  });
  /** How many times the pairing was reset (each reset releases the client's pairing). */
  const pairingResets = () => walletConnectClient.calls.filter((call) => call.method === 'abortPairing').length;
  /** The statuses `namespace` goes through from now on, each change once. */
  const statuses = (namespace: ChainNamespace = 'eip155') => {
    const seen: ConnectionStatus[] = [];
    connection.state$.subscribe((state) => {
      const status = state.namespaces[namespace]?.status;
      if (status !== undefined && seen.at(-1) !== status) seen.push(status);
    });
    return seen;
  };
  const connector = (id: string) => {
    const found = [...connectors, ...extraConnectors].find((entry) => entry.info.id === id);
    if (!found) throw new Error(`no connector ${id} in this world`);
    return found;
  };
  return {
    scheduler,
    logger,
    discovery,
    connectorsUseCase,
    connection,
    storage,
    events,
    pairing,
    pairingResets,
    sessions,
    statuses,
    connector,
  };
}

export const eip155 = (connection: ConnectionUseCase) => connection.snapshot.namespaces.eip155;
export const stored = (storage: FakeStorage) => Object.fromEntries(storage.entries);
export const connectCalls = (connector: MockConnector) => connector.calls.filter((call) => call.method === 'connect').length;

export async function rejection(promise: Promise<unknown>): Promise<WalletportError> {
  try {
    await promise;
  } catch (error) {
    return error as WalletportError;
  }
  throw new Error('expected a rejection');
}

/** The storage a fresh MetaMask connection on eip155:1 leaves. */
export function storageAfterMetamaskConnect() {
  return {
    [EIP155_CONNECTOR_KEY]: 'io.metamask',
    [STORAGE_KEYS.CONNECTIONS]: JSON.stringify({
      eip155: [
        {
          connectorId: 'io.metamask',
          accounts: [
            { address: ALICE_CHECKSUMMED, type: 'eoa' },
            { address: BOB_CHECKSUMMED, type: 'eoa' },
          ],
        },
      ],
    }),
    [STORAGE_KEYS.CONNECTED_NAMESPACES]: 'eip155',
    [STORAGE_KEYS.CONNECTION_STATUS]: 'connected',
    [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'eip155',
    [STORAGE_KEYS.WALLET_ID]: 'io.metamask',
    [STORAGE_KEYS.WALLET_NAME]: 'MetaMask',
    [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify([{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]),
  };
}

/** The storage a MetaMask connection leaves behind after a reload (the first page's use case disposed). */
export async function connectedStorage(): Promise<FakeStorage> {
  const first = world({ connectors: [metamask()] });
  await first.connection.connect({ connectorId: 'io.metamask' });
  first.connection.dispose();
  return first.storage;
}
