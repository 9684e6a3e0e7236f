/**
 * Every error walletport raises, with the exact message a person reads. A code is
 * stable for programs; the message is what a person reads. Messages with a placeholder are functions.
 *
 * Use `walletportError(code, ...)` to build one; renderers map codes to toasts and alerts.
 */
import { WalletportError, type WalletportErrorParameters } from './base.error.js';
import { optionsErrorMessages } from './options-messages.js';
import { rendererErrorMessages } from './renderer-messages.js';

export const errorMessages = {
  // The options checked before anything loads (kept in options-messages.ts for the entry's sake)
  ...optionsErrorMessages,
  // The element renderer's definition (kept in renderer-messages.ts for the elements entry's sake)
  ...rendererErrorMessages,

  // Toasts and alerts
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  SOCIAL_LOGIN_TIMED_OUT: 'Social login timed out. Please try again.',
  SOCIAL_POPUP_OPEN_FAILED: 'Could not open social popup',
  SOCIAL_POPUP_CREATE_FAILED: 'Could not create social popup',
  SOCIAL_REDIRECT_URI_FAILED: 'Could not fetch the social redirect uri',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_ERROR: 'An error occurred',
  /** The frame's own words for a failed request (a wrong code, an expired link, ...), clamped by the adapter. */
  FRAME_REQUEST_FAILED: (message: string) => message,

  // Embedded wallet (section 8: the frame's error codes)
  IFRAME_LOAD_FAILED: 'iframe_load_failed',
  IFRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  UNVERIFIED_DOMAIN: 'unverified_domain',

  // Connect
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  POPUP_CLOSED: 'Popup closed',
  CONNECT_FAILED: 'Failed to connect',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  SOCIAL_CONNECT_INIT_FAILED: 'Failed to initiate social connection',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  NO_CONNECTOR_FOR_CONNECTION: (id: string) => `No connector found for connection: ${id}`,
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAP_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  DISCONNECT_FAILED: 'Failed to disconnect',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',

  // Email login
  EMAIL_COOLDOWN: (seconds: number) => `Please try again after ${seconds} seconds`,
  EMAIL_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
  // The spec names the rule only (section 5: a valid email); the message is ours.
  INVALID_EMAIL: 'Enter a valid email address',

  // Wallet and session
  CAPABILITIES_ADDRESS_MISSING: 'Missing address parameter in wallet_getCapabilities request',
  CALL_STATUS_NOT_APPROVED: 'Fetching call status not approved by the wallet.',
  USER_OPERATION_RECEIPT_FAILED: (status: number | string) => `Failed to fetch user operation receipt - ${status}`,
  PROVIDER_NOT_CONNECTED: (method: 'request' | 'enable' = 'request') => `Please call connect() before ${method}()`,
  SIGN_CLIENT_NOT_INITIALIZED: 'Sign Client not initialized',
  NAMESPACE_NOT_CONFIGURED: (namespace: string) =>
    `Namespace ${namespace} is not configured. Please call connect() first with namespace config.`,
  NO_RPC_URL: 'No RPC url provided for chainId',
  JSON_RPC_PROVIDER_NOT_FOUND: (chain: string) => `JSON-RPC provider for ${chain} not found`,
  CAPABILITIES_PARSE_FAILED: 'Error parsing wallet capabilities',
  RPC_URL_UNAVAILABLE: (url: string) => `Unavailable RPC url: ${url}`,
  WEBSOCKET_URL_INCOMPATIBLE: (url: string) => `Websocket URL is not compatible: ${url}`,

  // Send and sign
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  SIGN_MESSAGE_FAILED: 'WagmiAdapter:signMessage - Sign message failed',
  ESTIMATE_GAS_FAILED: 'WagmiAdapter:estimateGas - Estimate gas failed',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  // Section 8's text for a send on a namespace other than eip155 and solana; the namespace goes in `details`.
  SEND_NAMESPACE_NOT_SUPPORTED: 'Unsupported chain',
  // Solana's rent-exempt rule; the spec has no text for it, these are ours.
  SOLANA_RECEIVER_BELOW_RENT: (minimum: string, symbol: string) => `A new Solana account needs at least ${minimum} ${symbol}`,
  SOLANA_SENDER_BELOW_RENT: (minimum: string, symbol: string) =>
    `After this send your account would hold less than the ${minimum} ${symbol} a Solana account needs`,
  // The node's own refusal of the same rule (InsufficientFundsForRent), when the minimum is not known to the page.
  SOLANA_INSUFFICIENT_FUNDS_FOR_RENT: 'This transfer would leave a Solana account below the minimum balance it must keep',
  // Bitcoin payments; the spec has no text for them, these are ours. The product builds the PSBT and
  // checks the one the wallet returns before anything is broadcast.
  BITCOIN_PSBT_UNSIGNED: 'The wallet returned an unsigned transaction',
  BITCOIN_PSBT_ALTERED: 'The wallet changed the transaction',
  BITCOIN_INSUFFICIENT_FUNDS: (fee: string, symbol: string) => `Insufficient balance for this amount and the ${fee} ${symbol} network fee`,
  BITCOIN_AMOUNT_BELOW_DUST: (minimum: string, symbol: string) => `A Bitcoin payment must send at least ${minimum} ${symbol}`,
  BITCOIN_FEE_CHANGED: (fee: string, symbol: string) => `The network fee is now ${fee} ${symbol}: review the send again`,

  // Swap
  SWAP_INIT_FAILED: 'Failed to initialize swap',
  NETWORK_TOKEN_PRICE_FAILED: 'Failed to fetch network token price',
  ALLOWANCE_CHECK_FAILED: 'Failed to check allowance',
  APPROVAL_TRANSACTION_FAILED: 'Failed to create approval transaction',
  TRANSACTION_CREATE_FAILED: 'Failed to create transaction',
  TRANSACTION_ERROR: 'Transaction error',
  INCORRECT_AMOUNT: 'Incorrect amount',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  NO_SWAP_ADDRESS: 'No address found to swap the tokens from.',
  // The spec names these swap rules only; the messages are ours.
  SWAP_SOURCE_TOKEN_REQUIRED: 'A source token with an address and decimals is required',
  SWAP_DESTINATION_TOKEN_REQUIRED: 'A destination token with an address and decimals is required',
  /** The network balance is 0 or below the fee estimate: the Swap button's label. */
  SWAP_INSUFFICIENT_GAS: 'Insufficient gas',
  /**
   * The quotes endpoint failed (an HTTP error, a malformed answer, no network): not the amount's fault, so not
   * 'Insufficient balance'; the Swap view offers Try again. The spec has no text for it.
   */
  SWAP_QUOTE_FAILED: 'Failed to fetch swap quote',
  /**
   * The swap API built a transaction that does not do what the quote says (another recipient, value, spender,
   * amount, or an effect the simulation shows): nothing is sent. Ours: the spec has no text for it.
   */
  SWAP_BUILD_REFUSED: 'The swap was stopped: its transaction does not match the quote',
  /** Shown in SwapPreview when neither a simulation nor a known router's calldata could check the transaction. */
  SWAP_BUILD_UNVERIFIED: 'This transaction could not be verified',

  // Names
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: (name: string) => `Error registering name ${name}`,
  INVALID_CHAIN_ID: 'Invalid chainId',

  // Sign-in
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',

  // Accounts and activity (section 5)
  BIP122_ADDRESS_REQUIRED: 'Address parameter is required for switching bip122 connection',
  NON_PAYMENT_ACCOUNT_SWITCH: (namespace: string) => `Switching to non-payment accounts is not allowed for ${namespace}`,
  TRANSACTIONS_ADDRESS_REQUIRED: "Transactions can't be fetched without an accountAddress",
  NAMESPACE_NOT_CONFIGURED_FOR_CHAIN: (namespace: string) => `Namespace ${namespace} is not configured`,

  // Identifiers, networks, adapters
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_ADDRESS: (address: string) => `Address "${address}" is invalid.`,
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  CHAIN_REQUIRED: 'Chain is required to update chain account data',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  DISCONNECT_CHAINS_FAILED: (chains: readonly string[]) => `Failed to disconnect chains: ${chains.join(', ')}`,
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',

  // Transport
  HTTP_STATUS: (status: number) => `HTTP status code: ${status}`,
  INVALID_RESPONSE: (what: string) => `Invalid response from ${what}`,
  RATE_LIMITED: 'Rate Limited',
  SERVER_ERROR: 'Server Error',
  NETWORK_ERROR: 'Network request failed',
  REQUEST_TIMEOUT: 'Request timed out',
  INVALID_REQUEST: (what: string) => `Invalid request to ${what}`,
  CLIPBOARD_COPY_FAILED: 'Could not copy to the clipboard',

  // Transaction shape (section 5); these messages are ours, the spec names the rules only.
  INVALID_TRANSACTION: (reason: string) => `Invalid transaction: ${reason}`,
  INVALID_HASH: (hash: string) => `Invalid transaction hash: ${hash}`,
  INVALID_SIGNATURE: 'Invalid signature',
  INVALID_SEND_CALLS: (reason: string) => `Invalid calls: ${reason}`,
  INVALID_NUMBER: (value: string) => `Invalid number: ${value}`,

  // Wallet standard codes (section 8): EIP-1193, JSON-RPC (EIP-1474), EIP-5792, and node messages.
  // The spec names the codes only; these texts are ours. The wallet's own message goes in `details`.
  USER_REJECTED_REQUEST: 'User rejected the request.',
  UNAUTHORIZED_PROVIDER: 'The requested method and/or account has not been authorized by the user.',
  UNSUPPORTED_PROVIDER_METHOD: (method?: string) =>
    `The wallet does not support the requested method${method ? ` "${method}"` : ''}.`,
  PROVIDER_DISCONNECTED: 'The wallet is disconnected from all chains.',
  CHAIN_DISCONNECTED: 'The wallet is not connected to the requested chain.',
  UNRECOGNIZED_CHAIN: 'The wallet does not recognize the requested chain. Add the chain first.',
  RPC_PARSE_ERROR: 'Invalid JSON was received by the server.',
  RPC_INVALID_REQUEST: 'JSON is not a valid request object.',
  RPC_METHOD_NOT_FOUND: (method?: string) =>
    `The method${method ? ` "${method}"` : ''} does not exist or is not available.`,
  RPC_INVALID_PARAMS: 'Invalid parameters were provided to the RPC method.',
  RPC_INTERNAL_ERROR: 'An internal error was received.',
  RPC_INVALID_INPUT: 'Missing or invalid parameters.',
  RPC_RESOURCE_NOT_FOUND: 'Requested resource not found.',
  RPC_RESOURCE_UNAVAILABLE: 'Requested resource not available.',
  RPC_TRANSACTION_REJECTED: 'Transaction creation failed.',
  RPC_METHOD_NOT_SUPPORTED: (method?: string) => `Method${method ? ` "${method}"` : ''} is not supported.`,
  RPC_LIMIT_EXCEEDED: 'Request exceeds defined limit.',
  RPC_VERSION_UNSUPPORTED: 'Version of JSON-RPC protocol is not supported.',
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: 'The wallet does not support a capability that was not marked as optional.',
  UNSUPPORTED_CALLS_CHAIN_ID: 'The wallet does not support the requested chain ID.',
  DUPLICATE_CALLS_ID: 'There is already a bundle submitted with this ID.',
  UNKNOWN_CALLS_BUNDLE_ID: 'This bundle ID is unknown or has not been submitted.',
  CALLS_BUNDLE_TOO_LARGE: 'The call bundle is too large for the wallet to process.',
  ATOMIC_UPGRADE_REJECTED: 'The wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
  ATOMICITY_NOT_SUPPORTED: 'The wallet does not support atomic execution but the request requires it.',
  NONCE_TOO_HIGH: 'Nonce provided for the transaction is higher than the next one expected.',
  NONCE_TOO_LOW: 'Nonce provided for the transaction is lower than the current nonce of the account.',
  FEE_CAP_TOO_HIGH: 'The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).',
  FEE_CAP_TOO_LOW: 'The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.',
  INSUFFICIENT_FUNDS: 'The total cost (gas * gas fee + value) of the transaction exceeds the balance of the account.',
  INTRINSIC_GAS_TOO_HIGH: 'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
  INTRINSIC_GAS_TOO_LOW: 'The amount of gas provided for the transaction is too low.',
  EXECUTION_REVERTED: (reason?: string) =>
    reason ? `Execution reverted with reason: ${reason}.` : 'Execution reverted for an unknown reason.',
  UNKNOWN_RPC_ERROR: 'An unknown RPC error occurred.',
} as const;

export type ErrorCode = keyof typeof errorMessages;
type MessageOf<TCode extends ErrorCode> = (typeof errorMessages)[TCode];
/** The placeholder arguments a code's message takes (none for fixed texts). */
export type ErrorArguments<TCode extends ErrorCode> =
  MessageOf<TCode> extends (...args: infer TArgs) => string ? TArgs : [];

/** The user-facing message of a code, with its placeholders filled. */
export function errorMessage<TCode extends ErrorCode>(code: TCode, ...args: ErrorArguments<TCode>): string {
  const message = errorMessages[code] as string | ((...values: unknown[]) => string);
  return typeof message === 'function' ? message(...args) : message;
}

/**
 * Builds the WalletportError for a code. The last argument may carry details and a cause:
 * `walletportError('HTTP_STATUS', [500], { cause })`.
 */
export function walletportError<TCode extends ErrorCode>(
  code: TCode,
  args?: ErrorArguments<TCode>,
  parameters?: WalletportErrorParameters,
): WalletportError<TCode> {
  const message = errorMessage(code, ...((args ?? []) as ErrorArguments<TCode>));
  return new WalletportError(code, message, parameters);
}
