/**
 * A ConnectorDiscovery whose implementation loads on start(): the Wallet Standard discovery is its own chunk,
 * fetched only on a page with a Solana network, once the client starts (never at import time), so an EVM-only
 * page pays nothing for it. Until it has loaded, connectors$ is empty; a load that fails leaves it empty (the
 * page's other wallets still show) and is reported to `onError`.
 */
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/wallet-connector.port.js';

export type LazyDiscoveryOptions = {
  load: () => Promise<ConnectorDiscovery>;
  onError?: (error: unknown) => void;
};

export class LazyDiscovery implements ConnectorDiscovery {
  readonly #load: () => Promise<ConnectorDiscovery>;
  readonly #onError: (error: unknown) => void;
  readonly #connectors = new BehaviorSubject<readonly WalletConnector[]>([]);
  readonly connectors$: Observable<readonly WalletConnector[]> = this.#connectors.asObservable();
  #loading: Promise<ConnectorDiscovery | undefined> | undefined;
  #loaded: ConnectorDiscovery | undefined;
  #subscription: Subscription | undefined;
  #running = false;

  constructor({ load, onError }: LazyDiscoveryOptions) {
    this.#load = load;
    this.#onError = onError ?? (() => undefined);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    if (this.#loaded) {
      this.#loaded.start();
      return;
    }
    this.#loading ??= this.#load().then(
      (discovery) => {
        this.#loaded = discovery;
        this.#subscription = discovery.connectors$.subscribe((connectors) => this.#connectors.next(connectors));
        return discovery;
      },
      (error: unknown) => {
        this.#loading = undefined;
        this.#onError(error);
        return undefined;
      },
    );
    void this.#loading.then((discovery) => {
      // A stop() while the chunk was loading wins.
      if (this.#running) discovery?.start();
    });
  }

  stop(): void {
    this.#running = false;
    this.#loaded?.stop();
  }

  /** Ends the forwarding (for tests and teardown); the loaded discovery keeps its list. */
  dispose(): void {
    this.stop();
    this.#subscription?.unsubscribe();
  }
}
