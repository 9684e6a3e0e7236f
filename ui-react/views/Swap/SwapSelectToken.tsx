/**
 * SwapSelectToken: picks the token for one side of the swap (router data `swapTarget`, the source when
 * absent), with the TokenPicker Send uses too. A search field (name, symbol or address; the use case filters
 * every list) over three sections: the popular tokens, the account's tokens with their balances, and every
 * token the swap API lists. Picking one sets it and goes back to Swap.
 *
 * Names, symbols and logos are the swap API's: text and safe images only.
 */
import { sameTokenAddress } from '../../../domain/entities/token/tokenIdentity.js';
import type { SwapState, SwapToken } from '../../../domain/usecases/swap/index.js';
import { formatTokenBalance, formatUsd } from '../../components/format/formatMoney.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { TokenPicker, type TokenPickerItem, type TokenPickerSection } from '../../components/TokenPicker/TokenPicker.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { useT } from '../../i18n/useT.js';

const selectLists = (state: SwapState) => ({
  status: state.status,
  popularTokens: state.popularTokens,
  myTokensFound: state.myTokensFound,
  foundTokens: state.foundTokens,
  tokenSearchQuery: state.tokenSearchQuery,
  sourceToken: state.sourceToken,
  toToken: state.toToken,
});

/** A swap token as the picker shows it; `holdings` adds the account's balance and its value. */
function item(token: SwapToken, selected: SwapToken | undefined, locale: string, holdings = false): TokenPickerItem<SwapToken> {
  return {
    key: token.address,
    token,
    symbol: token.symbol,
    name: token.name,
    iconUrl: token.logoUri,
    balance: holdings ? formatTokenBalance({ quantity: token.quantity }, locale) : undefined,
    usd: holdings && token.value > 0 ? formatUsd(token.value, locale) : undefined,
    selected: selected !== undefined && sameTokenAddress(selected.address, token.address),
  };
}

export function SwapSelectTokenView() {
  const { swap, router } = useLoadedCore();
  const { t, locale } = useT();
  const lists = useStore(swap, selectLists, shallowEqual);
  const target = useStore(router, (state) => state.data?.swapTarget ?? 'sourceToken');
  const selected = target === 'toToken' ? lists.toToken : lists.sourceToken;
  const searching = lists.tokenSearchQuery.trim() !== '';

  const sections: TokenPickerSection<SwapToken>[] = [
    { title: t('swap.popularTokens'), kind: 'chips', items: searching ? [] : lists.popularTokens.map((token) => item(token, selected, locale)) },
    { title: t('swap.yourTokens'), items: lists.myTokensFound.map((token) => item(token, selected, locale, true)) },
    { title: searching ? t('swap.searchResults') : t('swap.allTokens'), items: lists.foundTokens.map((token) => item(token, selected, locale)) },
  ];

  return (
    <TokenPicker
      query={lists.tokenSearchQuery}
      onSearch={(query) => swap.setTokenSearch(query)}
      placeholder={t('swap.searchPlaceholder')}
      autoFocus
      sections={sections}
      onPick={(token) => {
        if (target === 'toToken') swap.setToToken(token);
        else swap.setSourceToken(token);
        swap.setTokenSearch('');
        router.goBack();
      }}
      status={lists.status === 'initializing' ? <Spinner label={t('swap.loadingTokenList')} /> : null}
      empty={
        lists.status === 'initialized' ? (
          <PanelState title={searching ? t('swap.noTokenFound') : t('swap.noTokensToSwap')} text={searching ? t('swap.tryAnotherSearch') : undefined} />
        ) : null
      }
    />
  );
}
