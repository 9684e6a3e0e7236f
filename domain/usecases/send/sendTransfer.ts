/**
 * The send itself (SPEC.md section 4 "send"), through the one wallet path of domain/usecases/shared
 * (wallet-transaction.ts):
 * - native: eth_sendTransaction with the value;
 * - ERC-20: a `transfer(to, amount)` call on the token.
 *
 * Every rule is checked before the wallet is asked ('Insufficient balance' included); SEND_INITIATED is
 * recorded when the wallet is asked. `loading` holds while the wallet and the chain answer, and the send is on
 * the router's transaction stack meanwhile (sendTransactionStack.ts). Success records SEND_SUCCESS, resets the
 * form and shows Account; the balances and the activity reload once the receipt arrives (the provider the
 * connection hands out follows every transaction sent through it). A failure is kept in `error` (the wallet's
 * short message, the node's typed error, or 'Transaction error'), recorded as SEND_ERROR, and the form stays.
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { ValidateSendInputErrorType, ValidSendInput } from '../../entities/send/validateSendInput.js';
import { isNativeBalance, toTokenUnits, type TokenBalance } from '../../entities/token/index.js';
import { runSafely } from '../shared/index.js';
import { sendWalletTransaction, toWalletFailure, type SendWalletTransactionErrorType } from '../shared/index.js';
import { ERC20_TRANSFER_ABI, tokenContractAddress } from './erc20Transfer.js';
import { activeNamespace, evmAddress, type SendContext } from './send.context.js';
import { pushSendTransaction } from './sendTransactionStack.js';
import { validateSendForm } from './validateSendForm.js';

export type SendReturnType = { hash: string };

/** What a send can fail with: a rule broken before the wallet, no wallet, the wallet's or the node's answer. */
export type SendErrorType =
  | ValidateSendInputErrorType
  | SendWalletTransactionErrorType
  | WalletportError<'SEND_NAMESPACE_NOT_SUPPORTED' | 'SOMETHING_WENT_WRONG' | 'NO_CONNECTION_CLIENT'>;

export async function sendTransfer(context: SendContext): Promise<SendReturnType> {
  const { store, deps } = context;
  if (store.snapshot.loading) throw walletportError('SOMETHING_WENT_WRONG', [], { details: 'A send is already under way' });
  const namespace = activeNamespace(context);
  if (namespace !== 'eip155') throw walletportError('SEND_NAMESPACE_NOT_SUPPORTED', [], { details: `Sending is not supported on ${namespace}` });
  const checked = validateSendForm(context);
  if (!checked.ok) throw checked.error;
  const input = checked.value;
  const caipNetworkId = deps.network.snapshot.activeCaipNetwork.caipNetworkId;
  const from = evmAddress(context);
  store.setState({ loading: true, error: undefined });
  const transaction = pushSendTransaction(deps.router);
  try {
    if (from === undefined) throw walletportError('NO_CONNECTION_CLIENT');
    const hash = await sendWalletTransaction(deps, {
      from,
      caipNetworkId,
      ...transferRequest(input),
      beforeAsk: () => track(context, 'SEND_INITIATED', input, caipNetworkId),
    });
    track(context, 'SEND_SUCCESS', input, caipNetworkId);
    store.reset();
    runSafely(deps.logger, 'show the account after a send', () => transaction.succeeded());
    return { hash };
  } catch (cause) {
    transaction.failed();
    const error = toWalletFailure(cause);
    store.track('SEND_ERROR', { message: error.shortMessage, network: caipNetworkId });
    store.setState({ loading: false, error });
    throw error;
  }
}

function transferRequest(input: ValidSendInput<TokenBalance>) {
  const units = toTokenUnits(input.amount, input.token);
  const contract = tokenContractAddress(input.token);
  if (contract === undefined) return { transaction: { to: input.receiverAddress, value: units } };
  return { call: { address: contract, abi: ERC20_TRANSFER_ABI, functionName: 'transfer', args: [input.receiverAddress, units] } };
}

function track({ store }: SendContext, event: 'SEND_INITIATED' | 'SEND_SUCCESS', input: ValidSendInput<TokenBalance>, network: string): void {
  store.track(event, { token: input.token.symbol, amount: input.amount, network, isNative: isNativeBalance(input.token) });
}
