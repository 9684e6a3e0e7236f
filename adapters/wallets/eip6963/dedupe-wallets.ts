/**
 * The rules that keep one wallet from showing twice, as pure functions over what discovery has seen.
 *
 * Announced wallets: the first announcement wins. A later one is a duplicate when it repeats an rdns, a
 * uuid or a provider object already listed (wallets re-announce on every `eip6963:requestProvider`, and a
 * second extension must not take over an entry the user already sees).
 *
 * The legacy injected provider (`window.ethereum`) is hidden when an announced wallet is the very same
 * object, or when its flags name a wallet (isMetaMask -> io.metamask, ...) whose rdns was announced.
 */
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';

export type SeenAnnouncement = { uuid: string; rdns: string; provider: Eip1193Provider };
export type SeenInjected = { provider: Eip1193Provider; rdns: string | undefined };

/** True when `candidate` repeats a wallet already in `listed`. */
export function isDuplicateAnnouncement(listed: readonly SeenAnnouncement[], candidate: SeenAnnouncement): boolean {
  return listed.some(
    (entry) =>
      entry.rdns.toLowerCase() === candidate.rdns.toLowerCase() ||
      entry.uuid === candidate.uuid ||
      entry.provider === candidate.provider,
  );
}

/** True when the injected provider is one of the announced wallets. */
export function isInjectedAnnounced(injected: SeenInjected, announced: readonly SeenAnnouncement[]): boolean {
  const flaggedRdns = injected.rdns?.toLowerCase();
  return announced.some(
    (entry) => entry.provider === injected.provider || (flaggedRdns !== undefined && entry.rdns.toLowerCase() === flaggedRdns),
  );
}
