/** Account types, and the account type each namespace lists an account with by default. */
import type { ChainNamespace } from '../connector/connector.js';

export const accountTypes = ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'] as const;
export type AccountType = (typeof accountTypes)[number];

export type AccountEntry = { address: string; type: AccountType };

/** The account type each namespace prefers when the user has not chosen one. */
export const defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
  cosmos: 'eoa',
};

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';
