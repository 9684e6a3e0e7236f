/**
 * SendSelectToken: the account's tokens on the active network (native first), searched by name or symbol (the
 * send use case keeps the search and what it finds). Picking one sets it on the send form and goes back.
 */
import { useEffect } from 'react';
import { tokenKey } from '../../../domain/entities/token/tokenIdentity.js';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import type { SendState } from '../../../domain/usecases/send/index.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { TokenPicker, type TokenPickerItem } from '../../components/TokenPicker/TokenPicker.js';
import { tokenBalanceDisplay } from '../../components/TokenRow/tokenBalanceDisplay.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { useT } from '../../i18n/useT.js';

const selectPicker = (state: SendState) => ({
  tokenBalances: state.tokenBalances,
  foundTokens: state.foundTokens,
  tokenSearchQuery: state.tokenSearchQuery,
  token: state.token,
});

export function SendSelectTokenView() {
  const { send, router } = useLoadedCore();
  const picker = useStore(send, selectPicker, shallowEqual);
  const { t, locale } = useT();

  useEffect(() => send.loadTokens(), [send]);

  const items = picker.foundTokens.map(
    (token): TokenPickerItem<TokenBalance> => ({
      key: tokenKey(token),
      token,
      ...tokenBalanceDisplay(token, locale),
      selected: picker.token !== undefined && tokenKey(picker.token) === tokenKey(token),
    }),
  );
  const none = picker.tokenBalances.length === 0;

  return (
    <TokenPicker
      query={picker.tokenSearchQuery}
      onSearch={(query) => send.setTokenSearch(query)}
      placeholder={t('send.nameOrSymbol')}
      sections={[{ title: t('send.tokens'), titleHidden: true, items }]}
      onPick={(token) => {
        send.setToken(token);
        router.goBack();
      }}
      empty={
        <PanelState
          title={none ? t('send.noTokensToSend') : t('send.noTokenFound')}
          text={none ? t('send.receiveOrBuyFirst') : undefined}
        />
      }
    />
  );
}
