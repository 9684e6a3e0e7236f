/**
 * What an activity row says about a transaction: a title from its operation ('Send', 'Receive', ...), its
 * status when not confirmed, one line per transfer (amount with the operation's sign, 3 decimals, and the
 * symbol; an NFT's name), and the first transfer's image. Every string comes from the API: the view renders
 * them as text, and the image only through the safe-image check.
 *
 * An on-ramp purchase (operationType 'buy') says what happened to it in its title: 'Bought' once delivered,
 * 'Buying' while the provider delivers, 'Buy' beside the Failed badge; its amount is what was bought, and a
 * failed one says why in the provider's words (`failureReason`, text like every other line).
 *
 * The words are the catalogue's (`t`); an operation the catalogue does not know is shown as the API names it.
 */
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { operationSign } from '../../../domain/entities/display/operationSign.js';
import { truncateAddress } from '../../../domain/entities/display/truncateAddress.js';
import { formatTokenAmount } from '../../../domain/entities/number/formatTokenAmount.js';
import type { MessageKey } from '../../../locales/messages.js';
import type { Translator } from '../../i18n/translator.js';

export type TransactionDescription = {
  readonly title: string;
  /** The 'Failed' or 'Pending' badge, in the shown language; undefined for a confirmed transaction. */
  readonly status: string | undefined;
  readonly lines: readonly string[];
  /** Untrusted. */
  readonly imageUrl: string | undefined;
};

export type DescribeTransactionParameters = ActivityTransaction;
export type DescribeTransactionReturnType = TransactionDescription;

const MINUS = '\u2212';

const OPERATIONS: Readonly<Record<string, MessageKey>> = {
  approve: 'activity.operation.approve',
  borrow: 'activity.operation.borrow',
  burn: 'activity.operation.burn',
  cancel: 'activity.operation.cancel',
  claim: 'activity.operation.claim',
  deploy: 'activity.operation.deploy',
  deposit: 'activity.operation.deposit',
  execute: 'activity.operation.execute',
  mint: 'activity.operation.mint',
  receive: 'activity.operation.receive',
  repay: 'activity.operation.repay',
  send: 'activity.operation.send',
  stake: 'activity.operation.stake',
  trade: 'activity.operation.trade',
  unstake: 'activity.operation.unstake',
  withdraw: 'activity.operation.withdraw',
};

export function describeTransaction(transaction: DescribeTransactionParameters, t: Translator['t']): DescribeTransactionReturnType {
  const { operationType, status, sentTo } = transaction.metadata;
  const sign = operationSign(operationType);
  const shownSign = sign === '-' ? MINUS : sign;
  const lines = transaction.transfers.map((transfer) => {
    // A blank name (the API sends '' for some collections) would render an empty line.
    if (transfer.nft_info) return transfer.nft_info.name?.trim() || t('activity.nft');
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
    title: operationType === 'buy' ? purchaseTitle(status, t) : titleOf(operationType, t),
    status: status === 'failed' ? t('activity.failed') : status === 'pending' ? t('activity.pending') : undefined,
    lines: lines.length > 0 ? lines : [t('activity.to', { address: truncateAddress(sentTo) })],
    imageUrl: first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url,
  };
}

function purchaseTitle(status: ActivityTransaction['metadata']['status'], t: Translator['t']): string {
  if (status === 'confirmed') return t('activity.bought');
  return t(status === 'pending' ? 'activity.buying' : 'activity.buy');
}

function titleOf(operationType: string, t: Translator['t']): string {
  const known = Object.hasOwn(OPERATIONS, operationType) ? OPERATIONS[operationType] : undefined;
  if (known) return t(known);
  const words = operationType.replace(/[_-]+/g, ' ').trim();
  if (words === '') return t('activity.transaction');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
