/**
 * A WalletConnect session whose chains are stale is disconnected, and the next connect proposes the chains
 * as optional namespaces.
 *
 * Our reading (wagmi's and AppKit's WalletConnect connectors read it the same way): a session is stale when
 * the page now configures a chain the session was never asked for, i.e. one that was neither in the
 * proposal that created it nor approved by the wallet since (a session_update or an added chain). That
 * happens when the page's network list grew after the session was made: the wallet never had the chance to
 * approve the new chain, so the session is dropped and the next connect proposes every configured chain.
 *
 * A chain the page asked for and the wallet declined does not make the session stale: a wallet that
 * supports only some of the page's chains would otherwise be disconnected on every reload. When the
 * proposal is not known (a session stored by another library), the approved chains alone are compared.
 */
export type IsSessionStaleParameters = {
  /** Every CAIP-2 chain the page configures for the session's namespaces. */
  configuredChains: readonly string[];
  /** The chains the proposal asked for (empty when unknown). */
  requestedChains: readonly string[];
  /** The chains the session holds: its namespaces' chains and its accounts' chains. */
  approvedChains: readonly string[];
};

export function isSessionStale({ configuredChains, requestedChains, approvedChains }: IsSessionStaleParameters): boolean {
  const known = new Set([...requestedChains, ...approvedChains]);
  return configuredChains.some((chain) => !known.has(chain));
}
