/** The least a network must say for this rule: its chain family. */
export type NamespacedNetwork = { chainNamespace: string };

/**
 * Authenticating through the universal provider (one signature for the whole session)
 * applies only when every requested chain is eip155. An empty list has no chain to sign for, so it does not.
 */
export function isUniversalProviderAuthApplicable(networks: readonly NamespacedNetwork[]): boolean {
  return networks.length > 0 && networks.every((network) => network.chainNamespace === 'eip155');
}
