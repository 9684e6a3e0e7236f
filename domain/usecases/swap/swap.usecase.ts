/**
 * Why this file is long (past ~300 lines): initialize, the debounced quote, the allowance check and the two
 * transactions share one state, one "stale answer" guard and one "the account moved on" reset; the pure rules
 * live in their own files (swapTokens.ts, swapDetails.ts, buildCheckedSwap.ts, domain/entities/swap).
 *
 * Swap (SPEC.md sections 3 "Swap state", 4 "Swap", 5, 7 convert calls, 8 swap messages, 9 swap constants):
 * - initialize: uninitialized -> initializing -> initialized; loads the network's swap tokens, the account's
 *   balances (the account data use case), the native price and the gas price; a failure shows 'Failed to
 *   initialize swap' and goes back. Outside the swap networks (isSwapNetwork.ts): `unsupportedChain`, which
 *   the Swap view shows as 'Network not supported for Swaps', and no call at all.
 * - every change of the form bumps a generation; a quote, an allowance or a build answered for an older
 *   generation changes nothing (a new keystroke cancels the older quote).
 * - an amount is quoted DEFAULT_DEBOUNCE_MS after the last keystroke; then either an input error ('Insufficient
 *   balance', the gas rule: for a native source, amount plus the gas reserve of swapSpendable.ts, which Max
 *   leaves) or the details; then the allowance check builds the swap or the approval.
 * - approve() and swap() send through the provider the connection hands out, which follows every transaction
 *   sent through it (domain/usecases/transactions): balances and activity reload after the receipt. The
 *   approval's receipt is awaited before the quote and the swap transaction are rebuilt.
 * - a failed transaction shows the wallet's short message (or 'Transaction error'), records SWAP_APPROVAL_ERROR
 *   or SWAP_ERROR and goes back, keeping the form so a retry works. A swap sent shows 'Swapped 10.000 USDC for
 *   0.003 WETH', clears the form and shows Account.
 * - another account clears the form; another network loads the swap again; leaving the flow (swapFlow.ts: the
 *   modal closed, or back to Account) resets everything, so the next opening shows no earlier attempt.
 */
import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import type { SendTransactionParameters } from '../../../ports/chain-adapter.port.js';
import type { CancelTimer } from '../../../ports/scheduler.port.js';
import { DEFAULT_DEBOUNCE_MS, TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../entities/constants.js';
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { parseWalletError } from '../../entities/errors/rpc/parseWalletError.js';
import { sanitizeNumericInput } from '../../entities/number/sanitizeNumericInput.js';
import { hasInsufficientGas, hasInsufficientSourceBalance, validateSwapInput, type ValidSwapInput } from '../../entities/swap/index.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { SwapArguments } from '../router/views.js';
import { toTokenUnits } from '../send/tokenAmounts.js';
import { runSafely } from '../shared/run-safely.js';
import { StatefulUseCase } from '../shared/stateful-use-case.js';
import { isSwapNetwork } from './isSwapNetwork.js';
import type { SwapUseCaseDependencies } from './swap.dependencies.js';
import { INITIAL_SWAP_STATE, type SwapActions, type SwapResult, type SwapState, type SwapToken, type SwapTransaction } from './swap.types.js';
import { destinationAmount, networkFee, priceImpact, providerFee, slippageAmounts, swapSuccessMessage, valueInUsd } from './swapDetails.js';
import {
  findSwapToken,
  isNativeSwapToken,
  nativeSwapTokenAddress,
  popularTokens,
  sameTokenAddress,
  searchSwapTokens,
  tokensWithBalance,
  toSwapTokens,
  withBalances,
} from './swapTokens.js';
import { buildCheckedSwap } from './buildCheckedSwap.js';
import { whenSwapFlowEnds } from './swapFlow.js';
import { exceedsSwapSpendable, swapMaxAmount } from './swapSpendable.js';

export type { SwapUseCaseDependencies } from './swap.dependencies.js';

export type SwapErrorType = WalletportError;

type Checked = ValidSwapInput<SwapToken, SwapToken>;

/** The form's fields a quote depends on: cleared (with what was derived from them) by every change. */
const CLEARED_QUOTE: Partial<SwapState> = {
  toTokenAmount: '',
  toTokenAmountInUSD: undefined,
  priceImpact: undefined,
  maxSlippage: undefined,
  minimumReceived: undefined,
  providerFee: undefined,
  loadingQuote: false,
  loadingApprovalTransaction: false,
  loadingBuildTransaction: false,
  approvalTransaction: undefined,
  swapTransaction: undefined,
  buildCheck: undefined,
  inputError: undefined,
  error: undefined,
};

export class SwapUseCase extends StatefulUseCase<SwapState> implements SwapActions {
  readonly #deps: SwapUseCaseDependencies;
  #subscription: Subscription | undefined;
  #cancelQuote: CancelTimer | undefined;
  /** Bumped by every change of the form: an answer for an older form is dropped. */
  #formGeneration = 0;
  /** Bumped by every initialize and reset: a load for an older one is dropped. */
  #loadGeneration = 0;
  #initializing: Promise<void> | undefined;
  /** US dollar prices fetched per token (lower-case CAIP-10 address), as decimal strings. */
  readonly #prices = new Map<string, string>();

  constructor(deps: SwapUseCaseDependencies) {
    super(INITIAL_SWAP_STATE);
    this.#deps = deps;
  }

  initialize(args?: SwapArguments): Promise<void> {
    this.#follow();
    return this.#initializing ?? this.#startInitialize(args, { navigate: true });
  }

  setSourceToken(token: SwapToken): void {
    const { toToken } = this.snapshot;
    if (toToken && sameTokenAddress(token.address, toToken.address)) {
      this.switchTokens();
      return;
    }
    this.#changeForm({ sourceToken: token, sourceTokenPriceInUSD: this.#priceOf(token) });
    void this.#loadPrice(token);
  }

  setToToken(token: SwapToken | undefined): void {
    const { sourceToken } = this.snapshot;
    if (token && sourceToken && sameTokenAddress(token.address, sourceToken.address)) {
      this.switchTokens();
      return;
    }
    this.#changeForm({ toToken: token, toTokenPriceInUSD: token ? this.#priceOf(token) : '0' });
    if (token) void this.#loadPrice(token);
  }

  setSourceTokenAmount(typed: string): void {
    this.#changeForm({ sourceTokenAmount: sanitizeNumericInput(typed) });
  }

  /** Max (swapSpendable.ts): a token's whole balance; of the native currency, the balance less the gas reserve. */
  setMax(): void {
    const { sourceToken, gasPrice } = this.snapshot;
    const amount = sourceToken && swapMaxAmount({ token: sourceToken, gasPrice });
    if (amount !== undefined) this.setSourceTokenAmount(amount);
  }

  switchTokens(): void {
    const { sourceToken, toToken, toTokenAmount, sourceTokenPriceInUSD, toTokenPriceInUSD } = this.snapshot;
    this.#changeForm({
      sourceToken: toToken,
      toToken: sourceToken,
      sourceTokenAmount: toToken && toTokenAmount === '' ? '1' : toTokenAmount,
      sourceTokenPriceInUSD: toTokenPriceInUSD,
      toTokenPriceInUSD: sourceTokenPriceInUSD,
    });
  }

  /** Asks for the quote again at once (Try again after 'Failed to fetch swap quote'); no-op while one is awaited. */
  retryQuote(): void {
    const state = this.snapshot;
    if (state.loadingQuote || state.status !== 'initialized' || !state.sourceToken || !state.toToken || state.sourceTokenAmount === '') return;
    const generation = this.#bumpForm();
    this.setState({ ...CLEARED_QUOTE, loadingQuote: true });
    void this.#quote(generation);
  }

  setTokenSearch(query: string): void {
    this.setState({ tokenSearchQuery: query, foundTokens: searchSwapTokens(this.snapshot.tokens, query) });
  }

  /** Rejects with the typed error on failure (also in `error`, which the Swap view shows), after going back. */
  async approve(): Promise<void> {
    const transaction = this.snapshot.approvalTransaction;
    if (!transaction || this.snapshot.loadingTransaction) {
      throw walletportError('SOMETHING_WENT_WRONG', [], { details: 'There is no approval to send' });
    }
    const generation = this.#formGeneration;
    this.setState({ loadingTransaction: true, error: undefined });
    try {
      const { hash, adapter, caipNetworkId } = await this.#send(transaction);
      const outcome = await adapter.waitForTransaction({ hash, caipNetworkId, timeoutMs: TRANSACTION_CONFIRMATION_TIMEOUT_MS });
      if (outcome === 'reverted') throw walletportError('TRANSACTION_ERROR', [], { details: 'The approval reverted' });
    } catch (cause) {
      throw this.#transactionFailed('SWAP_APPROVAL_ERROR', cause);
    }
    this.setState({ loadingTransaction: false });
    if (generation !== this.#formGeneration) return;
    // The allowance now covers the amount: quote again and build the swap itself.
    this.setState({ approvalTransaction: undefined, buildCheck: undefined, loadingQuote: true });
    await this.#quote(generation);
  }

  async swap(): Promise<SwapResult> {
    const state = this.snapshot;
    const transaction = state.swapTransaction;
    if (!transaction || state.loadingTransaction) {
      throw walletportError('SOMETHING_WENT_WRONG', [], { details: 'There is no swap transaction to send' });
    }
    const checked = this.#check();
    if (!checked.ok) throw checked.error;
    this.setState({ loadingTransaction: true, error: undefined });
    let hash: string;
    try {
      ({ hash } = await this.#send(transaction));
    } catch (cause) {
      throw this.#transactionFailed('SWAP_ERROR', cause);
    }
    const message = swapSuccessMessage({
      sourceAmount: state.sourceTokenAmount,
      sourceSymbol: checked.value.sourceToken.symbol,
      toAmount: transaction.toAmount ?? state.toTokenAmount,
      toSymbol: checked.value.toToken.symbol,
    });
    this.resetForm();
    runSafely(this.#deps.logger, 'show the swap toast', () => this.#deps.toasts.showSuccess(message));
    runSafely(this.#deps.logger, 'show the account after a swap', () => this.#deps.router.replace('Account'));
    return { hash };
  }

  resetForm(): void {
    this.#changeForm({ sourceToken: undefined, toToken: undefined, sourceTokenAmount: '', sourceTokenPriceInUSD: '0', toTokenPriceInUSD: '0', loadingTransaction: false });
  }

  reset(): void {
    // A load in flight is dropped: the next initialize starts its own rather than waiting for the dropped one.
    this.#initializing = undefined;
    this.#loadGeneration += 1;
    this.#bumpForm();
    this.replaceState(INITIAL_SWAP_STATE);
  }

  protected override onFirstSubscriber(): void {
    this.#follow();
  }

  protected override onDispose(): void {
    this.#subscription?.unsubscribe();
    this.#cancelQuote?.();
  }

  /**
   * A new load (an older one in flight is dropped). `navigate` is false when the network changed under a loaded
   * swap: the view on screen may be another one, so only the state says the network is unsupported.
   */
  #startInitialize(args: SwapArguments | undefined, { navigate }: { navigate: boolean }): Promise<void> {
    const loading: Promise<void> = this.#initialize(args, navigate).finally(() => {
      if (this.#initializing === loading) this.#initializing = undefined;
    });
    this.#initializing = loading;
    return loading;
  }

  async #initialize(args: SwapArguments | undefined, navigate: boolean): Promise<void> {
    const network = this.#deps.network.snapshot.activeCaipNetwork;
    const { caipNetworkId } = network;
    this.reset();
    const load = this.#loadGeneration;
    if (network.chainNamespace !== 'eip155' || !isSwapNetwork(network)) {
      // The Swap view on screen says 'Network not supported for Swaps' (with Go back and Switch network); the
      // UnsupportedChain view is about networks the page did not configure, and would say something else.
      this.setState({ unsupportedChain: true, caipNetworkId, error: walletportError('SWAP_NETWORK_NOT_SUPPORTED') });
      return;
    }
    this.setState({ status: 'initializing', caipNetworkId, networkTokenSymbol: network.nativeCurrency.symbol, loadingPrices: true });
    try {
      const [listed, gas, balances] = await Promise.all([
        this.#deps.blockchainApi.getSwapTokens({ chainId: caipNetworkId }),
        this.#deps.blockchainApi.getGasPrice({ chainId: caipNetworkId }),
        this.#balances(caipNetworkId),
      ]);
      const tokens = toSwapTokens({ listed: listed.tokens, balances, caipNetworkId, nativeCurrency: network.nativeCurrency });
      const native = tokens.find(isNativeSwapToken);
      const networkPrice = await this.#nativePrice(caipNetworkId, native);
      if (load !== this.#loadGeneration) return;
      const gasPrice = BigInt(gas.standard);
      const sourceToken = findSwapToken(tokens, args?.fromToken) ?? native;
      const wantedTo = findSwapToken(tokens, args?.toToken);
      const toToken = wantedTo && sourceToken && sameTokenAddress(wantedTo.address, sourceToken.address) ? undefined : wantedTo;
      this.setState({
        status: 'initialized',
        loadingPrices: false,
        tokens,
        popularTokens: popularTokens(tokens),
        myTokensWithBalance: tokensWithBalance(tokens),
        foundTokens: tokens,
        gasPrice,
        networkPrice,
        ...this.#networkHoldings(tokens, networkPrice),
        ...networkFee(gasPrice, network.nativeCurrency.decimals, networkPrice),
      });
      await Promise.all([sourceToken, toToken].map((token) => (token ? this.#loadPrice(token) : undefined)));
      if (load !== this.#loadGeneration) return;
      this.#changeForm({
        sourceToken,
        toToken,
        sourceTokenAmount: sanitizeNumericInput(args?.amount ?? ''),
        sourceTokenPriceInUSD: sourceToken ? this.#priceOf(sourceToken) : '0',
        toTokenPriceInUSD: toToken ? this.#priceOf(toToken) : '0',
      });
    } catch (cause) {
      if (load !== this.#loadGeneration) return;
      const error = walletportError('SWAP_INIT_FAILED', [], { cause });
      this.#deps.logger.warn('The swap could not be initialized', cause);
      this.replaceState({ ...INITIAL_SWAP_STATE, error });
      this.#showError(error);
      if (navigate) runSafely(this.#deps.logger, 'go back from the swap', () => this.#deps.router.goBack());
    }
  }

  /** The account's balances on the network: the account data's, or freshly loaded when it has none. */
  async #balances(caipNetworkId: string): Promise<readonly TokenBalance[]> {
    const account = this.#deps.account.snapshot;
    if (account.caipNetworkId === caipNetworkId && account.tokenBalances.length > 0) return account.tokenBalances;
    try {
      await this.#deps.account.refresh();
    } catch (error) {
      this.#deps.logger.warn('The balances for the swap could not be loaded', error);
    }
    const refreshed = this.#deps.account.snapshot;
    return refreshed.caipNetworkId === caipNetworkId ? refreshed.tokenBalances : [];
  }

  /** The native currency's price; a failure shows 'Failed to fetch network token price' and the swap goes on. */
  async #nativePrice(caipNetworkId: string, native: SwapToken | undefined): Promise<string> {
    const address = nativeSwapTokenAddress(caipNetworkId);
    try {
      const { fungibles } = await this.#deps.blockchainApi.getPrices({ addresses: [address] });
      const price = fungibles.find((fungible) => fungible.address === undefined || sameTokenAddress(fungible.address, address))?.price;
      if (price !== undefined && price > 0) {
        this.#prices.set(address.toLowerCase(), String(price));
        return String(price);
      }
    } catch (cause) {
      const error = walletportError('NETWORK_TOKEN_PRICE_FAILED', [], { cause });
      this.#deps.logger.warn('The network token price could not be loaded', cause);
      // The swap goes on without the price, and the form's next change clears `error`: a toast says it.
      this.setState({ error });
      this.#showError(error);
    }
    return native && native.price > 0 ? String(native.price) : '0';
  }

  /** Fetches a token's price when neither its balance nor an earlier answer gave one (failures only logged). */
  async #loadPrice(token: SwapToken): Promise<void> {
    if (this.#priceOf(token) !== '0') return;
    try {
      const { fungibles } = await this.#deps.blockchainApi.getPrices({ addresses: [token.address] });
      const price = fungibles.find((fungible) => fungible.address === undefined || sameTokenAddress(fungible.address, token.address))?.price;
      if (price === undefined || !(price > 0)) return;
      this.#prices.set(token.address.toLowerCase(), String(price));
    } catch (error) {
      this.#deps.logger.warn(`The price of ${token.symbol} could not be loaded`, error);
      return;
    }
    const { sourceToken, toToken } = this.snapshot;
    if (sourceToken && sameTokenAddress(sourceToken.address, token.address)) this.#setPrices({ sourceTokenPriceInUSD: this.#priceOf(token) });
    if (toToken && sameTokenAddress(toToken.address, token.address)) this.#setPrices({ toTokenPriceInUSD: this.#priceOf(token) });
  }

  /** A price arriving after the quote: the US dollar values and the price impact follow it. */
  #setPrices(change: Pick<Partial<SwapState>, 'sourceTokenPriceInUSD' | 'toTokenPriceInUSD'>): void {
    this.setState(change);
    const state = this.snapshot;
    const sourceTokenAmountInUSD = valueInUsd(state.sourceTokenAmount, state.sourceTokenPriceInUSD);
    const toTokenAmountInUSD = state.toTokenAmount === '' ? undefined : valueInUsd(state.toTokenAmount, state.toTokenPriceInUSD);
    this.setState({ sourceTokenAmountInUSD, toTokenAmountInUSD, priceImpact: state.toTokenAmount === '' ? undefined : priceImpact(sourceTokenAmountInUSD, toTokenAmountInUSD) });
  }

  #priceOf(token: SwapToken): string {
    return this.#prices.get(token.address.toLowerCase()) ?? (token.price > 0 ? String(token.price) : '0');
  }

  /** A change of the form: older answers are dropped, the quote's results cleared, and a new quote scheduled. */
  #changeForm(change: Partial<SwapState>): void {
    const generation = this.#bumpForm();
    this.setState({ ...CLEARED_QUOTE, ...change });
    const state = this.snapshot;
    this.setState({ sourceTokenAmountInUSD: valueInUsd(state.sourceTokenAmount, state.sourceTokenPriceInUSD) });
    if (state.status !== 'initialized' || !state.sourceToken || !state.toToken || state.sourceTokenAmount === '') return;
    this.setState({ loadingQuote: true });
    this.#cancelQuote = this.#deps.scheduler.schedule(() => void this.#quote(generation), DEFAULT_DEBOUNCE_MS);
  }

  #bumpForm(): number {
    this.#cancelQuote?.();
    this.#cancelQuote = undefined;
    this.#formGeneration += 1;
    return this.#formGeneration;
  }

  /** The swap rules that need no quote (SPEC.md section 5), checked before a quote and again before the wallet. */
  #check(): { ok: true; value: Checked } | { ok: false; error: WalletportError } {
    const state = this.snapshot;
    const checked = validateSwapInput({
      walletAddress: this.#address(),
      sourceToken: state.sourceToken,
      sourceTokenAmount: state.sourceTokenAmount,
      toToken: state.toToken,
    });
    if (!checked.ok) return checked;
    if (hasInsufficientSourceBalance({ balance: checked.value.sourceToken.quantity.numeric, amount: checked.value.parsedSourceAmount })) {
      return { ok: false, error: walletportError('INSUFFICIENT_BALANCE') };
    }
    const { sourceToken, parsedSourceAmount } = checked.value;
    if (
      hasInsufficientGas({ networkBalance: state.networkBalance, gasEstimate: state.gasFee }) ||
      exceedsSwapSpendable({ token: sourceToken, gasPrice: state.gasPrice, amount: parsedSourceAmount })
    ) {
      return { ok: false, error: walletportError('SWAP_INSUFFICIENT_GAS') };
    }
    return checked;
  }

  async #quote(generation: number): Promise<void> {
    if (generation !== this.#formGeneration) return;
    const checked = this.#check();
    if (!checked.ok) {
      this.setState({ loadingQuote: false, inputError: checked.error });
      return;
    }
    const { sourceToken, toToken, parsedSourceAmount } = checked.value;
    const state = this.snapshot;
    const units = toTokenUnits(parsedSourceAmount.toString(), sourceToken);
    const userAddress = this.#userAddress();
    let toTokenAmount: string;
    try {
      const { quotes } = await this.#deps.blockchainApi.getSwapQuote({
        amount: units.toString(),
        userAddress,
        from: sourceToken.address,
        to: toToken.address,
        gasPrice: String(state.gasPrice ?? 0n),
      });
      if (generation !== this.#formGeneration) return;
      const quote = quotes[0];
      if (!quote) {
        // SPEC.md section 4: a quote ends in the details or in 'Insufficient balance' (no route for the amount).
        this.setState({ loadingQuote: false, inputError: walletportError('INSUFFICIENT_BALANCE', [], { details: 'No quote for this amount' }) });
        return;
      }
      toTokenAmount = destinationAmount(quote.toAmount, toToken.decimals);
    } catch (cause) {
      if (generation !== this.#formGeneration) return;
      // The service failed, not the amount: say so, and let the person ask again (retryQuote); nothing retries
      // on its own, so a failing endpoint sees one request per attempt, never a storm.
      this.#deps.logger.warn('The swap could not be quoted', cause);
      this.setState({ loadingQuote: false, error: walletportError('SWAP_QUOTE_FAILED', [], { cause }) });
      return;
    }
    const sourceTokenAmountInUSD = valueInUsd(state.sourceTokenAmount, state.sourceTokenPriceInUSD);
    const toTokenAmountInUSD = valueInUsd(toTokenAmount, state.toTokenPriceInUSD);
    this.setState({
      loadingQuote: false,
      toTokenAmount,
      sourceTokenAmountInUSD,
      toTokenAmountInUSD,
      priceImpact: priceImpact(sourceTokenAmountInUSD, toTokenAmountInUSD),
      providerFee: providerFee(parsedSourceAmount),
      ...slippageAmounts(toTokenAmount, state.slippage),
    });
    await this.#prepareTransaction(generation, checked.value, units, toTokenAmount);
  }

  /** The allowance check (SPEC.md section 4): enough (or a native source) builds the swap, else the approval. */
  async #prepareTransaction(generation: number, input: Checked, units: bigint, toTokenAmount: string): Promise<void> {
    const { sourceToken, toToken } = input;
    const userAddress = this.#userAddress();
    const api = this.#deps.blockchainApi;
    this.setState({ loadingBuildTransaction: true });
    let needsApproval = false;
    if (!isNativeSwapToken(sourceToken)) {
      let allowance: bigint;
      try {
        allowance = BigInt((await api.getAllowance({ tokenAddress: sourceToken.address, userAddress })).allowance);
      } catch (cause) {
        if (generation !== this.#formGeneration) return;
        this.#buildFailed(walletportError('ALLOWANCE_CHECK_FAILED', [], { cause }));
        runSafely(this.#deps.logger, 'go back from the swap', () => this.#deps.router.goBack());
        return;
      }
      if (generation !== this.#formGeneration) return;
      needsApproval = allowance < units;
      if (needsApproval) this.setState({ loadingBuildTransaction: false, loadingApprovalTransaction: true });
    }
    const adapter = this.#deps.chainAdapters.get('eip155');
    const built = await buildCheckedSwap({
      api,
      simulate: adapter?.simulateCalls?.bind(adapter),
      logger: this.#deps.logger,
      caipNetworkId: this.snapshot.caipNetworkId ?? '',
      account: this.#address() ?? '',
      sourceToken,
      toToken,
      units,
      slippage: this.snapshot.slippage,
      toTokenAmount,
      minimumReceived: this.snapshot.minimumReceived ?? toTokenAmount,
      needsApproval,
    });
    if (generation !== this.#formGeneration) return;
    if (!built.ok) return this.#buildFailed(built.error);
    const { approvalTransaction, swapTransaction, buildCheck } = built;
    this.setState({ loadingBuildTransaction: false, loadingApprovalTransaction: false, approvalTransaction, swapTransaction, buildCheck });
  }

  #buildFailed(error: WalletportError): void {
    this.#deps.logger.warn(error.shortMessage, error.cause);
    // The Swap and SwapPreview views show `error` in their alert; a toast as well would be said twice.
    this.setState({ loadingBuildTransaction: false, loadingApprovalTransaction: false, error });
  }

  /** Sends a built transaction through the connection's (followed) provider. */
  async #send(transaction: SwapTransaction) {
    const caipNetworkId = this.#deps.network.snapshot.activeCaipNetwork.caipNetworkId;
    const adapter = this.#deps.chainAdapters.get('eip155');
    const provider = await this.#deps.connection.getProvider('eip155');
    const from = this.#address();
    if (!adapter || !provider) throw walletportError('NO_CONNECTION_CLIENT');
    if (from === undefined) throw walletportError('NO_SWAP_ADDRESS');
    // The API's gas limit goes along; the fee is left to the wallet, which prices it for the block it sends in
    // (a gas price quoted earlier may be below the base fee by then).
    const { to, data, value, gas } = transaction;
    const request: SendTransactionParameters = { to, data, value, gas };
    const hash = await adapter.sendTransaction({ provider, from, caipNetworkId, transaction: request });
    return { hash, adapter, caipNetworkId };
  }

  /** A failed approval or swap: recorded, shown, kept in `error`; the view goes back with the form kept. */
  #transactionFailed(event: 'SWAP_APPROVAL_ERROR' | 'SWAP_ERROR', cause: unknown): WalletportError {
    const error = toTransactionError(cause);
    const { sourceToken, toToken, sourceTokenAmount, toTokenAmount } = this.snapshot;
    const properties = {
      message: error.shortMessage,
      network: this.snapshot.caipNetworkId,
      swapFromToken: sourceToken?.symbol,
      swapToToken: toToken?.symbol,
      swapFromAmount: sourceTokenAmount,
      swapToAmount: toTokenAmount,
    };
    runSafely(this.#deps.logger, `record ${event}`, () => this.#deps.events.emit({ type: 'track', event, properties }));
    // Back on Swap, whose alert shows `error` (with the form kept for a retry); a toast as well would be said twice.
    this.setState({ loadingTransaction: false, error });
    runSafely(this.#deps.logger, 'go back from the swap', () => this.#deps.router.goBack());
    return error;
  }

  /**
   * Only for what the swap views do not show in their alert: a failed initialize (it goes back) and the missing
   * network price (the swap goes on; the form clears `error`). Other failures are in `error`, on screen.
   */
  #showError(error: WalletportError): void {
    runSafely(this.#deps.logger, 'show the swap error', () => this.#deps.toasts.showError(error));
  }

  #follow(): void {
    if (this.#subscription || this.isDisposed) return;
    let previous: { address: string | undefined; caipNetworkId: string | undefined } | undefined;
    this.#subscription = this.#deps.account.state$
      .pipe(
        map(({ address, caipNetworkId, tokenBalances }) => ({ address, caipNetworkId, tokenBalances })),
        distinctUntilChanged((a, b) => a.address === b.address && a.caipNetworkId === b.caipNetworkId && a.tokenBalances === b.tokenBalances),
      )
      .subscribe(({ address, caipNetworkId, tokenBalances }) => {
        const before = previous;
        previous = { address, caipNetworkId };
        if (before && before.caipNetworkId !== caipNetworkId && (this.snapshot.status !== 'uninitialized' || this.snapshot.unsupportedChain)) {
          // Another network: its tokens, prices and gas are another swap's; load them again.
          void this.#startInitialize(undefined, { navigate: false });
          return;
        }
        if (before && before.address !== address) this.resetForm();
        if (caipNetworkId === this.snapshot.caipNetworkId) this.#syncBalances(tokenBalances);
      });
    // Leaving the flow (the modal closed, or back to Account) ends the attempt: the next opening starts clean.
    this.#subscription.add(whenSwapFlowEnds({ router: this.#deps.router, onEnd: () => this.reset() }));
  }

  /** Fresh balances (after a transaction, or a refresh) reach the lists, the picked tokens and the gas rule. */
  #syncBalances(balances: readonly TokenBalance[]): void {
    const state = this.snapshot;
    if (state.status !== 'initialized') return;
    const tokens = withBalances(state.tokens, balances);
    const refreshed = (token: SwapToken | undefined) => token && (tokens.find((entry) => sameTokenAddress(entry.address, token.address)) ?? token);
    this.setState({
      tokens,
      popularTokens: popularTokens(tokens),
      myTokensWithBalance: tokensWithBalance(tokens),
      foundTokens: searchSwapTokens(tokens, state.tokenSearchQuery),
      sourceToken: refreshed(state.sourceToken),
      toToken: refreshed(state.toToken),
      ...this.#networkHoldings(tokens, state.networkPrice),
    });
  }

  #networkHoldings(tokens: readonly SwapToken[], networkPrice: string): Pick<SwapState, 'networkBalance' | 'networkBalanceInUSD'> {
    const networkBalance = tokens.find(isNativeSwapToken)?.quantity.numeric ?? '0';
    return { networkBalance, networkBalanceInUSD: valueInUsd(networkBalance, networkPrice) ?? '0' };
  }

  #address(): string | undefined {
    return this.#deps.connection.snapshot.namespaces.eip155?.address;
  }

  /** The account as the swap API names it: CAIP-10 on the swap's network. */
  #userAddress(): string {
    return `${this.snapshot.caipNetworkId ?? ''}:${this.#address() ?? ''}`;
  }
}

/** The wallet's short message, or 'Transaction error' when nothing about the failure is recognised. */
function toTransactionError(cause: unknown): WalletportError {
  const error = isWalletportError(cause) ? cause : parseWalletError(cause);
  return error.code === 'UNKNOWN_RPC_ERROR' ? walletportError('TRANSACTION_ERROR', [], { cause }) : error;
}
