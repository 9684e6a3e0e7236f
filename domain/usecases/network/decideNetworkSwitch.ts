import { AUTH_NAMESPACES } from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';

/**
 * Where a requested network switch goes:
 * - 'unchanged': the network is already active; nothing happens.
 * - 'direct': nobody is connected (no address on any namespace), so the network is set at once, with no view.
 * - 'SwitchActiveChain': the user confirms moving to a namespace no wallet holds yet (it leads to Connect).
 * - 'SwitchNetwork': the modal waits for the wallet to switch.
 */
export type NetworkSwitchRoute = 'unchanged' | 'direct' | 'SwitchActiveChain' | 'SwitchNetwork';

export type DecideNetworkSwitchParameters = {
  readonly activeCaipNetworkId: string;
  /** The namespace of the active network (the "current chain" of the spec). */
  readonly activeNamespace: ChainNamespace;
  /** The wallet on the active namespace is on a network the page did not configure. */
  readonly isUnsupportedChain: boolean;
  readonly target: { readonly caipNetworkId: string; readonly chainNamespace: ChainNamespace };
  /** True when a connected account exists on `namespace`. */
  readonly hasAddress: (namespace: ChainNamespace) => boolean;
  /** True when a connected account exists on any namespace at all. */
  readonly anyAddress: boolean;
  /** The embedded (email and social) wallet holds the active namespace. */
  readonly embeddedWalletActive: boolean;
  readonly ignoreConfirmation: boolean;
};

const authNamespaces: ReadonlySet<ChainNamespace> = new Set(AUTH_NAMESPACES);

/**
 * The network switching rules, first match wins:
 *
 *   1. "Switching to the already active network does nothing." A wallet sitting on an unsupported network is
 *      not on the active one, so asking for the active network then still asks the wallet to come back.
 *   2. (our addition, see below) Nobody is connected: set it directly.
 *   3. "Push SwitchNetwork when confirmation is ignored, or when the embedded-wallet connector is active and
 *      supports the chain" (the embedded wallet supports the AUTH_NAMESPACES, eip155 and solana).
 *   4. "Push SwitchActiveChain when an address exists on the current chain but not on the target chain's
 *      namespace" (which implies the target is on another namespace).
 *   5. "Otherwise push SwitchNetwork."
 *
 * Reading of the spec. Rule 3 comes before rule 4 because the spec lists it first and rule 4's view *is* the
 * confirmation that "ignore confirmation" skips; the embedded wallet can move between its namespaces itself,
 * so it needs no confirmation either.
 *
 * Rule 2 is the one departure (README "Switching networks"): with nobody connected there is no wallet to
 * approve anything and no account to confirm leaving, so the network is set at once, as AppKit's network
 * controller does for a switch without an address; SwitchNetwork (the "approve in your wallet" view) would
 * have nothing to wait for. As soon as any wallet is connected, even on an unrelated namespace, the spec's
 * rules apply word for word, "Otherwise push SwitchNetwork" included (the view then completes at once when no
 * wallet holds the target namespace).
 */
export function decideNetworkSwitch({
  activeCaipNetworkId,
  activeNamespace,
  isUnsupportedChain,
  target,
  hasAddress,
  anyAddress,
  embeddedWalletActive,
  ignoreConfirmation,
}: DecideNetworkSwitchParameters): NetworkSwitchRoute {
  if (target.caipNetworkId === activeCaipNetworkId && !isUnsupportedChain) return 'unchanged';
  if (!anyAddress) return 'direct';
  const addressOnCurrent = hasAddress(activeNamespace);
  const addressOnTarget = hasAddress(target.chainNamespace);
  if (ignoreConfirmation || (embeddedWalletActive && authNamespaces.has(target.chainNamespace))) return 'SwitchNetwork';
  if (addressOnCurrent && !addressOnTarget) return 'SwitchActiveChain';
  return 'SwitchNetwork';
}
