/**
 * The Bitcoin side of a send: the payment as the chain adapter takes it (satoshis), the
 * chain's facts read before the wallet is asked (ChainAdapter.prepareTransfer: the fee of the payment built
 * from the sender's coins, what they can spend, the least an output may carry), the rules of
 * domain/entities/send (validateBitcoinTransfer) over them, and the payment itself through the connected
 * Bitcoin wallet: the bip122 chain adapter builds the PSBT, has the wallet sign it, checks the signatures and
 * broadcasts it. Without the wallet's provider or the adapter's send methods the send fails with
 * NO_CONNECTION_CLIENT before the wallet is asked; the wallet's failure reads as every flow reads one
 * (toWalletFailure).
 */
import type { ChainAdapter, TransferParameters } from '../../../ports/chain-adapter.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import {
  validateBitcoinTransfer,
  type BitcoinTransferFacts,
  type ValidateBitcoinTransferReturnType,
} from '../../entities/send/validateBitcoinTransfer.js';
import { toTokenUnits, type TokenBalance } from '../../entities/token/index.js';
import { toWalletFailure, type WalletFailureErrorType } from '../shared/index.js';

/** How the Bitcoin send reaches the chain and the wallet (the send's own dependencies fit). */
export type BitcoinTransferAccess = {
  readonly connection: { getProvider(namespace: ChainNamespace): Promise<Eip1193Provider | undefined> };
  readonly chainAdapters: ReadonlyMap<ChainNamespace, Pick<ChainAdapter, 'prepareTransfer' | 'transfer'>>;
};

export type BitcoinTransferOfParameters = {
  /** The BTC balance (8 decimals). */
  readonly token: TokenBalance;
  /** The amount in BTC, as typed ('0.001'). */
  readonly amount: string;
  readonly from: string;
  readonly to: string;
  readonly caipNetworkId: string;
};
export type BitcoinTransferOfReturnType = TransferParameters;

/** The payment in the chain's terms: satoshis, no token (a Bitcoin network carries BTC only here). */
export function bitcoinTransferOf({ token, amount, from, to, caipNetworkId }: BitcoinTransferOfParameters): BitcoinTransferOfReturnType {
  return { from, caipNetworkId, to, amount: toTokenUnits(amount, token) };
}

export type CheckBitcoinTransferParameters = {
  readonly transfer: TransferParameters;
  /** The native currency's symbol, for the messages. */
  readonly symbol: string;
};
export type CheckBitcoinTransferReturnType = ValidateBitcoinTransferReturnType & { readonly facts: BitcoinTransferFacts };
export type CheckBitcoinTransferErrorType = WalletFailureErrorType;

/** Reads the chain's facts and checks the rules; a chain that cannot be asked rejects (toWalletFailure). */
export async function checkBitcoinTransfer(
  access: BitcoinTransferAccess,
  { transfer, symbol }: CheckBitcoinTransferParameters,
): Promise<CheckBitcoinTransferReturnType> {
  try {
    const preflight = await bitcoinAdapter(access).prepareTransfer(transfer);
    const { spendable, minimumAmount } = preflight;
    if (spendable === undefined || minimumAmount === undefined) {
      throw walletportError('INVALID_RESPONSE', ['the Bitcoin payment preflight'], { details: 'no spendable amount or minimum' });
    }
    const facts: BitcoinTransferFacts = { fee: preflight.fee, spendable, minimumAmount };
    return { ...validateBitcoinTransfer({ amount: transfer.amount, facts, symbol }), facts };
  } catch (cause) {
    throw toWalletFailure(cause);
  }
}

export type SendBitcoinTransferParameters = {
  readonly transfer: TransferParameters;
  /** Runs once the wallet is reached, just before it is asked. */
  readonly beforeAsk?: (() => void) | undefined;
};
/** The payment's txid, once the wallet signed it, the signatures were checked and the network took it. */
export type SendBitcoinTransferReturnType = string;
export type SendBitcoinTransferErrorType = WalletFailureErrorType;

export async function sendBitcoinTransfer(
  access: BitcoinTransferAccess,
  { transfer, beforeAsk }: SendBitcoinTransferParameters,
): Promise<SendBitcoinTransferReturnType> {
  try {
    const adapter = bitcoinAdapter(access);
    const provider = await access.connection.getProvider('bip122');
    if (!provider) throw walletportError('NO_CONNECTION_CLIENT');
    beforeAsk?.();
    return await adapter.transfer({ ...transfer, provider });
  } catch (cause) {
    throw toWalletFailure(cause);
  }
}

type BitcoinAdapter = Required<Pick<ChainAdapter, 'prepareTransfer' | 'transfer'>>;

/** The bip122 chain adapter, with the send methods it must have (a page without a Bitcoin network has none). */
function bitcoinAdapter(access: BitcoinTransferAccess): BitcoinAdapter {
  const adapter = access.chainAdapters.get('bip122');
  if (!adapter?.prepareTransfer || !adapter.transfer) throw walletportError('NO_CONNECTION_CLIENT');
  return { prepareTransfer: adapter.prepareTransfer.bind(adapter), transfer: adapter.transfer.bind(adapter) };
}
