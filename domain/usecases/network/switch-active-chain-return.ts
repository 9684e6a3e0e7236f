/**
 * SwitchActiveChain's way back. Confirming SwitchActiveChain makes the target network active before any
 * wallet holds an account there (SPEC.md section 2), so the visitor can connect one from the Connect view it
 * leads to. A visitor who leaves that flow without connecting (closes the modal, goes back) would otherwise
 * be left on a network where nothing is connected: the account button says 'Connect Wallet' although the
 * wallet of the network they came from is still connected. So the network they came from comes back, the way
 * users of this class of product expect a connection not to be "lost" by a look at another network.
 *
 * The flow is the router's history holding the entry opened for the namespace (RouterData
 * addWalletForNamespace: Connect, All Wallets, and the connecting views above them). It has left when, having
 * held one, the history holds none (closing the modal resets it). Then, unless the namespace has an account:
 * - a connect still under way for the namespace decides: its account keeps the switch, its failure (or its
 *   timeout) brings the previous network back;
 * - otherwise the previous network comes back at once.
 * Nothing comes back once another network was made active meanwhile (the visitor chose again), nor after a
 * new SwitchActiveChain (its own way back replaces this one).
 */
import { combineLatest, Subscription } from 'rxjs';
import type { CaipNetwork } from '../../entities/network/index.js';
import type { RouterHistoryEntry } from '../router/index.js';
import type { ActiveNetwork } from './active-network.js';
import { hasAddress } from './hasAddress.js';
import type { NetworkConnection, NetworkRouter } from './network.types.js';

export type SwitchActiveChainReturnDependencies = {
  readonly network: Pick<ActiveNetwork, 'snapshot'>;
  readonly connection: Pick<NetworkConnection, 'state$'>;
  readonly router: Pick<NetworkRouter, 'state$'>;
  /** Makes the previous network active again (and its namespace the connection's). */
  readonly restore: (network: CaipNetwork) => void;
};

export type ArmSwitchActiveChainReturnParameters = {
  /** The network active before the confirmation. */
  readonly previous: CaipNetwork;
  /** The network the confirmation made active. */
  readonly target: CaipNetwork;
};

export class SwitchActiveChainReturn {
  readonly #deps: SwitchActiveChainReturnDependencies;
  #pending: Subscription | undefined;

  constructor(dependencies: SwitchActiveChainReturnDependencies) {
    this.#deps = dependencies;
  }

  /** Watches the flow the confirmation opens; replaces the watch of any earlier confirmation. */
  arm({ previous, target }: ArmSwitchActiveChainReturnParameters): void {
    this.cancel();
    const { router, connection, network } = this.#deps;
    // A router without a stream cannot say when the flow is left: the switch then simply holds.
    if (router.state$ === undefined || previous.caipNetworkId === target.caipNetworkId) return;
    const namespace = target.chainNamespace;
    let entered = false;
    // Made first: combineLatest answers at once, and the answer may already end the watch.
    const watch = new Subscription();
    this.#pending = watch;
    const answers = combineLatest([router.state$, connection.state$]).subscribe(([{ history }, { namespaces }]) => {
      const held = namespaces[namespace];
      if (hasAddress(held) || network.snapshot.activeCaipNetwork.caipNetworkId !== target.caipNetworkId) {
        this.#stop(watch);
        return;
      }
      const inFlow = history.some((entry: RouterHistoryEntry) => entry.data?.addWalletForNamespace === namespace);
      // The confirmation makes the network active before the view navigates: the flow starts with its entry.
      if (!entered) {
        entered = inFlow;
        return;
      }
      if (inFlow || held?.status === 'connecting') return;
      this.#stop(watch);
      this.#deps.restore(previous);
    });
    watch.add(answers);
  }

  /** Forgets the way back (a dispose, or another confirmation). */
  cancel(): void {
    this.#pending?.unsubscribe();
    this.#pending = undefined;
  }

  #stop(watch: Subscription): void {
    watch.unsubscribe();
    if (this.#pending === watch) this.#pending = undefined;
  }
}
