/**
 * Who a Wallet Standard wallet is. The standard gives a wallet no rdns and no id of its own, only the name and
 * icon it registers with, so the product makes its connector id from the name (`wallet-standard:<name>`) and
 * ties it to a catalogue entry by that name: the entry's `injected_id` ('isPhantom') is a flag of the legacy
 * `phantom.solana` provider object a page once read from the global scope, which a Wallet Standard connector never has.
 *
 * A name is what the wallet says, so the tie is weaker than an rdns or an id (catalogueMatch.ts lets those win):
 * it only ever ties a Wallet Standard connector (never an EIP-6963 one naming itself alike) to an entry that
 * serves solana (a wallet calling itself 'MetaMask' over Wallet Standard is not the EVM MetaMask).
 */
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';

/** Connector ids of Wallet Standard wallets: the prefix keeps a wallet named like another connector apart. */
export const WALLET_STANDARD_ID_PREFIX = 'wallet-standard:';

const SOLANA = 'solana';

export type WalletStandardConnectorIdParameters = { name: string };
export type WalletStandardConnectorIdReturnType = `${typeof WALLET_STANDARD_ID_PREFIX}${string}`;
export type WalletStandardConnectorIdErrorType = never;

/** The connector id of the Wallet Standard wallet registered under `name`. */
export function walletStandardConnectorId({ name }: WalletStandardConnectorIdParameters): WalletStandardConnectorIdReturnType {
  return `${WALLET_STANDARD_ID_PREFIX}${name}`;
}

export type IsWalletStandardConnectorParameters = Pick<Connector, 'id' | 'type' | 'chain'>;
export type IsWalletStandardConnectorErrorType = never;

/**
 * Whether the connector is a Wallet Standard wallet's: announced on solana under the prefixed id (its solana
 * side, listed with its EIP-6963 twin's rdns, still is; the MULTI_CHAIN row carries the eip155 side's id).
 */
export function isWalletStandardConnector(connector: IsWalletStandardConnectorParameters): boolean {
  return connector.type === 'ANNOUNCED' && connector.chain === SOLANA && connector.id.startsWith(WALLET_STANDARD_ID_PREFIX);
}

/** A wallet's name as the rule compares it: trimmed, case ignored; nothing else (a look-alike letter differs). */
export function normalizedWalletName(name: string): string {
  return name.trim().toLowerCase();
}

export type NamedCatalogueWallet = Pick<CatalogueWallet, 'id'> & Partial<Pick<CatalogueWallet, 'name' | 'chains' | 'injected'>>;
export type WalletStandardNameMatchesParameters = { connector: Connector; wallet: NamedCatalogueWallet };
export type WalletStandardNameMatchesErrorType = never;

/**
 * Whether a Wallet Standard connector is this catalogue entry by name: the entry serves solana (a solana chain
 * in `chains`, or an injected id on solana) and both names agree once trimmed, ignoring case.
 */
export function walletStandardNameMatches({ connector, wallet }: WalletStandardNameMatchesParameters): boolean {
  if (!isWalletStandardConnector(connector) || !wallet.name) return false;
  const servesSolana =
    (wallet.chains ?? []).some((chain) => chain.startsWith(`${SOLANA}:`)) ||
    (wallet.injected ?? []).some((injected) => injected.namespace === SOLANA);
  if (!servesSolana) return false;
  const name = normalizedWalletName(wallet.name);
  return name.length > 0 && name === normalizedWalletName(connector.name);
}
