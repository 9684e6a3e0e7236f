/**
 * The NFTs tab. The blockchain API has no NFT holdings endpoint (CONTRACTS.md), so the NFTs shown are the
 * ones the loaded activity shows the account received and did not send since (deriveHeldNfts.ts), and the
 * tab says so; more activity may reveal more, hence 'Load more activity'. Where activity is not available
 * (off eip155, or on an unconfigured network) the tab says NFTs are not available for this network.
 */
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { RowIcon } from '../../components/RowIcon/RowIcon.js';
import { splitNftTitle } from './splitNftTitle.js';
import { useActivity } from './useActivity.js';
import { useT } from '../../i18n/useT.js';
import { enAccount } from '../../../locales/en/account.js';

export const NFTS_NOT_AVAILABLE = enAccount['account.nftsNotAvailable'];
export const NFTS_SOURCE_NOTE = enAccount['account.nftsSourceNote'];

export function NftsTab() {
  const { activity } = useLoadedCore();
  const { supported, loading, loaded, error, nfts, next } = useActivity();
  const { t, localizeMessage } = useT();

  if (!supported) return <PanelState title={t('account.nftsNotAvailable')} />;
  if (!loaded && error === undefined) return <Spinner label={t('account.loadingNfts')} />;
  if (error && nfts.length === 0) {
    return (
      <PanelState
        tone="error"
        title={localizeMessage(error.shortMessage)}
        text={t('account.nftsActivityFailed')}
        action={
          <button type="button" className="wp-button wp-button-secondary" onClick={() => void activity.retry().catch(() => undefined)}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  }

  const loadMore =
    next !== undefined ? (
      <button
        type="button"
        className="wp-button wp-button-secondary"
        aria-busy={loading ? true : undefined}
        onClick={() => {
          if (!loading) void activity.loadMore().catch(() => undefined);
        }}
      >
        {loading ? t('account.loading') : t('account.loadMoreActivity')}
      </button>
    ) : null;

  if (nfts.length === 0) {
    return <PanelState title={t('account.noNfts')} text={t('account.nftsSourceNote')} action={loadMore} />;
  }
  return (
    <div aria-busy={loading ? true : undefined}>
      <ul className="wp-nft-grid" aria-label={t('account.nfts')}>
        {nfts.map((nft) => (
          <li key={nft.key}>
            <figure className="wp-nft">
              <RowIcon className="wp-nft-image" imageUrl={nft.imageUrl} fallback={nft.name ?? t('account.nft')} />
              <NftTitle title={nft.name ?? t('account.unnamedNft')} />
            </figure>
          </li>
        ))}
      </ul>
      <div className="wp-panel-footer">
        <p className="wp-panel-state-text">{t('account.nftsSourceNote')}</p>
        {loadMore}
      </div>
    </div>
  );
}

/** The title of a tile: the name, cut with an ellipsis when long, then its token number, never cut. */
function NftTitle({ title }: { title: string }) {
  const { name, number } = splitNftTitle(title);
  return (
    <figcaption className="wp-nft-name" title={title}>
      {name ? <span className="wp-nft-name-text">{name}</span> : null}
      {name && number ? ' ' : null}
      {number ? (
        <span className="wp-nft-name-number wp-ltr">
          {number}
        </span>
      ) : null}
    </figcaption>
  );
}
