/**
 * Loading a swap (SPEC.md section 4 "Swap": uninitialized -> initializing -> initialized): the network's swap
 * tokens, the account's balances (the account data use case), the gas price, then the native price; then the
 * form is filled from the arguments (symbol or address; the source defaults to the native currency).
 * - Outside the swap networks (isSwapNetwork.ts): `unsupportedChain`, which the Swap view shows as 'Network
 *   not supported for Swaps', and no call at all.
 * - A failure shows 'Failed to initialize swap', goes back to uninitialized, and leaves the view (unless the
 *   load followed a network change: the view on screen may be another one then).
 * - The tokens and the gas price come from the prefetch when the visitor pointed at the Swap button first
 *   (swapPrefetch.ts), else they are asked now.
 * - One load at a time: every initialize and reset takes a ticket of `context.loads`, so a load for an older
 *   one changes nothing.
 */
import { walletportError } from '../../entities/errors/catalogue.js';
import { sanitizeNumericInput } from '../../entities/number/sanitizeNumericInput.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { SwapArguments } from '../router/index.js';
import { networkHoldings } from './followSwapAccount.js';
import { isSwapNetwork } from './isSwapNetwork.js';
import { goBackFromSwap, showSwapError, type SwapContext } from './swap.context.js';
import { INITIAL_SWAP_STATE } from './swap.types.js';
import { networkFee } from './swapDetails.js';
import type { SwapForm } from './swapForm.js';
import { loadNetworkPrice, loadTokenPrice } from './swapPrices.js';
import { requestSwapMarket, type SwapPrefetch } from './swapPrefetch.js';
import { findSwapToken, isNativeSwapToken, popularTokens, sameTokenAddress, tokensWithBalance, toSwapTokens } from './swapTokens.js';

export class SwapLoader {
  readonly #context: SwapContext;
  readonly #form: SwapForm;
  readonly #prefetch: SwapPrefetch;
  #initializing: Promise<void> | undefined;

  constructor(context: SwapContext, form: SwapForm, prefetch: SwapPrefetch) {
    this.#context = context;
    this.#form = form;
    this.#prefetch = prefetch;
  }

  /** Loads the swap, or joins the load under way. */
  initialize(args: SwapArguments | undefined): Promise<void> {
    return this.#initializing ?? this.load(args, { navigate: true });
  }

  /**
   * A new load (an older one in flight is dropped). `navigate` is false when the network changed under a loaded
   * swap: the view on screen may be another one, so only the state says the network is unsupported.
   */
  load(args: SwapArguments | undefined, { navigate }: { navigate: boolean }): Promise<void> {
    const loading: Promise<void> = this.#load(args, navigate).finally(() => {
      if (this.#initializing === loading) this.#initializing = undefined;
    });
    this.#initializing = loading;
    return loading;
  }

  /** Back to INITIAL_SWAP_STATE; a load in flight is dropped (the next initialize starts its own). */
  reset(): void {
    this.#initializing = undefined;
    this.#context.loads.invalidate();
    this.#form.invalidate();
    this.#context.state.replace(INITIAL_SWAP_STATE);
  }

  async #load(args: SwapArguments | undefined, navigate: boolean): Promise<void> {
    const context = this.#context;
    const { deps, state } = context;
    const network = deps.network.snapshot.activeCaipNetwork;
    const { caipNetworkId } = network;
    this.reset();
    const ticket = context.loads.take();
    if (network.chainNamespace !== 'eip155' || !isSwapNetwork(network)) {
      // The Swap view on screen says 'Network not supported for Swaps' (with Go back and Switch network); the
      // UnsupportedChain view is about networks the page did not configure, and would say something else.
      state.update({ unsupportedChain: true, caipNetworkId, error: walletportError('SWAP_NETWORK_NOT_SUPPORTED') });
      return;
    }
    state.update({ status: 'initializing', caipNetworkId, networkTokenSymbol: network.nativeCurrency.symbol, loadingPrices: true });
    try {
      // The answers asked for when the visitor pointed at the Swap button, if any (swapPrefetch.ts).
      const market = this.#prefetch.take(caipNetworkId) ?? requestSwapMarket(deps.blockchainApi, caipNetworkId);
      const [{ listed, gas }, balances] = await Promise.all([market, this.#balances(caipNetworkId)]);
      const tokens = toSwapTokens({ listed: listed.tokens, balances, caipNetworkId, nativeCurrency: network.nativeCurrency });
      const native = tokens.find(isNativeSwapToken);
      const networkPrice = await loadNetworkPrice(context, caipNetworkId, native);
      if (!ticket.isCurrent()) return;
      const gasPrice = BigInt(gas.standard);
      const sourceToken = findSwapToken(tokens, args?.fromToken) ?? native;
      const wantedTo = findSwapToken(tokens, args?.toToken);
      const toToken = wantedTo && sourceToken && sameTokenAddress(wantedTo.address, sourceToken.address) ? undefined : wantedTo;
      state.update({
        status: 'initialized',
        loadingPrices: false,
        tokens,
        popularTokens: popularTokens(tokens),
        myTokensWithBalance: tokensWithBalance(tokens),
        foundTokens: tokens,
        gasPrice,
        networkPrice,
        ...networkHoldings(tokens, networkPrice),
        ...networkFee(gasPrice, network.nativeCurrency.decimals, networkPrice),
      });
      await Promise.all([sourceToken, toToken].map((token) => (token ? loadTokenPrice(context, token) : undefined)));
      if (!ticket.isCurrent()) return;
      this.#form.change({
        sourceToken,
        toToken,
        sourceTokenAmount: sanitizeNumericInput(args?.amount ?? ''),
        sourceTokenPriceInUSD: sourceToken ? context.prices.priceOf(sourceToken) : '0',
        toTokenPriceInUSD: toToken ? context.prices.priceOf(toToken) : '0',
      });
    } catch (cause) {
      if (!ticket.isCurrent()) return;
      const error = walletportError('SWAP_INIT_FAILED', [], { cause });
      deps.logger.warn('The swap could not be initialized', cause);
      state.replace({ ...INITIAL_SWAP_STATE, error });
      showSwapError(context, error);
      if (navigate) goBackFromSwap(context);
    }
  }

  /** The account's balances on the network: the account data's, or freshly loaded when it has none. */
  async #balances(caipNetworkId: string): Promise<readonly TokenBalance[]> {
    const { account, logger } = this.#context.deps;
    if (account.snapshot.caipNetworkId === caipNetworkId && account.snapshot.tokenBalances.length > 0) return account.snapshot.tokenBalances;
    try {
      await account.refresh();
    } catch (error) {
      logger.warn('The balances for the swap could not be loaded', error);
    }
    const refreshed = account.snapshot;
    return refreshed.caipNetworkId === caipNetworkId ? refreshed.tokenBalances : [];
  }
}
