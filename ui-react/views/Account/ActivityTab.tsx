/**
 * The Activity tab: the account's transactions on the active network, grouped by month (the month name
 * alone in the current year, with the year otherwise), each with its operation, amounts with the operation's
 * sign, status and relative time; 'Load more' pages with the cursor. Loading, empty, error and "not
 * available" states. Month names come from Intl in the shown language; the rest from the catalogue.
 */
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import type { TransactionMonthGroup } from '../../../domain/entities/display/groupTransactionsByYearMonth.js';
import { useT } from '../../i18n/useT.js';
import type { Translator } from '../../i18n/translator.js';
import { relativeTimeText } from './relativeTimeText.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { describeTransaction } from './describeTransaction.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { RowIcon } from '../../components/RowIcon/RowIcon.js';
import { useActivity } from './useActivity.js';

export function ActivityTab() {
  const { activity } = useLoadedCore();
  const { supported, loading, loaded, error, transactions, transactionsByYear, next } = useActivity();
  const translator = useT();
  const { t, localizeMessage } = translator;
  const retry = () => void activity.retry().catch(() => undefined);

  if (!supported) return <PanelState title={t('activity.notAvailable')} />;
  if (transactions.length === 0) {
    if (loading || (!loaded && error === undefined)) return <Spinner label={t('activity.loading')} />;
    if (error) return <ErrorState message={localizeMessage(error.shortMessage)} onRetry={retry} />;
    return <PanelState title={t('activity.empty')} text={t('activity.emptyText')} />;
  }

  const now = activity.now();
  return (
    <div aria-busy={loading ? true : undefined}>
      {transactionsByYear.map((group) => {
        const title = monthHeading(group, now, translator);
        return (
          <section key={`${group.year}-${group.month}`} aria-label={title}>
            <h3 className="wp-month">{title}</h3>
            <ul className="wp-list">
              {group.items.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} now={now} t={t} />
              ))}
            </ul>
          </section>
        );
      })}
      <div className="wp-panel-footer">
        {error ? <ErrorState message={localizeMessage(error.shortMessage)} onRetry={retry} /> : null}
        {next !== undefined ? (
          <button
            type="button"
            className="wp-button wp-button-secondary"
            aria-busy={loading ? true : undefined}
            onClick={() => {
              if (!loading) void activity.loadMore().catch(() => undefined);
            }}
          >
            {loading ? t('activity.loadingMore') : t('activity.loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** 'March' in the current year (UTC, as the grouping), 'March 2025' otherwise, in the shown language. */
function monthHeading(group: TransactionMonthGroup<unknown>, now: number, { formatDate }: Translator): string {
  const thisYear = group.year === new Date(now).getUTCFullYear();
  const firstDay = Date.UTC(group.year, group.month - 1, 1);
  return formatDate(firstDay, thisYear ? { month: 'long', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <PanelState
      tone="error"
      title={message}
      action={
        <button type="button" className="wp-button wp-button-secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      }
    />
  );
}

function TransactionRow({ transaction, now, t }: { transaction: ActivityTransaction; now: number; t: Translator['t'] }) {
  const { title, status, lines, imageUrl } = describeTransaction(transaction, t);
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
              <span className="wp-badge" data-tone={transaction.metadata.status === 'failed' ? 'error' : undefined}>
                {status}
              </span>
            </>
          ) : null}
        </span>
        {lines.map((line, index) => (
          <span key={index} className="wp-row-detail" dir="auto">
            {line}
          </span>
        ))}
      </span>
      {Number.isFinite(minedAt) ? (
        <span className="wp-row-end">
          <time className="wp-row-detail" dateTime={transaction.metadata.minedAt}>
            {relativeTimeText({ t, timestamp: minedAt, now })}
          </time>
        </span>
      ) : null}
    </li>
  );
}
