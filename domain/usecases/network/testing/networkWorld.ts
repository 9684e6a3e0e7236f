/**
 * The network use case's test world: wallets played by fakes, the real connectors and connection use cases
 * over them (so a wallet connects, switches and disconnects as it does in the product), the real router with
 * its pushes recorded, the events the use case reports and the modal opens it asks for (the router and events
 * recorders of the shared use-case world, tests/fakes/use-case-world.ts).
 */
import type { Connector } from '../../../entities/connector/connector.js';
import {
  base,
  ethereum,
  optimism,
  solana,
  solanaDevnet,
  walletportDevnetA,
  walletportDevnetB,
  type CaipNetwork,
} from '../../../entities/network/index.js';
import { STORAGE_KEYS } from '../../../entities/storage/storage-keys.js';
import { FakeStorage } from '../../../../tests/fakes/memory-storage.fake.js';
import { RecordingLogger } from '../../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { recordingEvents, recordingRouter } from '../../../../tests/fakes/use-case-world.js';
import { FakeConnectorDiscovery, MockConnector } from '../../../../tests/fakes/wallet-connector.fake.js';
import { ConnectionUseCase } from '../../connection/connection.usecase.js';
import { ConnectorsUseCase } from '../../connectors/connectors.usecase.js';
import type { ViewName } from '../../router/views.js';
import { NetworkUseCase, type NetworkOptions } from '../network.usecase.js';
import { networkConnection } from '../networkConnection.js';

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
export const ACTIVE_KEY = STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID;

export const NETWORKS: CaipNetwork[] = [ethereum, optimism, base, walletportDevnetA, walletportDevnetB, solana, solanaDevnet];

/** A browser wallet on eip155 holding ALICE, on `caipNetworkId`; it knows optimism, base and devnet A too. */
export function evmWallet(caipNetworkId: string = ethereum.caipNetworkId, info: Partial<Connector> = {}): MockConnector {
  return new MockConnector({
    info: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', ...info },
    accounts: [ALICE],
    caipNetworkId,
    knownNetworks: [optimism.caipNetworkId, base.caipNetworkId, walletportDevnetA.caipNetworkId],
  });
}

/** A Solana wallet holding SOLANA_ADDRESS, on `caipNetworkId` (solana mainnet by default). */
export function solanaWallet(caipNetworkId: string = solana.caipNetworkId): MockConnector {
  return new MockConnector({
    info: { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
    accounts: [SOLANA_ADDRESS],
    caipNetworkId,
  });
}

export type NetworkWorldOptions = {
  networks?: CaipNetwork[];
  defaultNetwork?: CaipNetwork;
  options?: NetworkOptions;
  storage?: FakeStorage;
  /** The wallets the page finds (each can then be connected with `connect`). */
  wallets?: MockConnector[];
  initialView?: ViewName;
  withModal?: boolean;
};

export function networkWorld({
  networks = NETWORKS,
  defaultNetwork,
  options,
  storage = new FakeStorage(),
  wallets = [],
  initialView = 'Account',
  withModal = false,
}: NetworkWorldOptions = {}) {
  const logger = new RecordingLogger();
  const scheduler = new VirtualScheduler();
  const connectors = new ConnectorsUseCase({ discovery: new FakeConnectorDiscovery(wallets) });
  connectors.start();
  const connection = new ConnectionUseCase({
    connectors,
    storage,
    scheduler,
    logger,
    events: { emit: () => undefined },
    namespaces: ['eip155', 'solana'],
  });
  const { router, pushes } = recordingRouter([initialView]);
  const { emitted: events, emit } = recordingEvents();
  const modalOpens: { view: ViewName }[] = [];
  /** The network use case, built as the container builds it; not started. */
  const build = () =>
    new NetworkUseCase({
      networks,
      defaultNetwork,
      connection: networkConnection({ connection, connectors }),
      router,
      storage,
      events: { emit },
      options,
      logger,
      ...(withModal ? { modal: { open: (openOptions: { view: ViewName }) => modalOpens.push(openOptions) } } : {}),
    });
  /** The network use case, started (it restored the stored network and follows the connection). */
  const start = () => {
    const network = build();
    network.start();
    return network;
  };
  /** The user connects each wallet in turn; each connect makes its namespace the active one, so the last one's is. */
  const connect = async (...connected: MockConnector[]) => {
    for (const wallet of connected) await connection.connect({ connectorId: wallet.info.id });
  };
  return { router, pushes, events, storage, connection, connectors, modalOpens, logger, scheduler, build, start, connect };
}
