/**
 * What the Bitcoin and Solana fee previews share (estimateBitcoinSendFee.ts, estimateSolanaSendFee.ts): the
 * chain's preflight of the transfer the form describes so far. Before the form is complete (a receiver of the
 * chain, a positive amount) the transfer goes to the sender itself with a zero amount, so a fee shows while the
 * visitor types; once it is complete, a refusal of the chain's rules becomes the form's error before Send is
 * pressed. An answer for an older form changes nothing; a preflight that fails is logged and the fee left unknown.
 */
import type { TransferParameters } from '../../../ports/chain-adapter.port.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import { parsePositiveAmount } from '../../entities/send/parsePositiveAmount.js';
import { isNativeBalance, type TokenBalance } from '../../entities/token/index.js';
import type { NetworkFee } from './estimateNetworkFee.js';
import { senderAddress, type SendContext } from './send.context.js';

/** A chain's preflight: its facts, and whether the transfer passes its rules. */
export type TransferPreflight<Facts> = { readonly facts: Facts } & ({ readonly ok: true } | { readonly ok: false; readonly error: WalletportError });

export type PreviewTransferFeeParameters<Facts> = {
  /** The namespace the active network must be of; on another one nothing is estimated. */
  readonly namespace: CaipNetwork['chainNamespace'];
  /** The amount as typed. */
  readonly amount: string;
  /** Whether the typed receiver is an address of the active network. */
  readonly isReceiver: (address: string, network: CaipNetwork) => boolean;
  /** The transfer in the chain's terms (its units); `amount` is '0' and `to` the sender until the form is complete. */
  readonly transferOf: (args: { readonly amount: string; readonly from: string; readonly to: string; readonly network: CaipNetwork }) => TransferParameters;
  /** The chain's preflight of the transfer; it rejects when the chain cannot be asked. */
  readonly check: (transfer: TransferParameters, network: CaipNetwork) => Promise<TransferPreflight<Facts>>;
  /** The preview's fee from the chain's facts, with the native currency's price (undefined when unknown). */
  readonly networkFee: (facts: Facts, args: { readonly nativePrice: TokenBalance['price'] | undefined; readonly network: CaipNetwork }) => NetworkFee;
};
export type PreviewTransferFeeReturnType = NetworkFee | undefined;
/** Never rejects: a fee that cannot be read is logged and left unknown. */
export type PreviewTransferFeeErrorType = never;

/** The fee of the form's transfer on the active network, also kept in the store while the form is current. */
export async function previewTransferFee<Facts>(
  context: SendContext,
  { namespace, amount, isReceiver, transferOf, check, networkFee }: PreviewTransferFeeParameters<Facts>,
): Promise<PreviewTransferFeeReturnType> {
  const { store, deps } = context;
  const from = senderAddress(context);
  const network = deps.network.snapshot.activeCaipNetwork;
  if (from === undefined || network.chainNamespace !== namespace) return undefined;
  const form = store.currentForm();
  const { receiverAddress, tokenBalances } = store.snapshot;
  // Complete: a receiver of the network and a positive amount (one finer than the token's units is refused as such).
  const complete = receiverAddress !== undefined && isReceiver(receiverAddress, network) && parsePositiveAmount(amount) !== undefined;
  const transfer = transferOf({ amount: complete ? amount : '0', from, to: complete ? receiverAddress : from, network });
  store.setState({ feeLoading: true });
  try {
    const checked = await check(transfer, network);
    const fee = networkFee(checked.facts, { nativePrice: tokenBalances.find(isNativeBalance)?.price, network });
    if (form.isCurrent()) store.setState({ networkFee: fee, feeLoading: false, ...(complete && !checked.ok ? { error: checked.error } : {}) });
    return fee;
  } catch (error) {
    deps.logger.warn('The network fee could not be estimated', error);
    if (form.isCurrent()) store.setState({ networkFee: undefined, feeLoading: false });
    return undefined;
  }
}
