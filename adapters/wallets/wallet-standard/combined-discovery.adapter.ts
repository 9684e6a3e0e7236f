/**
 * One ConnectorDiscovery over several (EIP-6963 for eip155, Wallet Standard for solana): their lists side by
 * side, passed through `merge` (the cross-namespace rule that shows a wallet announcing itself both ways as one
 * row, adapters/wallets/eip6963/dedupe-namespaces.ts). start() and stop() reach every source.
 */
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/wallet-connector.port.js';

export type CombinedDiscoveryOptions = {
  sources: readonly ConnectorDiscovery[];
  /** Turns the sources' lists (in the sources' order) into one; default: one after the other. */
  merge?: (lists: readonly (readonly WalletConnector[])[]) => readonly WalletConnector[];
};

const sameList = (left: readonly WalletConnector[], right: readonly WalletConnector[]) =>
  left.length === right.length && left.every((connector, index) => connector === right[index]);

export class CombinedDiscovery implements ConnectorDiscovery {
  readonly #sources: readonly ConnectorDiscovery[];
  readonly connectors$: Observable<readonly WalletConnector[]>;

  constructor({ sources, merge = (lists) => lists.flat() }: CombinedDiscoveryOptions) {
    this.#sources = [...sources];
    this.connectors$ = combineLatest(this.#sources.map((source) => source.connectors$)).pipe(
      map((lists) => merge(lists)),
      distinctUntilChanged(sameList),
    );
  }

  start(): void {
    for (const source of this.#sources) source.start();
  }

  stop(): void {
    for (const source of this.#sources) source.stop();
  }
}
