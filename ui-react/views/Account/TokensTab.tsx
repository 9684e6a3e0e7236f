/**
 * The Tokens tab: the account's token balances on the active network (from the account data use case), each
 * a static TokenRow (the one Send and Swap show): symbol, name, quantity floored to 3 decimals and the USD
 * value. Loading, empty and error ('Token Balance Unavailable', with a retry that honours the 30 s lockout) states.
 */
import type { AccountDataState } from '../../../domain/usecases/account/index.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { TokenRow } from '../../components/TokenRow/TokenRow.js';
import { tokenBalanceDisplay } from '../../components/TokenRow/tokenBalanceDisplay.js';
import { useT } from '../../i18n/useT.js';

const selectTokens = ({ tokenBalances, tokensStatus, tokensError }: AccountDataState) => ({ tokenBalances, tokensStatus, tokensError });

export function TokensTab() {
  const { account } = useLoadedCore();
  const { t, localizeMessage, locale } = useT();
  const { tokenBalances, tokensStatus, tokensError } = useStore(account, selectTokens, shallowEqual);
  const retry = () => void account.refresh().catch(() => undefined);

  if ((tokensStatus === 'loading' || tokensStatus === 'idle') && tokenBalances.length === 0) {
    return <Spinner label={t('account.loadingTokens')} />;
  }
  const errorState =
    tokensStatus === 'error' ? (
      <PanelState
        tone="error"
        title={tokensError ? localizeMessage(tokensError.shortMessage) : t('account.tokenBalanceUnavailable')}
        text={t('account.tokenBalancesNotLoaded')}
        action={
          <button type="button" className="wp-button wp-button-secondary" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        }
      />
    ) : null;
  if (tokenBalances.length === 0) {
    return errorState ?? <PanelState title={t('account.noTokens')} text={t('account.noTokensText')} />;
  }
  return (
    <>
      {errorState}
      <ul className="wp-list" aria-label={t('account.tokens')}>
        {tokenBalances.map((token) => (
          <li key={`${token.chainId}|${token.address ?? 'native'}|${token.symbol}`}>
            <TokenRow static token={tokenBalanceDisplay(token, locale)} />
          </li>
        ))}
      </ul>
    </>
  );
}
