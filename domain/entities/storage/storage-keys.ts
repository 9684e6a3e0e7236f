/**
 * The browser storage keys, spelled as the production modal spells them, so a page that
 * switches libraries keeps its visitors' state. Pure constants: reading and writing go through the
 * KeyValueStorage port (see stored-value.ts).
 */
import type { ChainNamespace } from '../caip/chainNamespace.js';
import { CONNECTION_STATUS_KEY, STORAGE_KEY_PREFIX } from './connection-status-key.js';

/** The prefix of every key (AppKit's, so a site that switches libraries keeps its visitors' state). */
export { CONNECTION_STATUS_KEY, STORAGE_KEY_PREFIX };

export const STORAGE_KEYS = {
  WALLET_ID: `${STORAGE_KEY_PREFIX}wallet_id`,
  WALLET_NAME: `${STORAGE_KEY_PREFIX}wallet_name`,
  SOLANA_WALLET: `${STORAGE_KEY_PREFIX}solana_wallet`,
  SOLANA_CAIP_CHAIN: `${STORAGE_KEY_PREFIX}solana_caip_chain`,
  ACTIVE_CAIP_NETWORK_ID: `${STORAGE_KEY_PREFIX}active_caip_network_id`,
  CONNECTED_SOCIAL: `${STORAGE_KEY_PREFIX}connected_social`,
  CONNECTED_SOCIAL_USERNAME: `${STORAGE_KEY_PREFIX}connected_social_username`,
  RECENT_WALLETS: `${STORAGE_KEY_PREFIX}recent_wallets`,
  /** Not prefixed: the WalletConnect universal provider reads this exact key (`{href, name}` as JSON). */
  DEEPLINK_CHOICE: 'WALLETCONNECT_DEEPLINK_CHOICE',
  ACTIVE_NAMESPACE: `${STORAGE_KEY_PREFIX}active_namespace`,
  CONNECTED_NAMESPACES: `${STORAGE_KEY_PREFIX}connected_namespaces`,
  CONNECTION_STATUS: CONNECTION_STATUS_KEY,
  SIWX_AUTH_TOKEN: `${STORAGE_KEY_PREFIX}siwx-auth-token`,
  /**
   * The cloud sign-in's session token on solana: a session per namespace, and eip155 keeps
   * SIWX_AUTH_TOKEN, the key pages signed in before already have.
   */
  SIWX_AUTH_TOKEN_SOLANA: `${STORAGE_KEY_PREFIX}siwx-auth-token:solana`,
  SIWX_NONCE_TOKEN: `${STORAGE_KEY_PREFIX}siwx-nonce-token`,
  /** The signed sign-in sessions of walletport's own sign-in implementations (walletport/siwx), as JSON. */
  SIWX_SESSIONS: `${STORAGE_KEY_PREFIX}siwx-sessions`,
  TELEGRAM_SOCIAL_PROVIDER: `${STORAGE_KEY_PREFIX}social_provider`,
  NATIVE_BALANCE_CACHE: `${STORAGE_KEY_PREFIX}native_balance_cache`,
  PORTFOLIO_CACHE: `${STORAGE_KEY_PREFIX}portfolio_cache`,
  ENS_CACHE: `${STORAGE_KEY_PREFIX}ens_cache`,
  IDENTITY_CACHE: `${STORAGE_KEY_PREFIX}identity_cache`,
  PREFERRED_ACCOUNT_TYPES: `${STORAGE_KEY_PREFIX}preferred_account_types`,
  CONNECTIONS: `${STORAGE_KEY_PREFIX}connections`,
  DISCONNECTED_CONNECTOR_IDS: `${STORAGE_KEY_PREFIX}disconnected_connector_ids`,
  HISTORY_TRANSACTIONS_CACHE: `${STORAGE_KEY_PREFIX}history_transactions_cache`,
  TOKEN_PRICE_CACHE: `${STORAGE_KEY_PREFIX}token_price_cache`,
  RECENT_EMAILS: `${STORAGE_KEY_PREFIX}recent_emails`,
  LATEST_APPKIT_VERSION: `${STORAGE_KEY_PREFIX}latest_version`,
} as const;

/** `@appkit/<namespace>:connected_connector_id`: the connector last connected on a namespace. */
export function connectedConnectorIdKey<TNamespace extends ChainNamespace>(
  namespace: TNamespace,
): `${typeof STORAGE_KEY_PREFIX}${TNamespace}:connected_connector_id` {
  return `${STORAGE_KEY_PREFIX}${namespace}:connected_connector_id`;
}

/** The embedded wallet's own prefix (the secure-site SDK's storage, shared with it by name). */
export const EMBEDDED_WALLET_STORAGE_KEY_PREFIX = '@appkit-wallet/';

export const EMBEDDED_WALLET_STORAGE_KEYS = {
  /** Milliseconds timestamp of the last email OTP request (email login cooldown). */
  W3M_LAST_EMAIL_LOGIN_TIME: `${EMBEDDED_WALLET_STORAGE_KEY_PREFIX}LAST_EMAIL_LOGIN_TIME`,
  W3M_EMAIL: `${EMBEDDED_WALLET_STORAGE_KEY_PREFIX}EMAIL`,
  /** 'true' once an email login succeeded on this device. */
  W3M_EMAIL_LOGIN_USED: `${EMBEDDED_WALLET_STORAGE_KEY_PREFIX}EMAIL_LOGIN_USED_KEY`,
  W3M_LAST_USED_CHAIN: `${EMBEDDED_WALLET_STORAGE_KEY_PREFIX}LAST_USED_CHAIN_KEY`,
  W3M_SOCIAL_USERNAME: `${EMBEDDED_WALLET_STORAGE_KEY_PREFIX}SOCIAL_USERNAME`,
  /** Comma list of chain numbers. */
  W3M_SMART_ACCOUNT_ENABLED_NETWORKS: `${EMBEDDED_WALLET_STORAGE_KEY_PREFIX}SMART_ACCOUNT_ENABLED_NETWORKS`,
  W3M_SESSION_TOKEN: `${EMBEDDED_WALLET_STORAGE_KEY_PREFIX}SESSION_TOKEN_KEY`,
} as const;

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | (typeof EMBEDDED_WALLET_STORAGE_KEYS)[keyof typeof EMBEDDED_WALLET_STORAGE_KEYS]
  | ReturnType<typeof connectedConnectorIdKey>;
