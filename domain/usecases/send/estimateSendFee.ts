/**
 * The network fee of the send as prepared (the preview shows it) and Max, which sizes its gas reserve with the
 * same estimate (domain/entities/token: spendableAmount, the one rule every Max follows). On solana the fee is
 * the transfer's own (estimateSolanaSendFee.ts), and Max of SOL is the balance less that exact fee
 * (domain/entities/send: solanaSpendable): it leaves the account at 0, which the rent rule allows. On bip122
 * the fee is the payment's as the adapter would build it (estimateBitcoinSendFee.ts), and Max of BTC every coin
 * less the fee of spending them all.
 *
 * Gas hardly depends on the receiver or the amount of a plain transfer: the estimate goes to the sender itself
 * before a receiver is typed, and with a zero amount before one is. An estimate for an older form changes
 * nothing; one that fails is logged and leaves the fee unknown.
 */
import { isEvmAddress } from '../../entities/address/index.js';
import { lamportsToSol } from '../../entities/send/lamports.js';
import { solanaSpendable } from '../../entities/send/validateSolanaTransfer.js';
import { balanceUnits, isNativeBalance, spendableAmount, toTokenUnits, type TokenBalance } from '../../entities/token/index.js';
import { encodeErc20Transfer, tokenContractAddress } from './erc20Transfer.js';
import { bitcoinMax, estimateBitcoinSendFee } from './estimateBitcoinSendFee.js';
import { estimateNetworkFee, type NetworkFee } from './estimateNetworkFee.js';
import { estimateSolanaSendFee } from './estimateSolanaSendFee.js';
import { activeNamespace, evmAddress, type SendContext } from './send.context.js';

export type EstimateSendFeeParameters = { readonly token: TokenBalance; readonly amount: string };
export type EstimateSendFeeReturnType = NetworkFee | undefined;

/** The fee of sending `amount` of `token`; undefined (and logged) when it cannot be estimated. */
export async function estimateSendFee(context: SendContext, { token, amount }: EstimateSendFeeParameters): Promise<EstimateSendFeeReturnType> {
  if (activeNamespace(context) === 'solana') return estimateSolanaSendFee(context, { token, amount });
  if (activeNamespace(context) === 'bip122') return estimateBitcoinSendFee(context, { token, amount });
  const { store, deps } = context;
  const adapter = deps.chainAdapters.get('eip155');
  const from = evmAddress(context);
  const network = deps.network.snapshot.activeCaipNetwork;
  if (!adapter || from === undefined || network.chainNamespace !== 'eip155') return undefined;
  const form = store.currentForm();
  const { receiverAddress, tokenBalances } = store.snapshot;
  const to = receiverAddress !== undefined && isEvmAddress(receiverAddress, { strict: false }) ? receiverAddress : from;
  const units = unitsOrZero(amount, token);
  const contract = tokenContractAddress(token);
  const transaction = contract === undefined ? { to, value: units } : { to: contract, data: encodeErc20Transfer(to, units) };
  const nativePrice = tokenBalances.find(isNativeBalance)?.price;
  store.setState({ feeLoading: true });
  try {
    const fee = await estimateNetworkFee({ adapter, from, caipNetworkId: network.caipNetworkId, transaction, nativeCurrency: network.nativeCurrency, nativePrice });
    if (form.isCurrent()) store.setState({ networkFee: fee, feeLoading: false });
    return fee;
  } catch (error) {
    deps.logger.warn('The network fee could not be estimated', error);
    if (form.isCurrent()) store.setState({ networkFee: undefined, feeLoading: false });
    return undefined;
  }
}

/**
 * Max: the spendable amount of the picked token (the whole of an ERC-20 token; of the native currency, the
 * balance less the gas reserve). When the fee cannot be estimated the native balance is not offered whole: the
 * amount is left as it was. `setAmount` is the form's own amount command.
 */
export async function setMax(context: SendContext, setAmount: (amount: string) => void): Promise<void> {
  const { token } = context.store.snapshot;
  if (!token) return;
  if (activeNamespace(context) === 'bip122') {
    const max = await bitcoinMax(context, { token });
    if (max !== undefined && context.store.snapshot.token === token) setAmount(max);
    return;
  }
  const native = isNativeBalance(token);
  const fee = native ? (await estimateSendFee(context, { token, amount: '0' }))?.fee : 0n;
  if (fee === undefined || context.store.snapshot.token !== token) return;
  const amount = native && activeNamespace(context) === 'solana' ? maxOfSol(token, fee) : spendableAmount({ token, native, fee });
  if (amount !== undefined) setAmount(amount);
}

/** SOL less the exact fee; undefined for a balance that is not a number. */
function maxOfSol(token: TokenBalance, fee: bigint): string | undefined {
  try {
    return lamportsToSol(solanaSpendable({ senderBalance: balanceUnits(token), fee }));
  } catch {
    return undefined;
  }
}

function unitsOrZero(amount: string, token: TokenBalance): bigint {
  try {
    return toTokenUnits(amount, token);
  } catch {
    return 0n;
  }
}
