/**
 * Node side of the injected Bitcoin test wallet: the config (the devstack's dev keys, or a journey's own) and
 * the init script that puts the wallet into a page (a playwright init script, or the demo server's
 * /bitcoin-test-wallet.js).
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { BITCOIN_DEV_ACCOUNTS, bitcoinDevKey, bitcoinKeyFor } from '../bitcoin/dev-keys.js';
import { BITCOIN_TEST_WALLET_CONFIG_GLOBAL, type BitcoinTestWalletAccountKeys, type BitcoinTestWalletBrowserConfig } from './browser-config.js';
import { buildBitcoinTestWallet } from './build.js';

/** The one P2TR dev account: every default account's ordinals address. */
const ORDINALS_DEV_ACCOUNT = BITCOIN_DEV_ACCOUNTS.findIndex((account) => account.kind === 'p2tr');

export type BitcoinTestWalletConfigParameters = Partial<BitcoinTestWalletBrowserConfig>;
export type BitcoinTestWalletConfigReturnType = BitcoinTestWalletBrowserConfig;

/** The devstack's P2WPKH dev accounts as payment addresses (P2TR dev account 3 as ordinals), plus `overrides`. */
export function bitcoinTestWalletConfig(overrides: BitcoinTestWalletConfigParameters = {}): BitcoinTestWalletConfigReturnType {
  const ordinals = bytesToHex(bitcoinDevKey(ORDINALS_DEV_ACCOUNT).privateKey);
  const accounts = BITCOIN_DEV_ACCOUNTS.flatMap((account, index) => (account.kind === 'p2wpkh' ? [{ payment: bytesToHex(bitcoinDevKey(index).privateKey), ordinals }] : []));
  return { accounts, ...overrides };
}

export type BitcoinTestWalletAccountParameters = { label: string };
export type BitcoinTestWalletAccountReturnType = BitcoinTestWalletAccountKeys;

/**
 * An account of a journey's own (`bitcoinKeyFor(label)`, funded through the ledger's /__admin/faucet), so a
 * send moves nothing a shared dev account holds: payment `label` (P2WPKH), ordinals `label ordinals` (P2TR).
 */
export function bitcoinTestWalletAccount({ label }: BitcoinTestWalletAccountParameters): BitcoinTestWalletAccountReturnType {
  return { payment: bytesToHex(bitcoinKeyFor(label, 'p2wpkh').privateKey), ordinals: bytesToHex(bitcoinKeyFor(`${label} ordinals`, 'p2tr').privateKey) };
}

export type BitcoinTestWalletInitScriptReturnType = Promise<string>;

/** A script injecting one wallet per config, in order. Safe to inline in an HTML <script> element. */
export async function bitcoinTestWalletInitScript(...configs: BitcoinTestWalletBrowserConfig[]): BitcoinTestWalletInitScriptReturnType {
  const wallet = await buildBitcoinTestWallet();
  const parts = (configs.length === 0 ? [bitcoinTestWalletConfig()] : configs).map((config) => {
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    return `window[${JSON.stringify(BITCOIN_TEST_WALLET_CONFIG_GLOBAL)}] = ${json};\n${wallet}`;
  });
  return parts.join('\n;\n');
}
