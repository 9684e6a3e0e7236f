/**
 * Send: a token picked from the account's balances, an
 * amount (numeric-input rules, Max keeping room for gas), a receiver typed as an address or a name (resolved
 * through the name service after the debounce, with its avatar), the network fee for the preview, then the
 * send through the connected wallet, on eip155 and solana (SOL and SPL tokens, the rent and fee rules
 * checked before the wallet is asked); another namespace throws 'Unsupported chain'.
 *
 * This class is the facade the views and the container use; each job has its module, sharing one context:
 * - send.store.ts: the state, the form and the name lookup (only the newest answer applies), reset, reporting;
 * - sendTokenList.ts: the token list and its search, following the account data;
 * - setReceiver.ts: the receiver field and the debounced name lookup;
 * - estimateSendFee.ts: the network fee, and Max (the one spendable-amount rule of domain/entities/token);
 *   estimateSolanaSendFee.ts on solana, whose preflight shows a broken rent or fee rule in the preview;
 * - validateSendForm.ts: the send rules, before any wallet prompt;
 * - sendTransfer.ts: the send, through the one wallet path of usecases/shared/wallet-transaction.ts on eip155
 *   and solanaTransfer.ts on solana.
 */
import { sanitizeNumericInput } from '../../entities/number/sanitizeNumericInput.js';
import { usdValue, type TokenBalance, type UsdValueReturnType } from '../../entities/token/index.js';
import { StatefulUseCase } from '../shared/index.js';
import { estimateSendFee, setMax, type EstimateSendFeeReturnType } from './estimateSendFee.js';
import type { SendContext } from './send.context.js';
import { SendStore } from './send.store.js';
import { INITIAL_SEND_STATE, type SendState, type SendUseCaseDependencies } from './send.types.js';
import { SendTokenList } from './sendTokenList.js';
import { sendTransfer, type SendReturnType } from './sendTransfer.js';
import { setReceiver } from './setReceiver.js';
import { validateSendForm, type ValidateSendFormReturnType } from './validateSendForm.js';

export { INITIAL_SEND_STATE, type SendState, type SendUseCaseDependencies } from './send.types.js';
export type { NetworkFee } from './estimateNetworkFee.js';
export type { SendErrorType, SendReturnType } from './sendTransfer.js';
export { MAX_GAS_RESERVE_MULTIPLIER } from '../../entities/token/index.js';

export class SendUseCase extends StatefulUseCase<SendState> {
  readonly #context: SendContext;
  readonly #tokens: SendTokenList;

  constructor(deps: SendUseCaseDependencies) {
    super(INITIAL_SEND_STATE);
    const store = new SendStore({
      state: { read: () => this.snapshot, update: (change) => this.setState(change), isDisposed: () => this.isDisposed },
      form: this.latest(),
      lookup: this.latest(),
      events: deps.events,
      logger: deps.logger,
    });
    this.#context = { store, deps };
    this.#tokens = new SendTokenList(this.#context, (stream, handler) => this.follow(stream, handler));
  }

  /** The token picked in SendSelectToken; picking ends the search. */
  setToken(token: TokenBalance | undefined): void {
    this.#context.store.changeForm({ token });
    this.#tokens.search('');
  }

  /** The amount as typed: kept to digits and one separator (numeric input). */
  setAmount(typed: string): void {
    this.#context.store.changeForm({ sendTokenAmount: sanitizeNumericInput(typed) });
  }

  /** Max: the spendable amount of the token (estimateSendFee.ts); the amount stays when it cannot be told. */
  setMax(): Promise<void> {
    return setMax(this.#context, (amount) => this.setAmount(amount));
  }

  /** The receiver field: an address, or a name looked up after the debounce (setReceiver.ts). */
  setReceiver(input: string): void {
    setReceiver(this.#context, input);
  }

  /** The token picker's search by name or symbol; the matches are in `foundTokens`. */
  setTokenSearch(query: string): void {
    this.#tokens.search(query);
  }

  /** Checks the send rules before any wallet prompt (the Preview button); a failure is kept in `error`. */
  validate(): ValidateSendFormReturnType {
    return validateSendForm(this.#context);
  }

  /** The fee of the send as prepared, for the preview; undefined (and logged) when it cannot be estimated. */
  estimateFee(): Promise<EstimateSendFeeReturnType> {
    const { token, sendTokenAmount } = this.snapshot;
    if (!token) return Promise.resolve(undefined);
    return estimateSendFee(this.#context, { token, amount: sendTokenAmount === '' ? '0' : sendTokenAmount });
  }

  /** The amount's value in US dollars as an exact decimal ('0.5'), when the token has a price. */
  amountInUsd(): UsdValueReturnType {
    return usdValue(this.snapshot.sendTokenAmount, this.snapshot.token?.price);
  }

  /**
   * Sends (sendTransfer.ts). Rejects, keeping the error in `error`, on a broken rule, the wallet's refusal and
   * the node's error; a second call while one is under way is refused.
   */
  send(): Promise<SendReturnType> {
    return sendTransfer(this.#context);
  }

  /** Clears the form (and the token list, which fills again from the account data). */
  reset(): void {
    this.#context.store.reset();
  }

  /** The token list from the account data as it is now (the Send views call it when shown). */
  loadTokens(): void {
    this.#tokens.load();
  }

  protected override onFirstSubscriber(): void {
    this.#tokens.follow();
  }

  protected override onDispose(): void {
    this.#context.store.cancelLookup();
  }
}
