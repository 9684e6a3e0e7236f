import { describe, expect, it } from 'vitest';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS, connectedConnectorIdKey } from './storage-keys.js';

describe('storage keys', () => {
  it('spells the keys as the production modal does', () => {
    expect(STORAGE_KEYS.WALLET_ID).toBe('@appkit/wallet_id');
    expect(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID).toBe('@appkit/active_caip_network_id');
    expect(STORAGE_KEYS.CONNECTED_SOCIAL).toBe('@appkit/connected_social');
    expect(STORAGE_KEYS.RECENT_WALLETS).toBe('@appkit/recent_wallets');
    expect(STORAGE_KEYS.SIWX_AUTH_TOKEN).toBe('@appkit/siwx-auth-token');
    expect(STORAGE_KEYS.SIWX_AUTH_TOKEN_SOLANA).toBe('@appkit/siwx-auth-token:solana');
    expect(STORAGE_KEYS.SOLANA_WALLET).toBe('@appkit/solana_wallet');
    expect(STORAGE_KEYS.SOLANA_CAIP_CHAIN).toBe('@appkit/solana_caip_chain');
    expect(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER).toBe('@appkit/social_provider');
    expect(STORAGE_KEYS.LATEST_APPKIT_VERSION).toBe('@appkit/latest_version');
  });

  it('leaves the WalletConnect deep-link key unprefixed', () => {
    expect(STORAGE_KEYS.DEEPLINK_CHOICE).toBe('WALLETCONNECT_DEEPLINK_CHOICE');
  });

  it('prefixes every other key and never repeats one', () => {
    const keys = Object.entries(STORAGE_KEYS).filter(([name]) => name !== 'DEEPLINK_CHOICE').map(([, key]) => key);
    expect(keys.every((key) => key.startsWith('@appkit/'))).toBe(true);
    const all = [...Object.values(STORAGE_KEYS), ...Object.values(EMBEDDED_WALLET_STORAGE_KEYS)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('builds the per-namespace connected connector key', () => {
    expect(connectedConnectorIdKey('eip155')).toBe('@appkit/eip155:connected_connector_id');
    expect(connectedConnectorIdKey('solana')).toBe('@appkit/solana:connected_connector_id');
  });

  it('names the embedded-wallet keys under their own prefix', () => {
    expect(EMBEDDED_WALLET_STORAGE_KEYS.W3M_LAST_EMAIL_LOGIN_TIME).toBe('@appkit-wallet/LAST_EMAIL_LOGIN_TIME');
    expect(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SESSION_TOKEN).toBe('@appkit-wallet/SESSION_TOKEN_KEY');
    expect(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SMART_ACCOUNT_ENABLED_NETWORKS).toBe('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS');
  });
});
