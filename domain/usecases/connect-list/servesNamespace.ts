/**
 * Which rows the Connect view lists when it was opened to add a wallet for one namespace (SwitchActiveChain's
 * confirm: RouterData.addWalletForNamespace, SPEC.md section 2): only what can connect an account there.
 *
 * - A connector serves its own namespace (`chain`: an EIP-6963 wallet eip155, a Wallet Standard wallet
 *   solana). WalletConnect serves every namespace (one session proposes every configured namespace, and a
 *   wallet approves accounts in each), and the embedded wallet serves the AUTH_NAMESPACES (SPEC.md section 9).
 * - A catalogue wallet no connector reaches (it connects through WalletConnect) is listed when its `chains`
 *   name a network of the namespace; one whose chains are unknown is not, since nothing says it can.
 */
import { AUTH_NAMESPACES } from '../../entities/constants.js';
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';

export type ConnectorServesNamespaceParameters = {
  readonly connector: Pick<Connector, 'type' | 'chain'>;
  readonly namespace: ChainNamespace;
};
export type ConnectorServesNamespaceReturnType = boolean;

export type WalletServesNamespaceParameters = {
  readonly wallet: { readonly chains?: readonly string[] | null | undefined } | undefined;
  readonly namespace: ChainNamespace;
};
export type WalletServesNamespaceReturnType = boolean;

const authNamespaces: ReadonlySet<ChainNamespace> = new Set(AUTH_NAMESPACES);

export function connectorServesNamespace({ connector, namespace }: ConnectorServesNamespaceParameters): ConnectorServesNamespaceReturnType {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return true;
    case 'AUTH':
    case 'ID_AUTH':
      return authNamespaces.has(namespace);
    default:
      return connector.chain === namespace;
  }
}

export function walletServesNamespace({ wallet, namespace }: WalletServesNamespaceParameters): WalletServesNamespaceReturnType {
  return (wallet?.chains ?? []).some((chain) => chain.startsWith(`${namespace}:`));
}
