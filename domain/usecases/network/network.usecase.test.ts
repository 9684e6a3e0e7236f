import type { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { UnrecognizedChainError, UserRejectedRequestError } from '../../entities/errors/rpc-errors.js';
import {
  base,
  bitcoin,
  ethereum,
  optimism,
  solana,
  solanaDevnet,
  walletportDevnetA,
  walletportDevnetB,
  type CaipNetwork,
} from '../../entities/network/index.js';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred, FakeWalletConnector, userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import type { ConnectionState, NamespaceConnection } from '../connection/connection.types.js';
import { RouterUseCase } from '../router/router.usecase.js';
import type { ViewName } from '../router/views.js';
import { StateStore } from '../shared/state-store.js';
import { NetworkUseCase, type NetworkConnection, type NetworkOptions } from './network.usecase.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const ACTIVE_KEY = STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID;

const NETWORKS: CaipNetwork[] = [ethereum, optimism, base, walletportDevnetA, walletportDevnetB, solana, solanaDevnet];

/**
 * A stand-in for the connection use case: connection state in a StateStore, one wallet per namespace, and the
 * wallet's chainChanged events followed the way the connection use case follows them.
 */
class ConnectionStandIn implements NetworkConnection {
  readonly store: StateStore<ConnectionState>;
  readonly wallets = new Map<ChainNamespace, FakeWalletConnector>();
  readonly #unfollow = new Map<ChainNamespace, () => void>();

  constructor(activeNamespace: ChainNamespace = 'eip155') {
    this.store = new StateStore<ConnectionState>({
      activeNamespace,
      namespaces: { eip155: disconnected('eip155'), solana: disconnected('solana') },
      connectingConnectorId: undefined,
      recentWallets: [],
    });
  }

  get snapshot(): ConnectionState {
    return this.store.snapshot;
  }

  get state$(): Observable<ConnectionState> {
    return this.store.state$;
  }

  getConnectorFor(namespace: ChainNamespace): FakeWalletConnector | undefined {
    return this.snapshot.namespaces[namespace]?.status === 'connected' ? this.wallets.get(namespace) : undefined;
  }

  setActiveNamespace(namespace: ChainNamespace): void {
    this.store.update({ activeNamespace: namespace });
  }

  /** A wallet connected on `namespace`, on the wallet's current network. */
  connect(wallet: FakeWalletConnector, { makeActive = false }: { makeActive?: boolean } = {}): void {
    const namespace = wallet.info.chain;
    this.wallets.set(namespace, wallet);
    wallet.connected = true;
    this.#setConnection(namespace, connected(namespace, wallet.info.id, wallet.accounts[0] ?? '', wallet.caipNetworkId));
    this.#unfollow.set(
      namespace,
      wallet.subscribe((event) => {
        const current = this.snapshot.namespaces[namespace];
        if (event.type !== 'chainChanged' || !current) return;
        this.#setConnection(namespace, { ...current, caipNetworkId: event.caipNetworkId });
      }),
    );
    if (makeActive) this.setActiveNamespace(namespace);
  }

  disconnect(namespace: ChainNamespace): void {
    this.#unfollow.get(namespace)?.();
    this.#setConnection(namespace, disconnected(namespace));
  }

  #setConnection(namespace: ChainNamespace, connection: NamespaceConnection): void {
    this.store.update((previous) => ({ namespaces: { ...previous.namespaces, [namespace]: connection } }));
  }
}

function disconnected(namespace: ChainNamespace): NamespaceConnection {
  return {
    namespace,
    status: 'disconnected',
    connectorId: undefined,
    address: undefined,
    caipAddress: undefined,
    allAccounts: [],
    caipNetworkId: undefined,
  };
}

function connected(namespace: ChainNamespace, connectorId: string, address: string, caipNetworkId: string): NamespaceConnection {
  return {
    namespace,
    status: 'connected',
    connectorId,
    address,
    caipAddress: `${caipNetworkId}:${address}`,
    allAccounts: [{ address, type: 'eoa' }],
    caipNetworkId,
  };
}

function evmWallet(caipNetworkId: string = ethereum.caipNetworkId, info: Partial<Connector> = {}): FakeWalletConnector {
  return new FakeWalletConnector({
    info: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', ...info },
    accounts: [ALICE],
    caipNetworkId,
    knownNetworks: [optimism.caipNetworkId, base.caipNetworkId, walletportDevnetA.caipNetworkId],
  });
}

function solanaWallet(): FakeWalletConnector {
  return new FakeWalletConnector({
    info: { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
    accounts: [SOLANA_ADDRESS],
    caipNetworkId: solana.caipNetworkId,
  });
}

type TrackedEvent = { type: 'track'; event: string; properties?: Record<string, unknown> | undefined };

function world({
  networks = NETWORKS,
  defaultNetwork,
  options,
  storage = new FakeStorage(),
  connection = new ConnectionStandIn(),
  initialView = 'Account',
  withModal = false,
}: {
  networks?: CaipNetwork[];
  defaultNetwork?: CaipNetwork;
  options?: NetworkOptions;
  storage?: FakeStorage;
  connection?: ConnectionStandIn;
  initialView?: ViewName;
  withModal?: boolean;
} = {}) {
  const router = new RouterUseCase({ initialView });
  const pushes: { view: ViewName; data: unknown }[] = [];
  const push = router.push.bind(router);
  vi.spyOn(router, 'push').mockImplementation((view, data) => {
    pushes.push({ view, data });
    push(view, data);
  });
  const events: TrackedEvent[] = [];
  const modalOpens: { view: ViewName }[] = [];
  const logger = new RecordingLogger();
  const build = () =>
    new NetworkUseCase({
      networks,
      defaultNetwork,
      connection,
      router,
      storage,
      events: { emit: (event) => events.push(event) },
      options,
      logger,
      ...(withModal ? { modal: { open: (openOptions: { view: ViewName }) => modalOpens.push(openOptions) } } : {}),
    });
  return { router, pushes, events, storage, connection, modalOpens, logger, build };
}

describe('NetworkUseCase: the first active network', () => {
  it('restores the stored network when it is configured', () => {
    const storage = new FakeStorage();
    storage.plant(ACTIVE_KEY, base.caipNetworkId);
    const network = world({ storage }).build();
    expect(network.snapshot.activeCaipNetwork).toBe(base);
  });

  it('accepts the stored id as a JSON string too', () => {
    const storage = new FakeStorage();
    storage.plant(ACTIVE_KEY, JSON.stringify(optimism.caipNetworkId));
    expect(world({ storage }).build().snapshot.activeCaipNetwork).toBe(optimism);
  });

  it('ignores a stored network that is not configured, or garbage, and falls back to the default network', () => {
    for (const raw of ['eip155:999', 'not a network', '{"x":1}', '']) {
      const storage = new FakeStorage();
      storage.plant(ACTIVE_KEY, raw);
      expect(world({ storage, defaultNetwork: solana }).build().snapshot.activeCaipNetwork, raw).toBe(solana);
    }
  });

  it('falls back to the first configured network, then to eip155:1', () => {
    expect(world().build().snapshot.activeCaipNetwork).toBe(ethereum);
    expect(world({ networks: [solanaDevnet, ethereum] }).build().snapshot.activeCaipNetwork).toBe(solanaDevnet);
    // A default network that is not configured is not used while configured ones exist.
    expect(world({ networks: [optimism], defaultNetwork: base }).build().snapshot.activeCaipNetwork).toBe(optimism);
    const none = world({ networks: [] }).build().snapshot;
    expect(none.activeCaipNetwork.caipNetworkId).toBe('eip155:1');
    expect(none.networks).toEqual([]);
  });

  it('survives storage that throws on read', () => {
    const storage = new FakeStorage();
    storage.failReadsWith = new Error('SecurityError');
    expect(world({ storage }).build().snapshot.activeCaipNetwork).toBe(ethereum);
  });

  it('adopts the network of a wallet already connected', () => {
    const connection = new ConnectionStandIn();
    connection.connect(evmWallet(base.caipNetworkId));
    const { build, storage } = world({ connection });
    const network = build();
    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(storage.getItem(ACTIVE_KEY)).toBe(base.caipNetworkId);
  });
});

describe('NetworkUseCase.switchNetwork (SPEC.md section 2)', () => {
  it('(a) does nothing for the already active network', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, pushes, events, router } = world({ connection });
    const network = build();
    await expect(network.switchNetwork(ethereum)).resolves.toBe('unchanged');
    await expect(network.switchNetwork(ethereum.caipNetworkId, { ignoreConfirmation: true })).resolves.toBe('unchanged');
    expect(pushes).toEqual([]);
    expect(events).toEqual([]);
    expect(wallet.calls.filter((call) => call.method === 'switchNetwork')).toEqual([]);
    expect(router.snapshot.view).toBe('Account');
  });

  it('(b) pushes SwitchActiveChain when the current namespace has an address and the target namespace none', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, pushes, events } = world({ connection });
    const network = build();

    await expect(network.switchNetwork(solana)).resolves.toBe('confirmation-required');

    expect(pushes).toEqual([
      {
        view: 'SwitchActiveChain',
        data: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: solana },
      },
    ]);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
    expect(wallet.calls.some((call) => call.method === 'switchNetwork')).toBe(false);
    expect(events).toEqual([]);
  });

  it('lets the SwitchActiveChain view make the network active without a wallet', async () => {
    const connection = new ConnectionStandIn();
    connection.connect(evmWallet());
    const { build, events, storage } = world({ connection });
    const network = build();
    await network.switchNetwork(solana);

    network.setActiveNetwork(solana);

    expect(network.snapshot.activeCaipNetwork).toBe(solana);
    expect(network.snapshot.activeCaipNetworks).toEqual({ eip155: ethereum, solana });
    expect(connection.snapshot.activeNamespace).toBe('solana');
    expect(storage.getItem(ACTIVE_KEY)).toBe(solana.caipNetworkId);
    expect(events).toEqual([{ type: 'track', event: 'SWITCH_NETWORK', properties: { network: solana.caipNetworkId } }]);
  });

  it('(c) asks the wallet, pushes SwitchNetwork and sets the switching flag while the wallet decides', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, pushes, events, router, storage } = world({ connection });
    const network = build();
    const gate = deferred<void>();
    const realSwitch = wallet.switchNetwork.bind(wallet);
    vi.spyOn(wallet, 'switchNetwork').mockImplementationOnce(async (parameters) => {
      await gate.promise;
      return realSwitch(parameters);
    });

    const switching = network.switchNetwork(optimism);

    expect(pushes).toEqual([{ view: 'SwitchNetwork', data: { network: optimism } }]);
    expect(router.snapshot.view).toBe('SwitchNetwork');
    expect(network.snapshot.switching).toBe(true);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
    expect(wallet.switchNetwork).toHaveBeenCalledWith({
      caipNetworkId: 'eip155:10',
      name: optimism.name,
      rpcUrl: optimism.rpcUrls.chainDefault?.http[0],
      nativeCurrency: optimism.nativeCurrency,
      blockExplorerUrl: optimism.blockExplorers?.default.url,
    });

    gate.resolve();
    await expect(switching).resolves.toBe('switched');

    expect(network.snapshot.switching).toBe(false);
    expect(network.snapshot.activeCaipNetwork).toBe(optimism);
    expect(network.snapshot.lastError).toBeUndefined();
    expect(storage.getItem(ACTIVE_KEY)).toBe('eip155:10');
    expect(events).toEqual([{ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } }]);
    expect(router.snapshot.view).toBe('Account');
    expect(router.snapshot.history).toHaveLength(1);
  });

  it('(c) sends the default RPC url when the network has no chain RPC of its own, and no explorer when it has none', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet(walletportDevnetA.caipNetworkId);
    connection.connect(wallet);
    const network = world({ connection }).build();

    await network.switchNetwork(walletportDevnetB);

    expect(wallet.addedNetworks).toEqual([
      {
        caipNetworkId: 'eip155:31338',
        name: 'Walletport Devnet B',
        rpcUrl: 'http://127.0.0.1:8546',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]);
    expect(network.snapshot.activeCaipNetwork).toBe(walletportDevnetB);
  });

  it('(d) without a connected wallet, makes the network active at once: no view, no wallet', async () => {
    const { build, pushes, events, storage, router } = world();
    const network = build();

    await expect(network.switchNetwork(base)).resolves.toBe('switched');

    expect(pushes).toEqual([]);
    expect(router.snapshot.view).toBe('Account');
    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(network.snapshot.switching).toBe(false);
    expect(storage.getItem(ACTIVE_KEY)).toBe(base.caipNetworkId);
    expect(events).toEqual([{ type: 'track', event: 'SWITCH_NETWORK', properties: { network: base.caipNetworkId } }]);
  });

  it('(d) moves to another namespace directly when no wallet is connected', async () => {
    const { build, connection } = world();
    const network = build();
    await network.switchNetwork(solanaDevnet);
    expect(network.snapshot.activeCaipNetwork).toBe(solanaDevnet);
    expect(connection.snapshot.activeNamespace).toBe('solana');
  });

  it('pushes SwitchNetwork when confirmation is ignored, even toward a namespace no wallet holds', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, pushes, router } = world({ connection });
    const network = build();

    await expect(network.switchNetwork(solana, { ignoreConfirmation: true })).resolves.toBe('switched');

    expect(pushes).toEqual([{ view: 'SwitchNetwork', data: { network: solana } }]);
    // No wallet holds solana, so there is nothing to wait for: the network is set and the view left.
    expect(network.snapshot.activeCaipNetwork).toBe(solana);
    expect(router.snapshot.view).toBe('Account');
    expect(wallet.calls.some((call) => call.method === 'switchNetwork')).toBe(false);
  });

  it('pushes SwitchNetwork when the embedded wallet is active and supports the target chain, and asks it', async () => {
    const connection = new ConnectionStandIn();
    const embedded = evmWallet(ethereum.caipNetworkId, { id: 'ID_AUTH', name: 'Email', type: 'ID_AUTH' });
    connection.connect(embedded);
    const { build, pushes } = world({ connection });
    const network = build();

    await network.switchNetwork(solana);

    expect(pushes).toEqual([{ view: 'SwitchNetwork', data: { network: solana } }]);
    expect(embedded.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1);
    expect(network.snapshot.activeCaipNetwork).toBe(solana);
  });

  it('asks the wallet of the target namespace when both namespaces are connected', async () => {
    const connection = new ConnectionStandIn();
    const metamask = evmWallet();
    const phantom = solanaWallet();
    connection.connect(metamask);
    connection.connect(phantom);
    const { build, pushes, router } = world({ connection });
    const network = build();

    await network.switchNetwork(solanaDevnet);

    expect(pushes).toEqual([{ view: 'SwitchNetwork', data: { network: solanaDevnet } }]);
    expect(phantom.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1);
    expect(metamask.calls.some((call) => call.method === 'switchNetwork')).toBe(false);
    expect(network.snapshot.activeCaipNetwork).toBe(solanaDevnet);
    expect(connection.snapshot.activeNamespace).toBe('solana');
    expect(router.snapshot.view).toBe('Account');
  });

  it('moves to a connected namespace whose wallet is already on the target without asking it', async () => {
    const connection = new ConnectionStandIn();
    connection.connect(evmWallet());
    const phantom = solanaWallet();
    connection.connect(phantom);
    const network = world({ connection }).build();

    await expect(network.switchNetwork(solana)).resolves.toBe('switched');

    expect(phantom.calls.some((call) => call.method === 'switchNetwork')).toBe(false);
    expect(network.snapshot.activeCaipNetwork).toBe(solana);
  });

  it('on a rejection keeps SwitchNetwork on screen with a typed error, stays connected, and retries', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, router, events } = world({ connection });
    const network = build();
    wallet.failSwitchWith = userRejectedError();

    const failure = await network.switchNetwork(optimism).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UserRejectedRequestError);
    expect(network.snapshot.lastError).toBe(failure);
    expect(network.snapshot.switching).toBe(false);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
    expect(router.snapshot.view).toBe('SwitchNetwork');
    expect(events).toEqual([]);
    expect(connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(wallet.calls.some((call) => call.method === 'disconnect')).toBe(false);

    wallet.failSwitchWith = undefined;
    await expect(network.retrySwitch()).resolves.toBe('switched');

    expect(network.snapshot.activeCaipNetwork).toBe(optimism);
    expect(network.snapshot.lastError).toBeUndefined();
    expect(router.snapshot.view).toBe('Account');
    expect(events.map((event) => event.event)).toEqual(['SWITCH_NETWORK']);
    await expect(network.retrySwitch()).resolves.toBe('unchanged');
  });

  it('reports an unrecognized chain (4902 the wallet could not add) as a typed error', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    wallet.unknownChains = 'reject';
    connection.connect(wallet);
    const network = world({ connection }).build();

    await expect(network.switchNetwork(walletportDevnetB)).rejects.toBeInstanceOf(UnrecognizedChainError);
    expect(network.snapshot.lastError).toBeInstanceOf(UnrecognizedChainError);
  });

  it('rejects a network whose namespace is not configured, or a network that is not configured', async () => {
    const { build, pushes } = world({ networks: [ethereum, optimism] });
    const network = build();

    const unconfiguredNamespace = await network.switchNetwork(bitcoin).catch((error: unknown) => error);
    expect(isWalletportError(unconfiguredNamespace, 'NAMESPACE_NOT_CONFIGURED_FOR_CHAIN')).toBe(true);
    expect((unconfiguredNamespace as Error).message).toContain('Namespace bip122 is not configured');

    const unconfiguredNetwork = await network.switchNetwork(base).catch((error: unknown) => error);
    expect(isWalletportError(unconfiguredNetwork, 'CHAIN_NOT_SUPPORTED')).toBe(true);

    expect(pushes).toEqual([]);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });

  it('lets the newest request win when two switches overlap', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const network = world({ connection }).build();
    const gate = deferred<void>();
    const realSwitch = wallet.switchNetwork.bind(wallet);
    vi.spyOn(wallet, 'switchNetwork')
      .mockImplementationOnce(async () => {
        await gate.promise;
        throw userRejectedError();
      })
      .mockImplementation(realSwitch);

    const first = network.switchNetwork(optimism).catch((error: unknown) => error);
    await network.switchNetwork(base);
    gate.resolve();
    await first;

    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(network.snapshot.lastError).toBeUndefined();
  });
});

describe('NetworkUseCase: following the wallet', () => {
  it('makes a configured network the wallet moved to active, without SWITCH_NETWORK or a view', () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, pushes, events, storage } = world({ connection });
    const network = build();

    wallet.emitChainChanged(base.caipNetworkId);

    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(network.snapshot.isUnsupportedChain).toBe(false);
    expect(storage.getItem(ACTIVE_KEY)).toBe(base.caipNetworkId);
    expect(pushes).toEqual([]);
    expect(events).toEqual([]);
  });

  it('opens UnsupportedChain when the wallet moves to an unconfigured network, switching on and unsupported chains not allowed', () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, pushes, router } = world({ connection });
    const network = build();

    wallet.emitChainChanged('eip155:56');

    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(network.snapshot.unsupportedCaipNetworkId).toBe('eip155:56');
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
    expect(pushes).toEqual([{ view: 'UnsupportedChain', data: undefined }]);
    expect(router.snapshot.view).toBe('UnsupportedChain');
  });

  it.each([
    ['network switching is off', { enableNetworkSwitch: false }],
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['both', { enableNetworkSwitch: false, allowUnsupportedChain: true }],
  ])('flags an unconfigured network without opening UnsupportedChain when %s', (_label, options) => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, pushes } = world({ connection, options });
    const network = build();

    wallet.emitChainChanged('eip155:56');

    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(pushes).toEqual([]);
  });

  it('opens the modal on UnsupportedChain when a modal is given', () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, pushes, modalOpens } = world({ connection, withModal: true });
    build();

    wallet.emitChainChanged('eip155:56');

    expect(modalOpens).toEqual([{ view: 'UnsupportedChain' }]);
    expect(pushes).toEqual([]);
  });

  it('flags a wallet that connects on an unconfigured network at once', () => {
    const connection = new ConnectionStandIn();
    connection.connect(evmWallet('eip155:56'));
    const { build, pushes } = world({ connection });
    const network = build();
    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(pushes).toEqual([{ view: 'UnsupportedChain', data: undefined }]);
  });

  it('clears the flag and leaves UnsupportedChain when the wallet comes back to a configured network', () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, router } = world({ connection });
    const network = build();
    wallet.emitChainChanged('eip155:56');

    wallet.emitChainChanged(optimism.caipNetworkId);

    expect(network.snapshot.isUnsupportedChain).toBe(false);
    expect(network.snapshot.unsupportedCaipNetworkId).toBeUndefined();
    expect(network.snapshot.activeCaipNetwork).toBe(optimism);
    expect(router.snapshot.view).toBe('Account');
  });

  it('asks the wallet for the active network again while it sits on an unsupported one', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const { build, router, pushes } = world({ connection });
    const network = build();
    wallet.emitChainChanged('eip155:56');

    await expect(network.switchNetwork(ethereum)).resolves.toBe('switched');

    expect(pushes.map((entry) => entry.view)).toEqual(['UnsupportedChain', 'SwitchNetwork']);
    expect(wallet.caipNetworkId).toBe(ethereum.caipNetworkId);
    expect(network.snapshot.isUnsupportedChain).toBe(false);
    // Back from SwitchNetwork, then out of UnsupportedChain.
    expect(router.snapshot.view).toBe('Account');
  });

  it('clears the flag when the wallet disconnects', () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const network = world({ connection }).build();
    wallet.emitChainChanged('eip155:56');

    connection.disconnect('eip155');

    expect(network.snapshot.isUnsupportedChain).toBe(false);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });

  it('shows the network of the namespace the connection makes active', () => {
    const connection = new ConnectionStandIn();
    connection.connect(evmWallet());
    const network = world({ connection }).build();
    const phantom = solanaWallet();
    phantom.caipNetworkId = solanaDevnet.caipNetworkId;

    connection.connect(phantom, { makeActive: true });

    expect(network.snapshot.activeCaipNetwork).toBe(solanaDevnet);
    expect(network.snapshot.activeCaipNetworks).toEqual({ eip155: ethereum, solana: solanaDevnet });

    connection.setActiveNamespace('eip155');
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });

  it('remembers an unsupported network of an inactive namespace until that namespace becomes active', () => {
    const connection = new ConnectionStandIn();
    connection.connect(evmWallet());
    const { build, pushes } = world({ connection });
    const network = build();
    const phantom = solanaWallet();
    phantom.caipNetworkId = 'solana:unknownCluster';
    connection.connect(phantom);
    expect(network.snapshot.isUnsupportedChain).toBe(false);

    connection.setActiveNamespace('solana');

    expect(network.snapshot.activeCaipNetwork).toBe(solana);
    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(pushes.map((entry) => entry.view)).toEqual(['UnsupportedChain']);
  });

  it('stops following the connection once disposed', async () => {
    const connection = new ConnectionStandIn();
    const wallet = evmWallet();
    connection.connect(wallet);
    const network = world({ connection }).build();
    const observers = connection.store.observerCount;

    network.dispose();
    wallet.emitChainChanged(base.caipNetworkId);
    await flushMicrotasks();

    expect(connection.store.observerCount).toBe(observers - 1);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });
});
