/**
 * The swap's market asked for on intent: when the pointer reaches (or the keyboard focuses) a button that
 * opens the Swap view, the active network's swap tokens and gas price are requested, so the form fills
 * sooner after the click (it waited 136 to 422 ms for them in the bench's trace). The answers wait for the
 * load that follows (initializeSwap.ts takes them once) for SWAP_PREFETCH_KEPT_MS at most, so a click long
 * after the pointer passed asks again rather than use an old gas price. A failed prefetch is forgotten: the
 * load asks again, and shows its own failure if that fails too.
 *
 * Nothing is asked outside the swap networks (the view says 'Network not supported for Swaps' there), nor
 * twice for the same network while answers are kept.
 */
import type { CancelTimer } from '../../../ports/scheduler.port.js';
import type { SwapContext } from './swap.context.js';
import { isSwapNetwork } from './isSwapNetwork.js';

/** How long prefetched answers wait for the load: a visitor's pointer on the button, then the click. */
export const SWAP_PREFETCH_KEPT_MS = 30_000;

type BlockchainApi = SwapContext['deps']['blockchainApi'];
export type SwapMarket = {
  listed: Awaited<ReturnType<BlockchainApi['getSwapTokens']>>;
  gas: Awaited<ReturnType<BlockchainApi['getGasPrice']>>;
};

/** The network's swap tokens and gas price, asked together. */
export function requestSwapMarket(api: BlockchainApi, caipNetworkId: string): Promise<SwapMarket> {
  return Promise.all([api.getSwapTokens({ chainId: caipNetworkId }), api.getGasPrice({ chainId: caipNetworkId })]).then(([listed, gas]) => ({ listed, gas }));
}

type Kept = { caipNetworkId: string; market: Promise<SwapMarket>; expire: CancelTimer };

export type PrefetchSwapParameters = void;
export type PrefetchSwapReturnType = void;
/** Never throws: a failed request is forgotten. */
export type PrefetchSwapErrorType = never;

export class SwapPrefetch {
  readonly #context: Pick<SwapContext, 'deps'>;
  #kept: Kept | undefined;

  constructor(context: Pick<SwapContext, 'deps'>) {
    this.#context = context;
  }

  /** Asks for the active network's market, unless it is not a swap network or its answers are kept already. */
  prefetchFormData(): PrefetchSwapReturnType {
    const { deps } = this.#context;
    const network = deps.network.snapshot.activeCaipNetwork;
    if (network.chainNamespace !== 'eip155' || !isSwapNetwork(network)) return;
    if (this.#kept?.caipNetworkId === network.caipNetworkId) return;
    this.#drop();
    const market = requestSwapMarket(deps.blockchainApi, network.caipNetworkId);
    const kept: Kept = { caipNetworkId: network.caipNetworkId, market, expire: deps.scheduler.schedule(() => this.#dropIf(kept), SWAP_PREFETCH_KEPT_MS) };
    this.#kept = kept;
    market.catch(() => this.#dropIf(kept));
  }

  /** The kept answers for this network, handed over once; undefined when there are none. */
  take(caipNetworkId: string): Promise<SwapMarket> | undefined {
    const kept = this.#kept;
    if (kept?.caipNetworkId !== caipNetworkId) return undefined;
    this.#drop();
    return kept.market;
  }

  #dropIf(kept: Kept): void {
    if (this.#kept === kept) this.#drop();
  }

  #drop(): void {
    this.#kept?.expire();
    this.#kept = undefined;
  }
}
