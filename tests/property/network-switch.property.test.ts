/**
 * Network switching (SPEC.md section 2) against a reference written from the spec's sentences: for any active
 * network, target network, set of connected namespaces, embedded wallet and options, `switchNetwork` pushes
 * exactly the view the spec names, with the data it names, and ends on the network it should. A wallet moving
 * by itself to any network opens UnsupportedChain exactly when the network is not configured, network
 * switching is on and unsupported chains are not allowed.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import {
  bitcoin,
  ethereum,
  optimism,
  sepolia,
  solana,
  solanaDevnet,
  type CaipNetwork,
} from '../../domain/entities/network/index.js';
import { STORAGE_KEYS } from '../../domain/entities/storage/storage-keys.js';
import type { ConnectionState, NamespaceConnection } from '../../domain/usecases/connection/connection.types.js';
import { NetworkUseCase, type NetworkConnection } from '../../domain/usecases/network/network.usecase.js';
import { RouterUseCase } from '../../domain/usecases/router/router.usecase.js';
import type { RouterData, ViewName } from '../../domain/usecases/router/views.js';
import { StateStore } from '../../domain/usecases/shared/state-store.js';
import { FakeStorage } from '../fakes/memory-storage.fake.js';
import { MockConnector } from '../fakes/wallet-connector.fake.js';

const NETWORKS: readonly CaipNetwork[] = [ethereum, optimism, sepolia, solana, solanaDevnet, bitcoin];
const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122'];
const ADDRESSES: Record<string, string> = {
  eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};
const EMBEDDED_WALLET_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

type Scenario = {
  active: CaipNetwork;
  target: CaipNetwork;
  /** The network each connected namespace's wallet is on. */
  wallets: Partial<Record<ChainNamespace, CaipNetwork>>;
  embedded: boolean;
  ignoreConfirmation: boolean;
  enableNetworkSwitch: boolean;
  allowUnsupportedChain: boolean;
};

const networkOf = (namespace: ChainNamespace) => fc.constantFrom(...NETWORKS.filter((network) => network.chainNamespace === namespace));

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    active: fc.constantFrom(...NETWORKS),
    target: fc.constantFrom(...NETWORKS),
    connected: fc.subarray([...NAMESPACES]),
    others: fc.record({ eip155: networkOf('eip155'), solana: networkOf('solana'), bip122: networkOf('bip122') }),
    embedded: fc.boolean(),
    ignoreConfirmation: fc.boolean(),
    enableNetworkSwitch: fc.boolean(),
    allowUnsupportedChain: fc.boolean(),
  })
  .map(({ active, connected, others, embedded, ...rest }) => {
    const otherNetworks: Partial<Record<ChainNamespace, CaipNetwork>> = others;
    const wallets: Partial<Record<ChainNamespace, CaipNetwork>> = {};
    for (const namespace of connected) wallets[namespace] = namespace === active.chainNamespace ? active : otherNetworks[namespace];
    // The embedded wallet can only be the active one when it holds the active namespace.
    return { active, wallets, embedded: embedded && connected.includes(active.chainNamespace), ...rest };
  });

type Expected = { view: ViewName; data: RouterData } | undefined;

/** SPEC.md section 2, sentence by sentence. */
function expectedPush({ active, target, wallets, embedded, ignoreConfirmation }: Scenario): Expected {
  // "Switching to the already active network does nothing."
  const alreadyActive = target.caipNetworkId === active.caipNetworkId;
  const addressOnCurrentChain = wallets[active.chainNamespace] !== undefined;
  const addressOnTargetNamespace = wallets[target.chainNamespace] !== undefined;
  // Our one departure (README "Switching networks"): with nobody connected at all there is nothing to approve
  // or confirm, so the network is set without a view. A wallet on any namespace brings the spec's rules back.
  const nobodyConnected = Object.keys(wallets).length === 0;
  // "Push SwitchNetwork when confirmation is ignored, or when the embedded-wallet connector is active and
  // supports the chain."
  const switchWithoutConfirmation =
    ignoreConfirmation || (embedded && EMBEDDED_WALLET_NAMESPACES.includes(target.chainNamespace));
  // "Push SwitchActiveChain when an address exists on the current chain but not on the target chain's namespace."
  const needsActiveChain = addressOnCurrentChain && !addressOnTargetNamespace;

  if (alreadyActive || nobodyConnected) return undefined;
  if (!switchWithoutConfirmation && needsActiveChain) {
    return {
      view: 'SwitchActiveChain',
      data: { switchToChain: target.chainNamespace, navigateTo: 'Connect', navigateWithReplace: true, network: target },
    };
  }
  // "Otherwise push SwitchNetwork."
  return { view: 'SwitchNetwork', data: { network: target } };
}

function connection(namespace: ChainNamespace, connectorId: string | undefined, network: CaipNetwork | undefined): NamespaceConnection {
  const address = network === undefined ? undefined : ADDRESSES[namespace];
  return {
    namespace,
    status: network === undefined ? 'disconnected' : 'connected',
    connectorId,
    address,
    caipAddress: network === undefined ? undefined : `${network.caipNetworkId}:${address}`,
    allAccounts: address === undefined ? [] : [{ address, type: 'eoa' }],
    caipNetworkId: network?.caipNetworkId,
  };
}

/** The connection use case's part, with one fake wallet per connected namespace whose chain changes it follows. */
function standIn({ active, wallets, embedded }: Scenario) {
  const connectors = new Map<ChainNamespace, MockConnector>();
  const store = new StateStore<ConnectionState>({
    activeNamespace: active.chainNamespace,
    namespaces: {},
    connectingConnectorId: undefined,
    recentWallets: [],
  });
  for (const namespace of NAMESPACES) {
    const network = wallets[namespace];
    const isEmbedded = embedded && namespace === active.chainNamespace;
    const id = isEmbedded ? 'ID_AUTH' : `wallet-${namespace}`;
    if (network) {
      const wallet = new MockConnector({
        info: { id, name: id, type: isEmbedded ? 'ID_AUTH' : 'ANNOUNCED', chain: namespace },
        accounts: [ADDRESSES[namespace] ?? ''],
        caipNetworkId: network.caipNetworkId,
      });
      connectors.set(namespace, wallet);
      wallet.subscribe((event) => {
        // Like the connection use case: a chain of another namespace is not this namespace's.
        if (event.type !== 'chainChanged' || !event.caipNetworkId.startsWith(`${namespace}:`)) return;
        const moved = { ...connection(namespace, id, network), caipNetworkId: event.caipNetworkId };
        store.update((previous) => ({ namespaces: { ...previous.namespaces, [namespace]: moved } }));
      });
    }
    store.update((previous) => ({
      namespaces: { ...previous.namespaces, [namespace]: connection(namespace, network ? id : undefined, network) },
    }));
  }
  const port: NetworkConnection = {
    get snapshot() {
      return store.snapshot;
    },
    state$: store.state$,
    getConnectorFor: (namespace) => (store.snapshot.namespaces[namespace]?.status === 'connected' ? connectors.get(namespace) : undefined),
    setActiveNamespace: (namespace) => store.update({ activeNamespace: namespace }),
  };
  return { port, connectors };
}

function build(world: Scenario) {
  const storage = new FakeStorage();
  storage.plant(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, world.active.caipNetworkId);
  const router = new RouterUseCase({ initialView: 'Account' });
  const pushes: { view: ViewName; data: RouterData | undefined }[] = [];
  const push = router.push.bind(router);
  vi.spyOn(router, 'push').mockImplementation((view, data) => {
    pushes.push({ view, data });
    push(view, data);
  });
  const events: string[] = [];
  const { port, connectors } = standIn(world);
  const network = new NetworkUseCase({
    networks: NETWORKS,
    connection: port,
    router,
    storage,
    events: { emit: (event) => events.push(event.event) },
    options: { enableNetworkSwitch: world.enableNetworkSwitch, allowUnsupportedChain: world.allowUnsupportedChain },
  });
  network.start();
  return { network, router, pushes, events, connectors, storage };
}

describe('network switching follows SPEC.md section 2', () => {
  it('pushes exactly the view the spec names, with its data, and ends on the right network', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (world) => {
        const { network, router, pushes, events, connectors, storage } = build(world);
        expect(network.snapshot.activeCaipNetwork).toBe(world.active);
        const expected = expectedPush(world);

        const result = await network.switchNetwork(world.target, { ignoreConfirmation: world.ignoreConfirmation });

        expect(pushes[0]).toEqual(expected);
        expect(pushes).toHaveLength(expected === undefined ? 0 : 1);
        const switched = world.target.caipNetworkId !== world.active.caipNetworkId && expected?.view !== 'SwitchActiveChain';
        expect(result).toBe(switched ? 'switched' : expected === undefined ? 'unchanged' : 'confirmation-required');
        expect(network.snapshot.activeCaipNetwork).toBe(switched ? world.target : world.active);
        expect(network.snapshot.switching).toBe(false);
        expect(network.snapshot.lastError).toBeUndefined();
        expect(events).toEqual(switched ? ['SWITCH_NETWORK'] : []);
        expect(router.snapshot.view).toBe(expected?.view === 'SwitchActiveChain' ? 'SwitchActiveChain' : 'Account');
        if (switched) expect(storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe(world.target.caipNetworkId);
        // Only the wallet of the target namespace is asked (or the embedded wallet carrying it), and only when it
        // is not on the target already.
        const asked = [...connectors.values()].filter((wallet) => wallet.calls.some((call) => call.method === 'switchNetwork'));
        for (const wallet of asked) {
          expect(expected?.view).toBe('SwitchNetwork');
          expect(wallet.info.chain === world.target.chainNamespace || wallet.info.type === 'ID_AUTH').toBe(true);
        }
        network.dispose();
      }),
      { numRuns: 300 },
    );
  });

  it('opens UnsupportedChain exactly when the wallet moves to an unconfigured network, switching is on and unsupported chains are not allowed', () => {
    const move = fc.record({
      enableNetworkSwitch: fc.boolean(),
      allowUnsupportedChain: fc.boolean(),
      destination: fc.oneof(
        fc.constantFrom(ethereum, optimism, sepolia).map((network) => network.caipNetworkId as string),
        fc.integer({ min: 2, max: 1_000_000 }).filter((id) => ![10, 11155111].includes(id)).map((id) => `eip155:${id}`),
      ),
    });
    fc.assert(
      fc.property(move, ({ enableNetworkSwitch, allowUnsupportedChain, destination }) => {
        const world: Scenario = {
          active: ethereum,
          target: ethereum,
          wallets: { eip155: ethereum },
          embedded: false,
          ignoreConfirmation: false,
          enableNetworkSwitch,
          allowUnsupportedChain,
        };
        const { network, pushes, connectors } = build(world);

        connectors.get('eip155')?.emitChainChanged(destination);

        const configured = NETWORKS.find((entry) => entry.caipNetworkId === destination);
        expect(network.snapshot.isUnsupportedChain).toBe(configured === undefined);
        expect(network.snapshot.activeCaipNetwork).toBe(configured ?? ethereum);
        const opens = configured === undefined && enableNetworkSwitch && !allowUnsupportedChain;
        expect(pushes).toEqual(opens ? [{ view: 'UnsupportedChain', data: undefined }] : []);
        network.dispose();
      }),
      { numRuns: 200 },
    );
  });
});
