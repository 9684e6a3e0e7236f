/**
 * The state of the swap use case and the
 * names of its commands. The Swap, SwapSelectToken and SwapPreview views render this state; it only grows
 * (fields are added, never renamed or removed), so a view written against it keeps compiling.
 *
 * Units: token amounts are decimal strings in token units ('1.5' USDC), never floats; US dollar values are
 * decimal strings too (exact, unformatted: the view formats them); prices and balance values that come from
 * the API as numbers stay numbers (TokenBalance does the same); gas prices and transaction fields are bigint.
 */
import { SWAP_DEFAULT_SLIPPAGE_TOLERANCE } from '../../entities/constants.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { SwapArguments, SwapTarget } from '../router/index.js';

/** Uninitialized -> initializing -> initialized; a failed initialize goes back to uninitialized. */
export type SwapStatus = 'uninitialized' | 'initializing' | 'initialized';

/** A token the swap API can convert, with the account's balance and its price. */
export type SwapToken = {
  readonly name: string;
  readonly symbol: string;
  /**
   * CAIP-10 address, as the swap API spells it ('eip155:1:0xA0b8...'). The network's native currency has the
   * placeholder address `eip155:<id>:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee` (SWAP_NATIVE_TOKEN_PLAIN_ADDRESS).
   */
  readonly address: string;
  /** Decimals of the token's units (an integer from 0 to 255). */
  readonly decimals: number;
  readonly logoUri: string;
  /** The token supports EIP-2612 permits (from the API; informative only). */
  readonly eip2612?: boolean | undefined;
  /**
   * What the account holds of it, like TokenBalance.quantity: `decimals` as a string, `numeric` a decimal
   * string in token units ('0' when the account holds none).
   */
  readonly quantity: { readonly decimals: string; readonly numeric: string };
  /** Price of one token in US dollars (0 when unknown). */
  readonly price: number;
  /** The account's balance of it in US dollars (0 when none or unknown). */
  readonly value: number;
};

/** A transaction the swap API built (approval or swap), ready for eth_sendTransaction. */
export type SwapTransaction = {
  /** The contract called: a plain 0x address (the API's CAIP-10 prefix removed). */
  readonly to: `0x${string}`;
  readonly data: `0x${string}`;
  /** Native value sent with it, in wei (the source amount for a native swap, 0 otherwise). */
  readonly value: bigint;
  /** Gas limit the API estimated. */
  readonly gas: bigint;
  /** Gas price the API priced it with, in wei. */
  readonly gasPrice: bigint;
  /** For a swap transaction: the destination amount it was built for (token units, as in `toTokenAmount`). */
  readonly toAmount?: string | undefined;
};

/**
 * What the built transactions were found to do before any wallet prompt (verifySwapBuild.ts), for the preview:
 * how it was checked ('simulation' on the chain, the 'calldata' of a known router, or 'none': the preview
 * says the transaction could not be verified), what the account pays and receives at least, and the approval.
 */
export type SwapBuildCheck = {
  readonly verifiedBy: 'simulation' | 'calldata' | 'none';
  /** What leaves the account, in source token units (the typed amount, checked). */
  readonly pay: string;
  /** The least the account receives, in destination token units: the router call's minimum when decoded, else the shown one. */
  readonly receiveAtLeast: string;
  /** The approval sent first, when the allowance is short: 'unlimited' or the amount in source token units. */
  readonly approvalAmount?: string | undefined;
};

export type SwapState = {
  /** Where the use case is: nothing loaded, loading the network's tokens and prices, or ready. */
  readonly status: SwapStatus;
  /**
   * The active network does not run swaps (not in SWAP_SUPPORTED_CHAIN_IDS nor a local development chain, or
   * not eip155): the view shows 'Network not supported for Swaps' (router data `swapUnsupportedChain` too).
   */
  readonly unsupportedChain: boolean;
  /** The CAIP-2 id of the network the state was loaded for ('eip155:1'); undefined before initialize. */
  readonly caipNetworkId: string | undefined;

  // --- Token lists (SwapSelectToken) ---
  /** Every token the swap API lists on the network, with the account's balance and price where known. */
  readonly tokens: readonly SwapToken[];
  /** The popular tokens (SWAP_POPULAR_TOKEN_SYMBOLS) found in `tokens`, in that list's order. */
  readonly popularTokens: readonly SwapToken[];
  /** The account's tokens with a positive balance on the network, highest US dollar value first. */
  readonly myTokensWithBalance: readonly SwapToken[];
  /** What the token search field holds (setTokenSearch). */
  readonly tokenSearchQuery: string;
  /** `tokens` matching `tokenSearchQuery` by name, symbol or address (all of them for an empty query). */
  readonly foundTokens: readonly SwapToken[];
  /** The picker's "Your tokens": `myTokensWithBalance` matching `tokenSearchQuery` (all of them for an empty query). */
  readonly myTokensFound: readonly SwapToken[];

  // --- The form (Swap) ---
  readonly sourceToken: SwapToken | undefined;
  /** The source amount as typed, through the numeric-input rules ('' when empty). */
  readonly sourceTokenAmount: string;
  /** Price of one source token in US dollars, decimal string ('0' when unknown). */
  readonly sourceTokenPriceInUSD: string;
  /** The source amount's value in US dollars (decimal string), undefined without an amount. */
  readonly sourceTokenAmountInUSD: string | undefined;
  readonly toToken: SwapToken | undefined;
  /** The quoted destination amount, SWAP_DESTINATION_AMOUNT_DECIMALS (6) decimals ('' before a quote). */
  readonly toTokenAmount: string;
  /** Price of one destination token in US dollars, decimal string ('0' when unknown). */
  readonly toTokenPriceInUSD: string;
  /** The destination amount's value in US dollars (decimal string), undefined without a quote. */
  readonly toTokenAmountInUSD: string | undefined;

  // --- The network's native currency and the fee ---
  /** Symbol of the network's native currency ('ETH'). */
  readonly networkTokenSymbol: string;
  /** Price of the native currency in US dollars, decimal string ('0' when unknown). */
  readonly networkPrice: string;
  /** What the account holds of the native currency, decimal string in its units ('0' when none). */
  readonly networkBalance: string;
  /** `networkBalance` in US dollars, decimal string. */
  readonly networkBalanceInUSD: string;
  /** The network's gas price (the API's `standard`), in wei; undefined until loaded. */
  readonly gasPrice: bigint | undefined;
  /** The network fee shown: gasPrice x SWAP_GAS_ESTIMATE_DISPLAY_UNITS (150000), in native units (decimal string). */
  readonly gasFee: string | undefined;
  /** `gasFee` in US dollars, decimal string. */
  readonly gasFeeInUSD: string | undefined;

  // --- Details of a quote ---
  /** Slippage tolerance in percent (SWAP_DEFAULT_SLIPPAGE_TOLERANCE, 1). */
  readonly slippage: number;
  /**
   * Price impact in percent (decimal string rounded to 2 places, e.g. '0.42'): how much less the destination is
   * worth in US dollars than the source; undefined without prices or a quote.
   */
  readonly priceImpact: string | undefined;
  /** What the slippage may take off the destination amount, in destination units (toTokenAmount x slippage %). */
  readonly maxSlippage: string | undefined;
  /** The least the swap delivers: toTokenAmount - maxSlippage, in destination units. */
  readonly minimumReceived: string | undefined;
  /** The provider's fee: the source amount x SWAP_PROVIDER_FEE_RATE (0.85 %), in source units. */
  readonly providerFee: string | undefined;
  /** `providerFee` in US dollars at `sourceTokenPriceInUSD`, decimal string; undefined without a fee or a price. */
  readonly providerFeeInUSD: string | undefined;

  // --- Progress ---
  /** Prices of the tokens and of the native currency are loading. */
  readonly loadingPrices: boolean;
  /** A quote is awaited (from the keystroke, through the debounce, to the answer). */
  readonly loadingQuote: boolean;
  /** The approval transaction is being built. */
  readonly loadingApprovalTransaction: boolean;
  /** The swap transaction is being built (allowance check included). */
  readonly loadingBuildTransaction: boolean;
  /** A transaction (approval or swap) is with the wallet or waiting for its receipt. */
  readonly loadingTransaction: boolean;
  /** Built when the source token's allowance is below the amount: approve() sends it. */
  readonly approvalTransaction: SwapTransaction | undefined;
  /** Built once the allowance covers the amount (or the source is native): swap() sends it. */
  readonly swapTransaction: SwapTransaction | undefined;
  /** What the approval or swap transaction in the state was checked to do; undefined while none is built. */
  readonly buildCheck: SwapBuildCheck | undefined;

  // --- Errors ---
  /**
   * Why the form cannot be swapped as typed, found before any wallet prompt: INSUFFICIENT_BALANCE ('Insufficient
   * balance'), SWAP_INSUFFICIENT_GAS, INCORRECT_AMOUNT, NO_SWAP_ADDRESS, ... Cleared by the next change.
   */
  readonly inputError: WalletportError | undefined;
  /**
   * The token button whose picker just closed, which takes focus back on Swap (followSwapEntry.ts); undefined
   * when Swap came on top another way (the amount takes focus).
   */
  readonly returnFocusTo: SwapTarget | undefined;
  /** What the Swap view's action button says and does now (swapAction.ts): derived from the rest on every change. */
  readonly action: SwapAction;
  /**
   * The last failure of a call or a transaction ('Failed to check allowance', 'Transaction error', the wallet's
   * short message, ...), also shown as an error toast. Cleared by the next change or try.
   */
  readonly error: WalletportError | undefined;
};

export const INITIAL_SWAP_STATE: SwapState = {
  status: 'uninitialized',
  unsupportedChain: false,
  caipNetworkId: undefined,
  tokens: [],
  popularTokens: [],
  myTokensWithBalance: [],
  tokenSearchQuery: '',
  foundTokens: [],
  myTokensFound: [],
  sourceToken: undefined,
  sourceTokenAmount: '',
  sourceTokenPriceInUSD: '0',
  sourceTokenAmountInUSD: undefined,
  toToken: undefined,
  toTokenAmount: '',
  toTokenPriceInUSD: '0',
  toTokenAmountInUSD: undefined,
  networkTokenSymbol: '',
  networkPrice: '0',
  networkBalance: '0',
  networkBalanceInUSD: '0',
  gasPrice: undefined,
  gasFee: undefined,
  gasFeeInUSD: undefined,
  slippage: SWAP_DEFAULT_SLIPPAGE_TOLERANCE,
  priceImpact: undefined,
  maxSlippage: undefined,
  minimumReceived: undefined,
  providerFee: undefined,
  providerFeeInUSD: undefined,
  loadingPrices: false,
  loadingQuote: false,
  loadingApprovalTransaction: false,
  loadingBuildTransaction: false,
  loadingTransaction: false,
  approvalTransaction: undefined,
  swapTransaction: undefined,
  buildCheck: undefined,
  inputError: undefined,
  returnFocusTo: undefined,
  action: { label: 'Select token', ready: false, busy: false, retry: false },
  error: undefined,
};

/**
 * The Swap view's action button: 'Select token', 'Enter amount', the input error, 'Getting quote...', 'Review
 * swap' (ready: leads to SwapPreview) or 'Try again' (retry: asks for the quote again).
 */
export type SwapAction = {
  readonly label: string;
  /** Review swap: the press opens SwapPreview. */
  readonly ready: boolean;
  /** Waiting on the quote: the button says so with aria-busy. */
  readonly busy: boolean;
  /** Try again: the press asks for the quote again (retryQuote). */
  readonly retry: boolean;
};

/** What swap() resolves with: the hash of the swap transaction the wallet sent. */
export type SwapResult = { readonly hash: string };

/**
 * The commands of the swap use case (`core.swap`). Views call these; every one is safe to call at any time
 * (a command that does not apply in the current state does nothing or rejects with a typed error).
 */
export interface SwapActions {
  /**
   * Loads the network's swap tokens, the account's balances, prices and the gas price; preselects tokens and
   * amount from `args` (symbol or address; the source defaults to the native currency). Resolves when ready;
   * a failure sets `error` ('Failed to initialize swap'), goes back and resolves with status 'uninitialized'.
   */
  initialize(args?: SwapArguments): Promise<void>;
  /** The source token picked in SwapSelectToken (picking the destination token swaps the two). */
  setSourceToken(token: SwapToken): void;
  /** The destination token picked in SwapSelectToken (picking the source token swaps the two). */
  setToToken(token: SwapToken | undefined): void;
  /** The amount as typed (numeric-input rules); a quote follows DEFAULT_DEBOUNCE_MS after the last keystroke. */
  setSourceTokenAmount(typed: string): void;
  /**
   * Max: the source token's whole balance; of the native currency, the balance less the gas reserve
   * (swapSpendable.ts). Left as it was when that cannot be told (the gas price unknown).
   */
  setMax(): void;
  /** Swaps source and destination (the old destination amount, or 1 when it is empty, becomes the amount). */
  switchTokens(): void;
  /** The token search field of SwapSelectToken: fills `foundTokens`. */
  setTokenSearch(query: string): void;
  /** Try again after 'Failed to fetch swap quote' (`error` SWAP_QUOTE_FAILED): asks for the quote at once. */
  retryQuote(): void;
  /**
   * Sends `approvalTransaction`, waits for its receipt, then rebuilds the quote and the swap transaction.
   * Rejects with the typed error on failure (also in `error`, shown as a toast; the router goes back, the form
   * and the approval stay for a retry).
   */
  approve(): Promise<void>;
  /**
   * Sends `swapTransaction`; success: toast, form reset, Account. Rejects with the typed error on failure (also
   * in `error`, shown as a toast; SWAP_ERROR recorded; the router goes back, the form stays for a retry).
   */
  swap(): Promise<SwapResult>;
  /** Clears the form (tokens and amounts); keeps the loaded token lists. */
  resetForm(): void;
  /** Back to INITIAL_SWAP_STATE (initialize loads everything again). */
  reset(): void;
}
