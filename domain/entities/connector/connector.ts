/**
 * A connector is one way to reach a wallet: an EIP-6963 announcement, a legacy injected provider, the
 * WalletConnect client, the embedded (auth) wallet, or a host-supplied external connector.
 */
import { z } from 'zod/mini';
import { CHAIN_NAMESPACES } from '../constants.js';
import { lazySchema } from '../validation/lazySchema.js';

export const connectorTypes = [
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'ID_AUTH',
] as const;
export type ConnectorType = (typeof connectorTypes)[number];

export const chainNamespaceSchema = lazySchema(() => z.enum(CHAIN_NAMESPACES));
export type ChainNamespace = z.infer<typeof chainNamespaceSchema>;

export const connectorSchema = lazySchema(() => z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  type: z.enum(connectorTypes),
  chain: chainNamespaceSchema,
  imageUrl: z.optional(z.string()),
  imageId: z.optional(z.string()),
  explorerId: z.optional(z.string()),
  info: z.optional(z.object({ rdns: z.optional(z.string()) })),
}));
export type Connector = z.infer<typeof connectorSchema>;

/** The connector id the WalletConnect connector always has. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
/** The connector id of WalletConnect's solana namespace (the same session as 'walletConnect', its solana accounts). */
export const WALLET_CONNECT_SOLANA_CONNECTOR_ID = 'walletConnectSolana';
/**
 * The WalletConnect connector of each namespace (bip122, polkadot, cosmos beside eip155 and solana):
 * one session, one connector per namespace of its accounts.
 */
export const WALLET_CONNECT_CONNECTOR_IDS = {
  eip155: WALLET_CONNECT_CONNECTOR_ID,
  solana: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
  bip122: 'walletConnectBip122',
  polkadot: 'walletConnectPolkadot',
  cosmos: 'walletConnectCosmos',
} as const satisfies Record<ChainNamespace, string>;
/** The connector id of the embedded (email and social) wallet. */
export const AUTH_CONNECTOR_ID = 'ID_AUTH';
/**
 * The embedded wallet's connector on the solana namespace: the same login as AUTH_CONNECTOR_ID's, its Solana
 * account (a connector serves one namespace, and ids are unique, so it has one of its own).
 */
export const AUTH_SOLANA_CONNECTOR_ID = 'ID_AUTH_SOLANA';
