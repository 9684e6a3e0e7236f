/**
 * What an activity row says about a transaction: a title from its operation ('Send', 'Receive', ...), its
 * status when not confirmed, one line per transfer (amount with the operation's sign, 3 decimals, and the
 * symbol; an NFT's name), and the first transfer's image. Every string comes from the API: the view renders
 * them as text, and the image only through the safe-image check.
 *
 * An on-ramp purchase (operationType 'buy') says what happened to it in its title: 'Bought' once delivered,
 * 'Buying' while the provider delivers, 'Buy' beside the Failed badge; its amount is what was bought, and a
 * failed one says why in the provider's words (`failureReason`, text like every other line).
 */
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { operationSign } from '../../../domain/entities/display/operationSign.js';
import { truncateAddress } from '../../../domain/entities/display/truncateAddress.js';
import { formatTokenAmount } from '../../../domain/entities/number/formatTokenAmount.js';

export type TransactionDescription = {
  readonly title: string;
  /** 'Failed' or 'Pending'; undefined for a confirmed transaction. */
  readonly status: 'Failed' | 'Pending' | undefined;
  readonly lines: readonly string[];
  /** Untrusted. */
  readonly imageUrl: string | undefined;
};

const MINUS = '\u2212';

export function describeTransaction(transaction: ActivityTransaction): TransactionDescription {
  const { operationType, status, sentTo } = transaction.metadata;
  const sign = operationSign(operationType);
  const shownSign = sign === '-' ? MINUS : sign;
  const lines = transaction.transfers.map((transfer) => {
    // A blank name (the API sends '' for some collections) would render an empty line.
    if (transfer.nft_info) return transfer.nft_info.name?.trim() || 'NFT';
    const symbol = transfer.fungible_info?.symbol;
    let amount: string;
    try {
      amount = formatTokenAmount(transfer.quantity.numeric);
    } catch {
      amount = transfer.quantity.numeric;
    }
    return `${shownSign}${amount}${symbol ? ` ${symbol}` : ''}`;
  });
  const first = transaction.transfers[0];
  const { failureReason } = transaction.metadata;
  if (operationType === 'buy' && status === 'failed' && failureReason?.trim()) lines.push(failureReason.trim());
  return {
    title: operationType === 'buy' ? purchaseTitle(status) : titleOf(operationType),
    status: status === 'failed' ? 'Failed' : status === 'pending' ? 'Pending' : undefined,
    lines: lines.length > 0 ? lines : [`To ${truncateAddress(sentTo)}`],
    imageUrl: first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url,
  };
}

function purchaseTitle(status: ActivityTransaction['metadata']['status']): string {
  if (status === 'confirmed') return 'Bought';
  return status === 'pending' ? 'Buying' : 'Buy';
}

function titleOf(operationType: string): string {
  const words = operationType.replace(/[_-]+/g, ' ').trim();
  if (words === '') return 'Transaction';
  return words.charAt(0).toUpperCase() + words.slice(1);
}
