/**
 * Switching networks on request.
 *
 * `switchNetwork` routes as decideNetworkSwitch.ts says; when it pushes SwitchNetwork it asks the wallet of
 * the target namespace (adding the chain on 4902 is the wallet adapter's job). Success makes the network
 * active, stores it, reports SWITCH_NETWORK and goes back from SwitchNetwork; failure keeps SwitchNetwork on
 * screen with `lastError` set and `retrySwitch` available. A rejection never disconnects.
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import { AUTH_NAMESPACES } from '../../entities/constants.js';
import { AUTH_CONNECTOR_ID, type ChainNamespace } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { parseWalletError } from '../../entities/errors/rpc-errors.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import { latest } from '../shared/index.js';
import { runSafely } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import type { ActiveNetwork } from './active-network.js';
import { decideNetworkSwitch } from './decideNetworkSwitch.js';
import { hasAddress } from './hasAddress.js';
import type { NetworkConnection, NetworkRouter, SwitchNetworkOptions, SwitchNetworkResult } from './network.types.js';
import { SwitchActiveChainReturn } from './switch-active-chain-return.js';

export type NetworkSwitchDependencies = {
  readonly network: ActiveNetwork;
  readonly connection: NetworkConnection;
  readonly router: NetworkRouter;
  readonly events: TrackEvents;
  readonly logger?: Logger | undefined;
};

export class NetworkSwitch {
  readonly #network: ActiveNetwork;
  readonly #connection: NetworkConnection;
  readonly #router: NetworkRouter;
  readonly #events: TrackEvents;
  readonly #logger: Logger | undefined;
  /** Every switch request takes a ticket; an older request's answer then changes nothing (nor any after dispose). */
  readonly #switches = latest({ alive: () => !this.#disposed });
  readonly #return: SwitchActiveChainReturn;
  #failedTarget: CaipNetwork | undefined;
  #disposed = false;

  constructor({ network, connection, router, events, logger }: NetworkSwitchDependencies) {
    this.#network = network;
    this.#connection = connection;
    this.#router = router;
    this.#events = events;
    this.#logger = logger;
    this.#return = new SwitchActiveChainReturn({
      network,
      connection,
      router,
      restore: (previous) => this.setActiveNetwork(previous),
    });
  }

  async switchNetwork(network: CaipNetwork | string, { ignoreConfirmation = false }: SwitchNetworkOptions = {}): Promise<SwitchNetworkResult> {
    const target = this.#requireConfigured(network);
    const state = this.#network.snapshot;
    const snapshot = this.#connection.snapshot;
    const activeNamespace = state.activeCaipNetwork.chainNamespace;
    const route = decideNetworkSwitch({
      activeCaipNetworkId: state.activeCaipNetwork.caipNetworkId,
      activeNamespace,
      isUnsupportedChain: state.isUnsupportedChain,
      target,
      hasAddress: (namespace) => hasAddress(snapshot.namespaces[namespace]),
      anyAddress: Object.values(snapshot.namespaces).some((connection) => hasAddress(connection)),
      embeddedWalletActive: this.#isEmbeddedWalletActive(activeNamespace),
      ignoreConfirmation,
    });
    switch (route) {
      case 'unchanged':
        return 'unchanged';
      case 'direct':
        this.#switches.invalidate();
        this.#activate(target);
        this.#reportSwitch(target);
        return 'switched';
      case 'SwitchActiveChain':
        this.#router.push('SwitchActiveChain', {
          switchToChain: target.chainNamespace,
          navigateTo: 'Connect',
          navigateWithReplace: true,
          network: target,
        });
        return 'confirmation-required';
      case 'SwitchNetwork':
        this.#router.push('SwitchNetwork', { network: target });
        return this.#performSwitch(target);
    }
  }

  async retrySwitch(): Promise<SwitchNetworkResult> {
    const target = this.#failedTarget;
    if (target === undefined) return 'unchanged';
    return this.#performSwitch(target);
  }

  setActiveNetwork(network: CaipNetwork | string): void {
    const target = this.#requireConfigured(network);
    if (target.caipNetworkId === this.#network.snapshot.activeCaipNetwork.caipNetworkId) return;
    this.#switches.invalidate();
    this.#activate(target);
    this.#reportSwitch(target);
  }

  /**
   * SwitchActiveChain confirmed: `network` becomes active as with setActiveNetwork, and the network active
   * before comes back if the visitor leaves the flow it opens without connecting (switch-active-chain-return.ts).
   */
  confirmSwitchActiveChain(network: CaipNetwork | string): void {
    const previous = this.#network.snapshot.activeCaipNetwork;
    this.setActiveNetwork(network);
    const target = this.#network.snapshot.activeCaipNetwork;
    this.#return.arm({ previous, target });
  }

  /** Answers of switches still waiting for a wallet change nothing any more, nor does a way back. */
  dispose(): void {
    this.#disposed = true;
    this.#return.cancel();
  }

  async #performSwitch(target: CaipNetwork): Promise<SwitchNetworkResult> {
    const ticket = this.#switches.take();
    const snapshot = this.#connection.snapshot;
    const targetConnection = snapshot.namespaces[target.chainNamespace];
    const activeNamespace = this.#network.snapshot.activeCaipNetwork.chainNamespace;
    // The wallet of the target namespace; the embedded wallet carries its other namespaces itself.
    const connector = hasAddress(targetConnection)
      ? this.#connection.getConnectorFor(target.chainNamespace)
      : this.#isEmbeddedWalletActive(activeNamespace) && isEmbeddedWalletNamespace(target.chainNamespace)
        ? this.#connection.getConnectorFor(activeNamespace)
        : undefined;
    const walletAlreadyThere = hasAddress(targetConnection) && sameNetwork(target, targetConnection?.caipNetworkId);
    if (connector === undefined || walletAlreadyThere) {
      this.#failedTarget = undefined;
      this.#network.update({ switching: false, lastError: undefined });
      this.#completeSwitch(target);
      return 'switched';
    }

    this.#network.update({ switching: true, lastError: undefined });
    try {
      await connector.switchNetwork(switchParameters(target));
    } catch (error) {
      const typed = parseWalletError(error);
      if (ticket.isCurrent()) {
        this.#failedTarget = target;
        this.#network.update({ switching: false, lastError: typed });
      }
      throw typed;
    }
    if (!ticket.isCurrent()) return 'switched';
    this.#failedTarget = undefined;
    this.#network.update({ switching: false, lastError: undefined });
    this.#completeSwitch(target);
    return 'switched';
  }

  /** Leaves SwitchNetwork first, so that activating can then leave an UnsupportedChain view beneath it. */
  #completeSwitch(target: CaipNetwork): void {
    const { view, data } = this.#router.snapshot;
    if (view === 'SwitchNetwork' && data?.network?.caipNetworkId === target.caipNetworkId) this.#router.goBack();
    this.#activate(target);
    this.#reportSwitch(target);
  }

  /** Makes `target` active, and its namespace the connection's active one. */
  #activate(target: CaipNetwork): void {
    this.#network.activate(target);
    if (this.#connection.snapshot.activeNamespace !== target.chainNamespace) {
      runSafely(this.#logger, 'set the active namespace', () => this.#connection.setActiveNamespace?.(target.chainNamespace));
    }
  }

  #reportSwitch(target: CaipNetwork): void {
    runSafely(this.#logger, 'report SWITCH_NETWORK', () =>
      this.#events.emit({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: target.caipNetworkId } }),
    );
  }

  #requireConfigured(network: CaipNetwork | string): CaipNetwork {
    const caipNetworkId = typeof network === 'string' ? network : network.caipNetworkId;
    const found = this.#network.getNetwork(caipNetworkId);
    if (found) return found;
    const namespace = caipNetworkId.split(':')[0] ?? '';
    const namespaceConfigured = this.#network.networks.some((entry) => entry.chainNamespace === namespace);
    if (!namespaceConfigured) {
      throw walletportError('NAMESPACE_NOT_CONFIGURED_FOR_CHAIN', [namespace], { details: `Requested ${caipNetworkId}` });
    }
    throw walletportError('CHAIN_NOT_SUPPORTED', [], { details: `${caipNetworkId} is not among the configured networks` });
  }

  #isEmbeddedWalletActive(namespace: ChainNamespace): boolean {
    const connection = this.#connection.snapshot.namespaces[namespace];
    if (!hasAddress(connection)) return false;
    if (connection?.connectorId === AUTH_CONNECTOR_ID) return true;
    const type = this.#connection.getConnectorFor(namespace)?.info?.type;
    return type === 'AUTH' || type === 'ID_AUTH';
  }
}


function sameNetwork(network: CaipNetwork, caipNetworkId: string | undefined): boolean {
  return caipNetworkId !== undefined && (network.caipNetworkId === caipNetworkId || network.deprecatedCaipNetworkId === caipNetworkId);
}

const embeddedWalletNamespaces: ReadonlySet<ChainNamespace> = new Set(AUTH_NAMESPACES);

/** The embedded wallet "supports the chain" when the chain is on one of its namespaces (AUTH_NAMESPACES). */
function isEmbeddedWalletNamespace(namespace: ChainNamespace): boolean {
  return embeddedWalletNamespaces.has(namespace);
}

/** What the wallet is asked: the chain's own RPC (not the API proxy) and explorer, for an add-chain. */
function switchParameters(network: CaipNetwork): Parameters<WalletConnector['switchNetwork']>[0] {
  const rpcUrl = network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default.http[0];
  if (rpcUrl === undefined) throw walletportError('NO_RPC_URL', [], { details: network.caipNetworkId });
  return {
    caipNetworkId: network.caipNetworkId,
    name: network.name,
    rpcUrl,
    nativeCurrency: { ...network.nativeCurrency },
    ...(network.blockExplorers ? { blockExplorerUrl: network.blockExplorers.default.url } : {}),
  };
}
