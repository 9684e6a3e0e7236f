/**
 * The collaborators a wallet flow (Send, Swap, and the flows to come) reads, narrowed to what it uses: the
 * account data (address, network, balances, refresh) and the connection (the EVM account and the followed
 * wallet provider). The use cases fit (AccountDataUseCase, ConnectionUseCase); tests hand in small fakes.
 */
import type { Observable } from 'rxjs';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { ConnectionState } from '../connection/index.js';

export type FlowAccountDataState = {
  readonly address: string | undefined;
  readonly caipNetworkId: string | undefined;
  readonly tokenBalances: readonly TokenBalance[];
  readonly tokensStatus: string;
};

/** The account data use case, narrowed to what a flow reads and refreshes. */
export type FlowAccountData = {
  readonly snapshot: FlowAccountDataState;
  readonly state$: Observable<FlowAccountDataState>;
  refresh(options?: { force?: boolean }): Promise<unknown>;
};

/** The connection use case, narrowed: the accounts, and the wallet's provider (followed, so balances reload). */
export type FlowConnection = {
  readonly snapshot: Pick<ConnectionState, 'namespaces'>;
  getProvider(namespace: ChainNamespace): Promise<Eip1193Provider | undefined>;
};
