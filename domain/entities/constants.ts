/**
 * Every business constant, limit and timing of the modal, named, in one place.
 * Times are milliseconds unless the name says otherwise. Tests assert these values exactly, so a change here
 * is a product change, not a refactor.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Caches
export const PORTFOLIO_CACHE_TTL_MS = 30 * SECOND;
export const NATIVE_BALANCE_CACHE_TTL_MS = 30 * SECOND;
export const NAME_LOOKUP_CACHE_TTL_MS = 5 * MINUTE;
export const IDENTITY_CACHE_TTL_MS = 5 * MINUTE;
export const ADDRESS_CHECKSUM_CACHE_SIZE = 8192;

// Retries, confirmation and polling
export const TOKEN_BALANCE_RETRY_LOCKOUT_MS = 30 * SECOND;
export const TRANSACTION_CONFIRMATION_TIMEOUT_MS = 25 * SECOND;
export const PENDING_TRANSACTIONS_POLL_INTERVAL_MS = 30 * SECOND;
export const PENDING_TRANSACTIONS_POLLING_ENABLED_BY_DEFAULT = false;
export const PENDING_TRANSACTIONS_LIMIT = 99;

// Timing
export const SOCIAL_LOGIN_TIMEOUT_MS = 45_000;
export const SOCIAL_POPUP_POLL_INTERVAL_MS = 1000;
export const SHAKE_DURATION_MS = 500;
export const PAIRING_EXPIRY_THRESHOLD_MS = 10 * SECOND;
export const PAIRING_LIFETIME_MS = 4 * MINUTE;
export const RETRY_INTERVAL_MS = 1 * SECOND;
/**
 * How long a WalletConnect pairing may take to produce its URI before the view says the relay cannot be
 * reached and offers Try again. Not a spec constant: a URI normally arrives within a
 * second or two, even on a loaded machine; a dead relay never sends one.
 */
export const PAIRING_URI_TIMEOUT_MS = 15 * SECOND;
/**
 * How long a request sent to a wallet over WalletConnect may wait for its answer before it fails with
 * REQUEST_TIMEOUT ('Request timed out'). Not a spec constant: it takes the spec's connect
 * timeout (120 s, CONNECT_REQUEST_TIMEOUT_MS), long enough to unlock a phone and read a request. Without it a
 * request the relay can never deliver (a page no longer subscribed to its session topic, a relay that drops
 * messages) would wait out the Sign client's own five-minute expiry with the page looking connected.
 */
export const WALLETCONNECT_REQUEST_TIMEOUT_MS = 120 * SECOND;
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND;
export const DEFAULT_DEBOUNCE_MS = 500;
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND;
export const FRAME_INIT_DELAY_MS = 500;
export const FRAME_LOAD_TIMEOUT_MS = 20 * SECOND;
export const CONNECT_REQUEST_TIMEOUT_MS = 120 * SECOND;
export const SIGN_OUT_TIMEOUT_MS = 3000;
export const HEARTBEAT_INTERVAL_MS = 5 * SECOND;
export const TOAST_REPLACEMENT_DELAY_MS = 150;
export const TOAST_AUTO_CLOSE_MS = 2200;
export const HEADER_TEXT_ANIMATION_MS = 120;
export const MODAL_HEIGHT_ANIMATION_MS = 150;
export const VIEW_TRANSITION_MS = 150;
export const RPC_ERROR_MESSAGE_DELAY_MS = 300;
export const PROPOSAL_LIFETIME_MS = 5 * MINUTE;
export const SESSION_LIFETIME_MS = 7 * DAY;

// Modal and popup geometry
export const MODAL_WIDTH_PX = 360;
export const SOCIAL_POPUP_WIDTH_PX = 600;
export const SOCIAL_POPUP_HEIGHT_PX = 800;

// Wallet list
export const RECOMMENDED_WALLETS_COUNT = 4;
export const WALLETS_PER_PAGE = 40;
export const WALLET_SEARCH_ENTRIES = 100;
export const WALLET_SEARCH_MIN_WAIT_MS = 300;
export const RECENT_WALLETS_MAX = 2;

// Swap
export const SWAP_DEFAULT_SLIPPAGE_TOLERANCE = 1;
export const SWAP_PROVIDER_FEE_RATE = 0.0085;
export const SWAP_GAS_ESTIMATE_DISPLAY_UNITS = 150_000n;
export const SWAP_DESTINATION_AMOUNT_DECIMALS = 6;
export const SWAP_MESSAGE_AMOUNT_DECIMALS = 3;
export const SWAP_SUPPORTED_CHAIN_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const;
/**
 * The devstack's local EVM chains whose cloud answers the convert calls from its own AMM: 31337 Walletport
 * Devnet A and 31338 Devnet B. Not a spec constant: swaps run there too so the demo and the journeys can swap
 * offline. Devnet C (31339) is left out on purpose: the devstack's blockchain API (swaps included) does not
 * serve it (it is the "unsupported network" path), so a swap there could only fail. No public chain uses these
 * ids (31337 is the usual local development id).
 */
export const SWAP_LOCAL_DEVELOPMENT_CHAIN_IDS = [31337, 31338] as const;
/**
 * The token symbols SwapSelectToken offers as "popular" when the network lists them: the most
 * traded tokens on EVM networks.
 */
export const SWAP_POPULAR_TOKEN_SYMBOLS = ['ETH', 'USDC', 'USDT', 'WETH', 'DAI', 'WBTC'] as const;
/** The plain address the swap and price APIs give a network's native currency (`eip155:<id>:0xeee...e`). */
export const SWAP_NATIVE_TOKEN_PLAIN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

// Onramp
export const ONRAMP_PROVIDERS = ['meld', 'coinbase'] as const;
export const ONRAMP_PROVIDER_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const;
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bank_account: { min: '10.00', max: '25000.00' },
} as const;
export const ONRAMP_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const;
export const ONRAMP_DEFAULT_PURCHASE_CURRENCY = 'USDC';
/** How often a purchase is looked for in the history while it is followed (one request in flight at most). */
export const ONRAMP_ORDER_POLL_MS = 2000;
/** How long a purchase is followed before the view says it is taking longer (`stale`); it may still complete. */
export const ONRAMP_ORDER_FOLLOW_MAX_MS = 600_000;
/** How often the checkout popup is checked for having been closed before a payment was recorded. */
export const ONRAMP_POPUP_CLOSED_CHECK_MS = 500;
/**
 * The IANA time zones where the on-ramp is hidden (the list is docs/ONRAMP.md's): mainland China's zone and its historical aliases still reported by some browsers.
 */
export const ONRAMP_RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Urumqi',
  'PRC',
] as const;

// Namespaces per feature
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;
/** bip122: the balance API answers a Bitcoin address's BTC (the local cloud from the devstack's ledger). */
export const BALANCE_NAMESPACES = ['eip155', 'solana', 'bip122'] as const;
/** bip122: BTC payments, a PSBT the product builds and checks once the wallet signed it. */
export const SEND_NAMESPACES = ['eip155', 'solana', 'bip122'] as const;
export const NAMES_NAMESPACES = ['eip155'] as const;
/**
 * The namespaces whose accounts have an activity list: EVM, Solana and Bitcoin accounts (the history API answers
 * all three).
 */
export const ACTIVITY_NAMESPACES = ['eip155', 'solana', 'bip122'] as const;
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const;
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const;

// Defaults
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const;
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1';
export const DEFAULT_LOG_LEVEL = 'error';
export const LOG_SIZE_LIMIT_BYTES = 1_024_000;
export const EMBEDDED_WALLET_SDK_VERSION = 4;
export const DEFAULT_NUMBER_LOCALE = 'en-US';
export const DEFAULT_NUMBER_DECIMALS = 2;
export const MULTICALL_BATCH_SIZE_BYTES = 1024;
export const DEFAULT_GAS_PER_PUBDATA = 50_000n;
export const MAX_UINT256 = 2n ** 256n - 1n;
export const BIG_DECIMAL_PLACES = 20;
export const DEFAULT_SDK_TYPE = 'appkit';

// Display
export const TRANSACTION_AMOUNT_DECIMALS = 3;
export const BALANCE_DISPLAY_DECIMALS = 3;
export const ADDRESS_TRUNCATE_LEADING = 4;
export const ADDRESS_TRUNCATE_TRAILING = 6;
export const EMAIL_TRUNCATE_LENGTH = 30;
export const PLUS_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'] as const;
export const MINUS_OPERATIONS = ['withdraw', 'repay', 'burn'] as const;
export const ZERO_BALANCE_DISPLAY = '0.00';
/** Relative-time thresholds: seconds, seconds, minutes, minutes, hours, hours, days, days, months, months. */
export const RELATIVE_TIME_THRESHOLDS = {
  secondsAsFew: 44,
  secondsAsMinute: 89,
  minutesAsMinutes: 44,
  minutesAsHour: 89,
  hoursAsHours: 21,
  hoursAsDay: 35,
  daysAsDays: 25,
  daysAsMonth: 45,
  monthsAsMonths: 10,
  monthsAsYear: 17,
} as const;

// Names
export const NAME_SUFFIX = '.reown.id';
export const LEGACY_NAME_SUFFIX = '.wcn.id';
export const NAME_ZONE = 'reown.id';
export const NAME_MIN_LENGTH = 4;
export const MAX_COIN_TYPE_CHAIN_ID = 2147483648;

// Wallet naming and reporting
export const WALLET_RENAMES = { 'Trust Wallet': 'Trust' } as const;
export const ERROR_REPORTS_PER_WINDOW = 5;
export const ERROR_REPORT_WINDOW_MS = 60 * SECOND;

// Connect screen defaults (section 2)
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const;
export const CONNECT_METHOD_ORDER_WITH_INJECTED = ['wallet', 'email', 'social'] as const;
export const DEFAULT_CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const;
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const;

// Storage
export { STORAGE_KEY_PREFIX } from './storage/storage-keys.js';

/**
 * Marks an element outside the modal's shadow root that belongs to the dialog while it is shown: the
 * embedded wallet's frame over ApproveTransaction. The dialog lets focus stay in it; the frame adapter sets it.
 */
export const DIALOG_PART_ATTRIBUTE = 'data-walletport-dialog-part';
