/**
 * The Activity tab: the account's transactions on the active network, grouped by month (the month name
 * alone in the current year, with the year otherwise), each with its operation, amounts with the operation's
 * sign, status and relative time; 'Load more' pages with the cursor. Loading, empty, error and "not
 * available" states.
 */
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { formatRelativeTime } from '../../../domain/entities/display/formatRelativeTime.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { describeTransaction } from './describeTransaction.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { RowIcon } from '../../components/RowIcon/RowIcon.js';
import { useActivity } from './useActivity.js';

export function ActivityTab() {
  const { activity } = useLoadedCore();
  const { supported, loading, loaded, error, transactions, transactionsByYear, next } = useActivity();
  const retry = () => void activity.retry().catch(() => undefined);

  if (!supported) return <PanelState title="Activity is not available for this network" />;
  if (transactions.length === 0) {
    if (loading || (!loaded && error === undefined)) return <Spinner label="Loading activity" />;
    if (error) return <ErrorState message={error.shortMessage} onRetry={retry} />;
    return <PanelState title="No activity yet" text="Your transactions on this network will show up here." />;
  }

  const now = activity.now();
  return (
    <div aria-busy={loading ? true : undefined}>
      {transactionsByYear.map((group) => (
        <section key={`${group.year}-${group.month}`} aria-label={group.title}>
          <h3 className="wp-month">{group.title}</h3>
          <ul className="wp-list">
            {group.items.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} now={now} />
            ))}
          </ul>
        </section>
      ))}
      <div className="wp-panel-footer">
        {error ? <ErrorState message={error.shortMessage} onRetry={retry} /> : null}
        {next !== undefined ? (
          <button
            type="button"
            className="wp-button wp-button-secondary"
            aria-busy={loading ? true : undefined}
            onClick={() => {
              if (!loading) void activity.loadMore().catch(() => undefined);
            }}
          >
            {loading ? 'Loading…' : 'Load more'}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PanelState
      tone="error"
      title={message}
      action={
        <button type="button" className="wp-button wp-button-secondary" onClick={onRetry}>
          Try again
        </button>
      }
    />
  );
}

function TransactionRow({ transaction, now }: { transaction: ActivityTransaction; now: number }) {
  const { title, status, lines, imageUrl } = describeTransaction(transaction);
  const minedAt = Date.parse(transaction.metadata.minedAt);
  return (
    <li className="wp-row" data-transaction={transaction.id}>
      <RowIcon imageUrl={imageUrl} fallback={title} />
      <span className="wp-row-main">
        <span className="wp-row-title">
          {title}
          {status ? (
            <>
              {' '}
              <span className="wp-badge" data-tone={status === 'Failed' ? 'error' : undefined}>
                {status}
              </span>
            </>
          ) : null}
        </span>
        {lines.map((line, index) => (
          <span key={index} className="wp-row-detail">
            {line}
          </span>
        ))}
      </span>
      {Number.isFinite(minedAt) ? (
        <span className="wp-row-end">
          <time className="wp-row-detail" dateTime={transaction.metadata.minedAt}>
            {formatRelativeTime(minedAt, now)}
          </time>
        </span>
      ) : null}
    </li>
  );
}
