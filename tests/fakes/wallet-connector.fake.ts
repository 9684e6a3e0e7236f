/**
 * The fake connector the tests use is the mock connector walletport ships for host pages' tests
 * (testing/mock-connector.ts, `walletport/testing`): the same code, held to the connector contract
 * (tests/contracts), so it cannot drift, re-exported here under its one name, MockConnector. What only tests
 * need stays here: `FakeConnectorDiscovery` (discovery over a list the test controls).
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ConnectorDiscovery, WalletConnector } from '../../ports/wallet-connector.port.js';
import {
  MockConnector,
  type MockConnectorCall,
  type MockConnectorOptions,
  type MockSwitchTarget,
} from '../../testing/mock-connector.js';

// Kept importable from here, where most tests look for them.
export {
  fakeSignature,
  providerChainId,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
  type ProviderRpcError,
} from './eip1193-provider.fake.js';

// One name per fake: the tests call the connector by its public name (walletport/testing's MockConnector).
export { MockConnector, type MockConnectorCall, type MockConnectorOptions, type MockSwitchTarget };


/**
 * Discovery over a list the test controls. `announce` adds a connector later, as a wallet whose EIP-6963
 * announcement arrives after start; a connector with an id already known replaces it (announcements repeat).
 */
export class FakeConnectorDiscovery implements ConnectorDiscovery {
  readonly #connectors: BehaviorSubject<readonly WalletConnector[]>;
  readonly connectors$: Observable<readonly WalletConnector[]>;
  started = false;
  startCount = 0;
  stopCount = 0;

  constructor(connectors: readonly WalletConnector[] = []) {
    this.#connectors = new BehaviorSubject<readonly WalletConnector[]>([...connectors]);
    this.connectors$ = this.#connectors.asObservable();
  }

  start(): void {
    this.startCount += 1;
    this.started = true;
  }

  stop(): void {
    this.stopCount += 1;
    this.started = false;
  }

  announce(connector: WalletConnector): void {
    const known = this.#connectors.value;
    const replaces = known.some((entry) => entry.info.id === connector.info.id);
    this.#connectors.next(
      replaces ? known.map((entry) => (entry.info.id === connector.info.id ? connector : entry)) : [...known, connector],
    );
  }

  get connectors(): readonly WalletConnector[] {
    return this.#connectors.value;
  }
}
