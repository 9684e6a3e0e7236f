/**
 * Merges connectors from every source into one list where each wallet appears once: two connectors are the same wallet when they have the same id, or the same
 * rdns on the same chain namespace (rdns compared ignoring case). Of two such connectors the stronger one
 * stays: an ANNOUNCED (EIP-6963) connector, or any other kind, beats a legacy INJECTED one
 * (the page's `ethereum` global); between equals the first one seen stays. The survivor keeps the position of the first
 * connector it replaced, so the order is stable as wallets announce themselves.
 *
 * Generic over the item so the use case can merge live connector objects by their `info`.
 */
import type { Connector } from '../../entities/connector/connector.js';

/** Lower is stronger. Only the legacy injected provider is weaker than the rest. */
function strength(connector: Connector): number {
  return connector.type === 'INJECTED' ? 1 : 0;
}

function sameWallet(a: Connector, b: Connector): boolean {
  if (a.id === b.id) return true;
  const rdnsA = a.info?.rdns;
  const rdnsB = b.info?.rdns;
  return Boolean(rdnsA && rdnsB && a.chain === b.chain && rdnsA.toLowerCase() === rdnsB.toLowerCase());
}

export function mergeConnectors<TItem>(items: readonly TItem[], infoOf: (item: TItem) => Connector): TItem[] {
  let merged: TItem[] = [];
  for (const item of items) {
    const info = infoOf(item);
    const clashes = merged.filter((kept) => sameWallet(infoOf(kept), info));
    if (clashes.length === 0) {
      merged.push(item);
      continue;
    }
    const beatsAll = clashes.every((kept) => strength(info) < strength(infoOf(kept)));
    if (!beatsAll) continue;
    const position = merged.indexOf(clashes[0] as TItem);
    merged = merged.flatMap((kept, index) => {
      if (index === position) return [item];
      return clashes.includes(kept) ? [] : [kept];
    });
  }
  return merged;
}
