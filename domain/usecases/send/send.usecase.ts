/**
 * Why this file is long (past ~300 lines): the form's fields, the debounced name lookup and the send share one state and
 * one "the account moved on" reset; the pure rules (validateSendInput, parsePositiveAmount, the fee and Max
 * arithmetic) already live in their own files.
 *
 * Send (SPEC.md sections 3 "Send state", 4 "Send", 5 and 8): a token picked from the account's balances,
 * an amount (numeric-input rules, Max keeping room for gas), a receiver typed as an address or a name
 * (resolved through the name service after the debounce, with its avatar), the network fee for the preview,
 * then the send through the connected wallet:
 * - native: eth_sendTransaction (ChainAdapter.sendTransaction) with the value;
 * - ERC-20: a `transfer(to, amount)` call on the token (ChainAdapter.writeContract).
 *
 * Every rule is checked before the wallet is asked ('Insufficient balance' included); SEND_INITIATED is
 * recorded when the wallet is asked. `loading` holds while the wallet and the chain answer. Success records
 * SEND_SUCCESS, resets the token, amount, receiver, profile and balances and replaces the view with Account.
 * The balances and the activity reload once the receipt arrives: the wallet is reached through the provider
 * the connection hands out, which follows every transaction sent through it (domain/usecases/transactions),
 * so a send here and a send by the host page are refreshed alike; the token list then follows the account data.
 * A failure is kept in `error` (the wallet's short message, or the node's typed error: insufficient funds,
 * nonce, fee) and the form stays as it was. Only eip155 sends today: another namespace throws.
 *
 * The token list follows the account data use case from the first subscriber on; a change of account or
 * network clears the form (a token of one chain is never sent on another).

 */
import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { isEvmAddress } from '../../entities/address/index.js';
import { DEFAULT_DEBOUNCE_MS } from '../../entities/constants.js';
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { parseWalletError } from '../../entities/errors/rpc/parseWalletError.js';
import { withNameSuffix } from '../../entities/name/nameSuffix.js';
import { sanitizeNumericInput } from '../../entities/number/sanitizeNumericInput.js';
import { validateSendInput, type ValidateSendInputReturnType, type ValidSendInput } from '../../entities/send/validateSendInput.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import { StatefulUseCase } from '../shared/stateful-use-case.js';
import { runSafely } from '../shared/run-safely.js';
import { ERC20_TRANSFER_ABI, encodeErc20Transfer, tokenContractAddress } from './erc20Transfer.js';
import { estimateNetworkFee, type NetworkFee } from './estimateNetworkFee.js';
import { looksLikeName, nameAvatar, resolveNameAddress } from './resolveNameAddress.js';
import { INITIAL_SEND_STATE, type SendAccountDataState, type SendState, type SendUseCaseDependencies } from './send.types.js';
import { isNativeToken, sendableTokens, tokenKey } from './sendableTokens.js';
import { pushSendTransaction } from './sendTransactionStack.js';
import { amountInUsd, maxSendAmount, toTokenUnits } from './tokenAmounts.js';

export { INITIAL_SEND_STATE, type SendState, type SendUseCaseDependencies } from './send.types.js';
export type { NetworkFee } from './estimateNetworkFee.js';

/**
 * What Max keeps back, as a multiple of the estimated fee: a wallet caps its fee above the current gas
 * price (EIP-1559 wallets commonly allow for the base fee rising), and the node refuses a transaction whose
 * value plus that cap exceeds the balance.
 */
export const MAX_GAS_RESERVE_MULTIPLIER = 2n;

/** A name lookup applies only while the receiver field still holds what was looked up. */
type Lookup = { input: string };

export type SendErrorType = WalletportError;
export type SendReturnType = { hash: string };

export class SendUseCase extends StatefulUseCase<SendState> {
  readonly #deps: SendUseCaseDependencies;
  #subscription: Subscription | undefined;
  #cancelLookup: (() => void) | undefined;
  #lookup: Lookup | undefined;
  /** Bumped by every change of the form; a fee estimate for an older form changes nothing. */
  #formGeneration = 0;

  constructor(deps: SendUseCaseDependencies) {
    super(INITIAL_SEND_STATE);
    this.#deps = deps;
  }

  /** The token picked in SendSelectToken. */
  setToken(token: TokenBalance | undefined): void {
    this.#changeForm({ token });
  }

  /** The amount as typed: kept to digits and one separator (SPEC.md section 5, numeric input). */
  setAmount(typed: string): void {
    this.#changeForm({ sendTokenAmount: sanitizeNumericInput(typed) });
  }

  /**
   * Max: the whole balance of an ERC-20 token; of the native currency, the balance less what the transfer's
   * gas may cost (the estimate times MAX_GAS_RESERVE_MULTIPLIER). When the fee cannot be estimated the
   * native balance is not offered whole: the amount is left as it was and the reason is in `error`.
   */
  async setMax(): Promise<void> {
    const { token } = this.snapshot;
    if (!token) return;
    if (!isNativeToken(token)) {
      this.setAmount(maxSendAmount({ token, gasReserve: 0n }));
      return;
    }
    const fee = await this.#estimate({ token, amount: '0' });
    if (!fee) return;
    if (this.snapshot.token !== token) return;
    this.setAmount(maxSendAmount({ token, gasReserve: fee.fee * MAX_GAS_RESERVE_MULTIPLIER }));
  }

  /**
   * The receiver field: an EVM address is taken as is; anything else is read as a name ('alice' means
   * 'alice.reown.id') and looked up DEFAULT_DEBOUNCE_MS after the last keystroke, with its avatar.
   */
  setReceiver(input: string): void {
    this.#cancelLookup?.();
    this.#cancelLookup = undefined;
    this.#lookup = undefined;
    const trimmed = input.trim();
    const base = { receiverInput: input, receiverProfileName: undefined, receiverProfileImageUrl: undefined, receiverError: undefined };
    if (trimmed === '' || isEvmAddress(trimmed, { strict: false }) || !looksLikeName(trimmed)) {
      // Not a name: the send rules judge it as an address (and name a malformed one).
      this.#changeForm({ ...base, receiverAddress: trimmed === '' ? undefined : trimmed, receiverResolving: false });
      return;
    }
    this.#changeForm({ ...base, receiverAddress: undefined, receiverResolving: true });
    const lookup: Lookup = { input };
    this.#lookup = lookup;
    this.#cancelLookup = this.#deps.scheduler.schedule(() => void this.#resolveName(lookup, trimmed), DEFAULT_DEBOUNCE_MS);
  }

  /**
   * Checks the send rules against the token's balance, before any wallet prompt (the Send view's Preview
   * button). A failure is kept in `error` and returned.
   */
  validate(): ValidateSendInputReturnType<TokenBalance> {
    const { token, sendTokenAmount, receiverAddress } = this.snapshot;
    const result = validateSendInput({
      token,
      amount: sendTokenAmount,
      receiverAddress,
      namespace: this.#namespace(),
      balance: token?.quantity.numeric,
    });
    this.setState({ error: result.ok ? undefined : result.error });
    return result;
  }

  /** The fee of the send as prepared, for the preview; undefined (and logged) when it cannot be estimated. */
  async estimateFee(): Promise<NetworkFee | undefined> {
    const { token, sendTokenAmount } = this.snapshot;
    if (!token) return undefined;
    return this.#estimate({ token, amount: sendTokenAmount === '' ? '0' : sendTokenAmount });
  }

  /** The amount's value in US dollars ('$1,234.50'), when the token has a price. */
  amountInUsd(): string | undefined {
    return amountInUsd(this.snapshot.sendTokenAmount, this.snapshot.token?.price);
  }

  /**
   * Sends. Rejects (and keeps the error in `error`) on a broken rule before the wallet is asked, on the
   * wallet's refusal and on the node's error; throws SEND_NAMESPACE_NOT_SUPPORTED on a namespace that does
   * not send here. A second call while one is under way is refused with the same promise's outcome ignored.
   */
  async send(): Promise<SendReturnType> {
    if (this.snapshot.loading) throw walletportError('SOMETHING_WENT_WRONG', [], { details: 'A send is already under way' });
    const namespace = this.#namespace();
    if (namespace !== 'eip155') throw walletportError('SEND_NAMESPACE_NOT_SUPPORTED', [namespace]);
    const checked = this.validate();
    if (!checked.ok) throw checked.error;
    const input = checked.value;
    const caipNetworkId = this.#deps.network.snapshot.activeCaipNetwork.caipNetworkId;
    const from = this.#deps.connection.snapshot.namespaces.eip155?.address;
    this.setState({ loading: true, error: undefined });
    const transaction = pushSendTransaction(this.#deps.router);
    try {
      const adapter = this.#deps.chainAdapters.get('eip155');
      const provider = await this.#deps.connection.getProvider('eip155');
      if (!adapter || !provider || from === undefined) throw walletportError('NO_CONNECTION_CLIENT');
      this.#track('SEND_INITIATED', input, caipNetworkId);
      const hash = await this.#transfer({ input, from, caipNetworkId, provider, adapter });
      this.#track('SEND_SUCCESS', input, caipNetworkId);
      this.#reset();
      runSafely(this.#deps.logger, 'show the account after a send', () => transaction.succeeded());
      return { hash };
    } catch (cause) {
      transaction.failed();
      const error = toSendError(cause);
      runSafely(this.#deps.logger, 'record the failed send', () =>
        this.#deps.events.emit({ type: 'track', event: 'SEND_ERROR', properties: { message: error.shortMessage, network: caipNetworkId } }),
      );
      this.setState({ loading: false, error });
      throw error;
    }
  }

  /** Clears the form (leaving the token list). */
  reset(): void {
    this.#reset();
  }

  /**
   * The token list from the account data as it is now (the Send views call it when shown: a send empties
   * the list, and it fills again with the account's next balances); asks the account data for them when it
   * has none.
   */
  loadTokens(): void {
    this.#follow();
    const account = this.#deps.account.snapshot;
    this.#syncTokens(account);
    if (account.tokenBalances.length === 0 && account.tokensStatus !== 'loading') {
      this.#deps.account.refresh().catch((error: unknown) => this.#deps.logger.warn('The token balances could not be loaded', error));
    }
  }

  protected override onFirstSubscriber(): void {
    this.#follow();
  }

  protected override onDispose(): void {
    this.#subscription?.unsubscribe();
    this.#cancelLookup?.();
  }

  #follow(): void {
    if (this.#subscription || this.isDisposed) return;
    let previousKey: string | undefined;
    this.#subscription = this.#deps.account.state$
      .pipe(
        map((state) => ({ state, key: `${state.caipNetworkId}|${state.address}` })),
        distinctUntilChanged((previous, next) => previous.state.tokenBalances === next.state.tokenBalances && previous.key === next.key),
      )
      .subscribe(({ state, key }) => {
        // Another account or network: nothing typed for the previous one may be sent on this one.
        if (previousKey !== undefined && key !== previousKey) this.#reset();
        previousKey = key;
        this.#syncTokens(state);
      });
  }

  #syncTokens(state: SendAccountDataState): void {
    const tokenBalances = sendableTokens({ balances: state.tokenBalances });
    const native = tokenBalances.find(isNativeToken);
    const current = this.snapshot.token;
    // The picked token follows its refreshed balance (the Max and the balance rule read it).
    const token = current && tokenBalances.find((candidate) => tokenKey(candidate) === tokenKey(current));
    this.setState({
      tokenBalances,
      token: token ?? current,
      networkBalanceInUSD: native ? amountInUsd(native.quantity.numeric, native.price) : undefined,
      lastRetry: state.tokensStatus === 'error' ? this.#deps.scheduler.now() : this.snapshot.lastRetry,
    });
  }

  async #estimate({ token, amount }: { token: TokenBalance; amount: string }): Promise<NetworkFee | undefined> {
    const adapter = this.#deps.chainAdapters.get('eip155');
    const from = this.#deps.connection.snapshot.namespaces.eip155?.address;
    const network = this.#deps.network.snapshot.activeCaipNetwork;
    if (!adapter || from === undefined || network.chainNamespace !== 'eip155') return undefined;
    const generation = this.#formGeneration;
    // Gas hardly depends on the receiver or the amount of a plain transfer; estimating to the sender itself
    // works before a receiver is typed, and with a zero amount before one is.
    const to = isEvmAddress(this.snapshot.receiverAddress ?? '', { strict: false }) ? (this.snapshot.receiverAddress as string) : from;
    const units = safeUnits(amount, token);
    const contract = tokenContractAddress(token);
    const transaction = contract === undefined ? { to, value: units } : { to: contract, data: encodeErc20Transfer(to, units) };
    const nativePrice = this.snapshot.tokenBalances.find(isNativeToken)?.price;
    this.setState({ feeLoading: true });
    try {
      const fee = await estimateNetworkFee({ adapter, from, caipNetworkId: network.caipNetworkId, transaction, nativeCurrency: network.nativeCurrency, nativePrice });
      if (generation === this.#formGeneration) this.setState({ networkFee: fee, feeLoading: false });
      return fee;
    } catch (error) {
      this.#deps.logger.warn('The network fee could not be estimated', error);
      if (generation === this.#formGeneration) this.setState({ networkFee: undefined, feeLoading: false });
      return undefined;
    }
  }

  async #resolveName(lookup: Lookup, typed: string): Promise<void> {
    const name = typed.includes('.') ? typed : withNameSuffix(typed);
    try {
      const record = await this.#deps.blockchainApi.getName({ name });
      if (this.#lookup !== lookup) return;
      const address = resolveNameAddress({ name: record });
      if (address === undefined) throw new Error(`${name} has no EVM address`);
      const receiverProfileImageUrl = nameAvatar(record, this.#deps.avatarOrigins ?? []);
      this.setState({ receiverAddress: address, receiverProfileName: record.name, receiverProfileImageUrl, receiverResolving: false });
    } catch (cause) {
      if (this.#lookup !== lookup) return;
      this.#deps.logger.warn(`The name ${name} could not be resolved`, cause);
      this.setState({ receiverAddress: undefined, receiverResolving: false, receiverError: walletportError('NAME_RESOLVE_FAILED', [], { cause }) });
    }
  }

  #transfer({
    input,
    from,
    caipNetworkId,
    provider,
    adapter,
  }: {
    input: ValidSendInput<TokenBalance>;
    from: string;
    caipNetworkId: string;
    provider: Eip1193Provider;
    adapter: NonNullable<ReturnType<SendUseCaseDependencies['chainAdapters']['get']>>;
  }): Promise<string> {
    const units = toTokenUnits(input.amount, input.token);
    const contract = tokenContractAddress(input.token);
    if (contract === undefined) {
      return adapter.sendTransaction({ provider, from, caipNetworkId, transaction: { to: input.receiverAddress, value: units } });
    }
    return adapter.writeContract({
      provider,
      from,
      caipNetworkId,
      call: { address: contract, abi: ERC20_TRANSFER_ABI, functionName: 'transfer', args: [input.receiverAddress, units] },
    });
  }

  #track(event: 'SEND_INITIATED' | 'SEND_SUCCESS', input: ValidSendInput<TokenBalance>, network: string): void {
    const properties = { token: input.token.symbol, amount: input.amount, network, isNative: isNativeToken(input.token) };
    runSafely(this.#deps.logger, `record ${event}`, () => this.#deps.events.emit({ type: 'track', event, properties }));
  }

  #changeForm(change: Partial<SendState>): void {
    this.#formGeneration += 1;
    this.setState({ ...change, error: undefined, networkFee: undefined, feeLoading: false });
  }

  #reset(): void {
    this.#cancelLookup?.();
    this.#cancelLookup = undefined;
    this.#lookup = undefined;
    this.#formGeneration += 1;
    this.setState({ ...INITIAL_SEND_STATE, lastRetry: this.snapshot.lastRetry });
  }

  #namespace(): string {
    return this.#deps.network.snapshot.activeCaipNetwork.chainNamespace;
  }
}

function safeUnits(amount: string, token: TokenBalance): bigint {
  try {
    return toTokenUnits(amount, token);
  } catch {
    return 0n;
  }
}

/** The wallet's or the node's failure as a typed error (adapters already type theirs; anything else is parsed). */
function toSendError(cause: unknown): WalletportError {
  return isWalletportError(cause) ? cause : parseWalletError(cause);
}
