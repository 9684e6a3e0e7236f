/**
 * The send itself (SPEC.md section 4 "send"):
 * - eip155, through the one wallet path of domain/usecases/shared (wallet-transaction.ts): native with
 *   eth_sendTransaction and the value; ERC-20 with a `transfer(to, amount)` call on the token;
 * - solana (solanaTransfer.ts): SOL or an SPL token, the chain adapter building the transfer and the wallet
 *   signing and sending it, after the chain's facts are read and the rent and fee rules checked;
 * - bip122 (bitcoinTransfer.ts): BTC, the chain adapter building a PSBT from the sender's coins, the wallet
 *   signing it, the adapter checking the signatures and broadcasting, after the funds and dust rules hold.
 * Another namespace throws SEND_NAMESPACE_NOT_SUPPORTED ('Unsupported chain').
 *
 * Every rule is checked before the wallet is asked ('Insufficient balance' included, on solana the rent
 * rules, on bip122 the fee and dust rules): a refusal is kept in `error` and nothing is recorded. SEND_INITIATED is recorded when the wallet is
 * asked, and the send goes on the router's transaction stack then (sendTransactionStack.ts). `loading` holds
 * while the chain and the wallet answer. Success records SEND_SUCCESS, resets the form and shows Account; the
 * transaction is handed to the follower, which reloads the balances and the activity once it confirms. A
 * failure is kept in `error` (the wallet's short message, the node's typed error, or 'Transaction error'),
 * recorded as SEND_ERROR, and the form stays.
 */
import { SEND_NAMESPACES } from '../../entities/constants.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { ValidateSendInputErrorType, ValidSendInput } from '../../entities/send/validateSendInput.js';
import { satoshisToBtc, type ValidateBitcoinTransferErrorType } from '../../entities/send/validateBitcoinTransfer.js';
import type { ValidateSolanaTransferErrorType } from '../../entities/send/validateSolanaTransfer.js';
import { isNativeBalance, toTokenUnits, type TokenBalance } from '../../entities/token/index.js';
import { runSafely } from '../shared/index.js';
import { sendWalletTransaction, toWalletFailure, type SendWalletTransactionErrorType } from '../shared/index.js';
import { bitcoinTransferOf, checkBitcoinTransfer, sendBitcoinTransfer } from './bitcoinTransfer.js';
import { ERC20_TRANSFER_ABI, tokenContractAddress } from './erc20Transfer.js';
import { estimateBitcoinSendFee } from './estimateBitcoinSendFee.js';
import { activeNamespace, senderAddress, type SendContext } from './send.context.js';
import { pushSendTransaction, type PushSendTransactionReturnType } from './sendTransactionStack.js';
import { checkSolanaTransfer, sendSolanaTransfer, solanaTransferOf } from './solanaTransfer.js';
import { validateSendForm } from './validateSendForm.js';

/** The transaction's id: a hash on eip155, a base58 signature on solana, a txid on bip122. */
export type SendReturnType = { hash: string };

/** What a send can fail with: a rule broken before the wallet, no wallet, the wallet's or the node's answer. */
export type SendErrorType =
  | ValidateSendInputErrorType
  | ValidateSolanaTransferErrorType
  | ValidateBitcoinTransferErrorType
  | SendWalletTransactionErrorType
  | WalletportError<'SEND_NAMESPACE_NOT_SUPPORTED' | 'SOMETHING_WENT_WRONG' | 'NO_CONNECTION_CLIENT' | 'BITCOIN_FEE_CHANGED'>;

const sendNamespaces: ReadonlySet<string> = new Set(SEND_NAMESPACES);

export async function sendTransfer(context: SendContext): Promise<SendReturnType> {
  const { store, deps } = context;
  if (store.snapshot.loading) throw walletportError('SOMETHING_WENT_WRONG', [], { details: 'A send is already under way' });
  const namespace = activeNamespace(context);
  if (!sendNamespaces.has(namespace)) throw walletportError('SEND_NAMESPACE_NOT_SUPPORTED', [], { details: `Sending is not supported on ${namespace}` });
  const checked = validateSendForm(context);
  if (!checked.ok) throw checked.error;
  const input = checked.value;
  const caipNetworkId = deps.network.snapshot.activeCaipNetwork.caipNetworkId;
  const from = senderAddress(context);
  const form = store.currentForm();
  store.setState({ loading: true, error: undefined });
  let transaction: PushSendTransactionReturnType | undefined;
  const beforeAsk = () => {
    transaction = pushSendTransaction(deps.router);
    track(context, 'SEND_INITIATED', input, caipNetworkId);
  };
  try {
    if (from === undefined) throw walletportError('NO_CONNECTION_CLIENT');
    const onChain = { input, from, caipNetworkId, isCurrent: () => form.isCurrent(), beforeAsk };
    const hash =
      input.namespace === 'solana'
        ? await sendOnSolana(context, onChain)
        : input.namespace === 'bip122'
          ? await sendOnBitcoin(context, onChain)
          : await sendWalletTransaction(deps, { from, caipNetworkId, ...evmTransferRequest(input), beforeAsk });
    track(context, 'SEND_SUCCESS', input, caipNetworkId);
    store.reset();
    runSafely(deps.logger, 'show the account after a send', () => transaction?.succeeded());
    runSafely(deps.logger, 'follow the sent transaction', () => deps.transactions?.follow({ hash, caipNetworkId }));
    return { hash };
  } catch (cause) {
    transaction?.failed();
    if (cause instanceof RefusedBeforeWallet) {
      store.setState({ loading: false, error: cause.error });
      throw cause.error;
    }
    const error = toWalletFailure(cause);
    store.track('SEND_ERROR', { message: error.shortMessage, network: caipNetworkId });
    store.setState({ loading: false, error });
    throw error;
  }
}

/** A rule the chain's facts break (solana, bip122): kept in `error` like the form's rules, not recorded as a failed send. */
class RefusedBeforeWallet extends Error {
  constructor(
    readonly error: ValidateSolanaTransferErrorType | ValidateBitcoinTransferErrorType | WalletportError<'SOMETHING_WENT_WRONG' | 'BITCOIN_FEE_CHANGED'>,
  ) {
    super(error.shortMessage);
  }
}

type SendOnChainParameters = {
  input: ValidSendInput<TokenBalance>;
  from: string;
  caipNetworkId: string;
  /** False once the form changed while the chain was asked: what the person saw is no longer what would go. */
  isCurrent: () => boolean;
  beforeAsk: () => void;
};

async function sendOnSolana({ deps }: SendContext, { input, from, caipNetworkId, isCurrent, beforeAsk }: SendOnChainParameters): Promise<string> {
  const transfer = solanaTransferOf({ token: input.token, amount: input.amount, from, to: input.receiverAddress, caipNetworkId });
  const symbol = deps.network.snapshot.activeCaipNetwork.nativeCurrency.symbol;
  const checked = await checkSolanaTransfer(deps, { transfer, symbol });
  if (!checked.ok) throw new RefusedBeforeWallet(checked.error);
  if (!isCurrent()) throw new RefusedBeforeWallet(walletportError('SOMETHING_WENT_WRONG', [], { details: 'The send changed while it was checked' }));
  return sendSolanaTransfer(deps, { transfer, beforeAsk });
}

/**
 * BTC: the payment's facts read fresh and its rules checked; the fee must still be the one the preview showed
 * (the coins or the fee rate may have moved since), else the preview gets the new fee and the visitor reviews it
 * again. The adapter refuses a payment whose fee differs from it too: nothing reaches the wallet unreviewed.
 */
async function sendOnBitcoin(context: SendContext, { input, from, caipNetworkId, isCurrent, beforeAsk }: SendOnChainParameters): Promise<string> {
  const { store, deps } = context;
  const seen = store.snapshot.networkFee?.fee;
  const symbol = deps.network.snapshot.activeCaipNetwork.nativeCurrency.symbol;
  const transfer = bitcoinTransferOf({ token: input.token, amount: input.amount, from, to: input.receiverAddress, caipNetworkId });
  const checked = await checkBitcoinTransfer(deps, { transfer, symbol });
  if (!checked.ok) throw new RefusedBeforeWallet(checked.error);
  if (!isCurrent()) throw new RefusedBeforeWallet(walletportError('SOMETHING_WENT_WRONG', [], { details: 'The send changed while it was checked' }));
  if (seen !== undefined && seen !== checked.facts.fee) {
    void estimateBitcoinSendFee(context, { token: input.token, amount: input.amount });
    throw new RefusedBeforeWallet(walletportError('BITCOIN_FEE_CHANGED', [satoshisToBtc(checked.facts.fee), symbol]));
  }
  return sendBitcoinTransfer(deps, { transfer: { ...transfer, fee: checked.facts.fee }, beforeAsk });
}

function evmTransferRequest(input: ValidSendInput<TokenBalance>) {
  const units = toTokenUnits(input.amount, input.token);
  const contract = tokenContractAddress(input.token);
  if (contract === undefined) return { transaction: { to: input.receiverAddress, value: units } };
  return { call: { address: contract, abi: ERC20_TRANSFER_ABI, functionName: 'transfer', args: [input.receiverAddress, units] } };
}

function track({ store }: SendContext, event: 'SEND_INITIATED' | 'SEND_SUCCESS', input: ValidSendInput<TokenBalance>, network: string): void {
  store.track(event, { token: input.token.symbol, amount: input.amount, network, isNative: isNativeBalance(input.token) });
}
