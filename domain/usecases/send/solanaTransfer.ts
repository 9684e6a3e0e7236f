/**
 * The Solana side of a send (SOL or an SPL token): the transfer as the chain adapter takes it,
 * the chain's facts read before the wallet is asked (ChainAdapter.prepareTransfer and the sender's SOL balance),
 * the rules of domain/entities/send (validateSolanaTransfer) over them, and the transfer itself through the
 * connected Solana wallet: the wallet's provider from the connection and the solana chain adapter, which
 * builds the transaction and has the wallet sign and send it. Without either the send fails with
 * NO_CONNECTION_CLIENT before the wallet is asked; the wallet's failure reads as every flow reads one
 * (toWalletFailure).
 */
import type { ChainAdapter, TransferParameters } from '../../../ports/chain-adapter.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import {
  validateSolanaTransfer,
  type SolanaTransferFacts,
  type ValidateSolanaTransferReturnType,
} from '../../entities/send/validateSolanaTransfer.js';
import { isNativeBalance, plainAddress, toTokenUnits, type TokenBalance } from '../../entities/token/index.js';
import { toWalletFailure, type WalletFailureErrorType } from '../shared/index.js';

/** How the Solana send reaches the chain and the wallet (the send's own dependencies fit). */
export type SolanaTransferAccess = {
  readonly connection: { getProvider(namespace: ChainNamespace): Promise<Eip1193Provider | undefined> };
  readonly chainAdapters: ReadonlyMap<ChainNamespace, Pick<ChainAdapter, 'prepareTransfer' | 'transfer' | 'getNativeBalance'>>;
};

export type SolanaTransferOfParameters = {
  readonly token: TokenBalance;
  /** The amount in token units, as typed ('0.5'). */
  readonly amount: string;
  readonly from: string;
  readonly to: string;
  readonly caipNetworkId: string;
};

/** The transfer in the chain's terms: lamports or the token's base units, and an SPL token's mint. */
export function solanaTransferOf({ token, amount, from, to, caipNetworkId }: SolanaTransferOfParameters): TransferParameters {
  const units = toTokenUnits(amount, token);
  if (isNativeBalance(token) || token.address === undefined) return { from, caipNetworkId, to, amount: units };
  // The balance API names an SPL token by its CAIP-10 address, 'solana:<reference>:<mint>'.
  return { from, caipNetworkId, to, amount: units, token: { address: plainAddress(token.address), decimals: Number(token.quantity.decimals) } };
}

export type CheckSolanaTransferParameters = {
  readonly transfer: TransferParameters;
  /** The native currency's symbol, for the messages. */
  readonly symbol: string;
};

export type CheckSolanaTransferReturnType = ValidateSolanaTransferReturnType & { readonly facts: SolanaTransferFacts };

/** Reads the chain's facts and checks the rules; a node that cannot be asked rejects (toWalletFailure). */
export async function checkSolanaTransfer(
  access: SolanaTransferAccess,
  { transfer, symbol }: CheckSolanaTransferParameters,
): Promise<CheckSolanaTransferReturnType> {
  try {
    const adapter = solanaAdapter(access);
    const [facts, balance] = await Promise.all([
      adapter.prepareTransfer(transfer),
      adapter.getNativeBalance({ address: transfer.from, caipNetworkId: transfer.caipNetworkId }),
    ]);
    const result = validateSolanaTransfer({ amount: transfer.amount, native: transfer.token === undefined, senderBalance: balance.value, facts, symbol });
    return { ...result, facts };
  } catch (cause) {
    throw toWalletFailure(cause);
  }
}

export type SendSolanaTransferParameters = {
  readonly transfer: TransferParameters;
  /** Runs once the wallet is reached, just before it is asked. */
  readonly beforeAsk?: (() => void) | undefined;
};

/** The transaction's signature (base58), once the wallet signed and sent it. */
export type SendSolanaTransferReturnType = string;
export type SendSolanaTransferErrorType = WalletFailureErrorType;

export async function sendSolanaTransfer(
  access: SolanaTransferAccess,
  { transfer, beforeAsk }: SendSolanaTransferParameters,
): Promise<SendSolanaTransferReturnType> {
  try {
    const adapter = solanaAdapter(access);
    const provider = await access.connection.getProvider('solana');
    if (!provider) throw walletportError('NO_CONNECTION_CLIENT');
    beforeAsk?.();
    return await adapter.transfer({ ...transfer, provider });
  } catch (cause) {
    throw toWalletFailure(cause);
  }
}

type SolanaAdapter = Required<Pick<ChainAdapter, 'prepareTransfer' | 'transfer' | 'getNativeBalance'>>;

/** The solana chain adapter, with the transfer methods it must have (a page without a Solana network has none). */
function solanaAdapter(access: SolanaTransferAccess): SolanaAdapter {
  const adapter = access.chainAdapters.get('solana');
  if (!adapter?.prepareTransfer || !adapter.transfer) throw walletportError('NO_CONNECTION_CLIENT');
  return {
    prepareTransfer: adapter.prepareTransfer.bind(adapter),
    transfer: adapter.transfer.bind(adapter),
    getNativeBalance: adapter.getNativeBalance.bind(adapter),
  };
}
