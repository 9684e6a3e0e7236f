/** The state and the collaborators of the send use case (send.usecase.ts). */
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { FlowAccountData, FlowAccountDataState, FlowConnection } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import type { NetworkFee } from './estimateNetworkFee.js';
import type { SendRouter } from './sendTransactionStack.js';

export type SendState = {
  /** The token to send: one of `tokenBalances`. */
  readonly token: TokenBalance | undefined;
  /** The amount as typed, already through the numeric-input rules ('' when empty). */
  readonly sendTokenAmount: string;
  /** What the receiver field holds: an address or a name. */
  readonly receiverInput: string;
  /** The address the send goes to: the typed address, or the one the name resolved to. */
  readonly receiverAddress: string | undefined;
  readonly receiverProfileName: string | undefined;
  readonly receiverProfileImageUrl: string | undefined;
  /** A name is being looked up (after the debounce). */
  readonly receiverResolving: boolean;
  /** NAME_RESOLUTION_FAILED when the typed name has no address. */
  readonly receiverError: WalletportError | undefined;
  /** The native balance's value in US dollars as an exact decimal ('3000'), when the API prices it. */
  readonly networkBalanceInUSD: string | undefined;
  /** The network fee of the send as prepared, estimated by `estimateFee`. */
  readonly networkFee: NetworkFee | undefined;
  readonly feeLoading: boolean;
  /** A send is under way (the wallet is asked, or the transaction is being sent). */
  readonly loading: boolean;
  /** The tokens that can be sent: the account's balances on the active network (native first). */
  readonly tokenBalances: readonly TokenBalance[];
  /** What the token picker's search field holds. */
  readonly tokenSearchQuery: string;
  /** The tokens of `tokenBalances` whose name or symbol holds the search (all of them for an empty search). */
  readonly foundTokens: readonly TokenBalance[];
  /** When the token balances last failed to load (scheduler time); retried after the lockout. */
  readonly lastRetry: number | undefined;
  /** The last failure of a send (validation, the wallet, the node); cleared by the next change or try. */
  readonly error: WalletportError | undefined;
};

export const INITIAL_SEND_STATE: SendState = {
  token: undefined,
  sendTokenAmount: '',
  receiverInput: '',
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  receiverResolving: false,
  receiverError: undefined,
  networkBalanceInUSD: undefined,
  networkFee: undefined,
  feeLoading: false,
  loading: false,
  tokenBalances: [],
  tokenSearchQuery: '',
  foundTokens: [],
  lastRetry: undefined,
  error: undefined,
};

/** The account data and the connection as every wallet flow narrows them (usecases/shared/flow-dependencies.ts). */
export type SendAccountData = FlowAccountData;
export type SendAccountDataState = FlowAccountDataState;
export type SendConnection = FlowConnection;

/** The network use case, narrowed (NetworkUseCase fits). */
export type SendNetwork = {
  readonly snapshot: { readonly activeCaipNetwork: CaipNetwork };
};

export type SendUseCaseDependencies = {
  readonly account: SendAccountData;
  readonly connection: SendConnection;
  readonly network: SendNetwork;
  readonly router: SendRouter;
  readonly chainAdapters: ReadonlyMap<
    ChainNamespace,
    Pick<
      ChainAdapter,
      'sendTransaction' | 'writeContract' | 'estimateGas' | 'getNativeBalance' | 'waitForTransaction' | 'getGasPrice' | 'prepareTransfer' | 'transfer'
    >
  >;
  /**
   * The transaction follower (TransactionFollowUseCase fits): a sent transaction is handed to it, and the
   * balances and the activity reload once it confirms. An EVM send's wallet provider reports its hash too (the
   * follower follows each once); a Solana transfer is reported only here.
   */
  readonly transactions?: { follow(parameters: { hash: string; caipNetworkId: string }): Promise<void> } | undefined;
  readonly blockchainApi: Pick<BlockchainApi, 'getName'>;
  readonly scheduler: Pick<Scheduler, 'now' | 'schedule'>;
  readonly events: TrackEvents;
  readonly logger: Logger;
  /** Origins a name's avatar may load from (the configured APIs'); without them only data: avatars show. */
  readonly avatarOrigins?: readonly string[] | undefined;
};
