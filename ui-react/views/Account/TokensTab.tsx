/**
 * The Tokens tab: the account's token balances on the active network (from the account data use case):
 * name, symbol, quantity floored to 3 decimals and the USD value. Loading, empty and error ('Token Balance
 * Unavailable', with a retry that honours the 30 s lockout) states.
 */
import type { AccountDataState } from '../../../domain/usecases/account/index.js';
import { holdingUsdValue } from '../../../domain/entities/token/usdValue.js';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { formatTokenBalance, formatUsd } from '../../components/format/formatMoney.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { RowIcon } from '../../components/RowIcon/RowIcon.js';

const selectTokens = ({ tokenBalances, tokensStatus, tokensError }: AccountDataState) => ({ tokenBalances, tokensStatus, tokensError });

export function TokensTab() {
  const { account } = useLoadedCore();
  const { tokenBalances, tokensStatus, tokensError } = useStore(account, selectTokens, shallowEqual);
  const retry = () => void account.refresh().catch(() => undefined);

  if ((tokensStatus === 'loading' || tokensStatus === 'idle') && tokenBalances.length === 0) {
    return <Spinner label="Loading tokens" />;
  }
  const errorState =
    tokensStatus === 'error' ? (
      <PanelState
        tone="error"
        title={tokensError?.shortMessage ?? 'Token Balance Unavailable'}
        text="The token balances could not be loaded."
        action={
          <button type="button" className="wp-button wp-button-secondary" onClick={retry}>
            Try again
          </button>
        }
      />
    ) : null;
  if (tokenBalances.length === 0) {
    return errorState ?? <PanelState title="No tokens yet" text="Buy or receive tokens and they will show up here." />;
  }
  return (
    <>
      {errorState}
      <ul className="wp-list" aria-label="Tokens">
        {tokenBalances.map((token) => (
          <TokenRow key={`${token.chainId}|${token.address ?? 'native'}|${token.symbol}`} token={token} />
        ))}
      </ul>
    </>
  );
}

function TokenRow({ token }: { token: TokenBalance }) {
  const usd = formatUsd(holdingUsdValue(token));
  const quantity = formatTokenBalance(token);
  return (
    <li className="wp-row" data-token={token.symbol}>
      <RowIcon imageUrl={token.iconUrl} fallback={token.symbol || token.name} />
      <span className="wp-row-main">
        <span className="wp-row-title">{token.name}</span>
        <span className="wp-row-detail">{quantity}</span>
      </span>
      {usd ? (
        <span className="wp-row-end">
          <span>{usd}</span>
        </span>
      ) : null}
    </li>
  );
}
