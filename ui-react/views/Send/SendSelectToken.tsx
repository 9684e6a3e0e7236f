/**
 * SendSelectToken: the account's tokens on the active network (native first), searched by name or symbol.
 * Picking one sets it on the send form and goes back. Names and symbols are the API's: text only.
 */
import { useEffect, useId, useState } from 'react';
import { filterTokens, tokenKey } from '../../../domain/usecases/send/sendableTokens.js';
import type { SendState } from '../../../domain/usecases/send/send.usecase.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import { PanelState } from '../Account/PanelState.js';
import { tokenUsdValue } from '../Account/formatUsd.js';
import { sendCss } from './Send.styles.js';
import { TokenLabel } from './TokenLabel.js';

const selectTokens = (state: SendState) => state.tokenBalances;

export function SendSelectTokenView() {
  const { send, router } = useLoadedCore();
  const tokens = useStore(send, selectTokens);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterTokens(tokens, query);

  useEffect(() => send.loadTokens(), [send]);

  return (
    <div className="wp-send">
      <ShadowStylesheet css={sendCss} />
      <div className="wp-send-field">
        <label className="wp-label" htmlFor={searchId}>
          Search token
        </label>
        <input
          id={searchId}
          className="wp-input"
          type="search"
          autoComplete="off"
          placeholder="Name or symbol"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <PanelState title={tokens.length === 0 ? 'No tokens to send' : 'No token found'} text={tokens.length === 0 ? 'Receive or buy tokens first.' : undefined} />
      ) : (
        <ul className="wp-list wp-send-token-list" aria-label="Tokens">
          {shown.map((token) => {
            const usd = tokenUsdValue(token);
            return (
              <li key={tokenKey(token)}>
                <button
                  type="button"
                  className="wp-row"
                  data-token={token.symbol}
                  onClick={() => {
                    send.setToken(token);
                    router.goBack();
                  }}
                >
                  <TokenLabel token={token} />
                  {usd ? (
                    <span className="wp-row-end">
                      <span>{usd}</span>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
