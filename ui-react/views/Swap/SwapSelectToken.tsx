/**
 * SwapSelectToken: picks the token for one side of the swap (router data `swapTarget`, the source when
 * absent). A search field (name, symbol or address; the use case filters every list) over three sections: the
 * popular tokens, the account's tokens with their balances, and every token the swap API lists. Every row is
 * a button, so the list is complete from the keyboard; picking one sets it and goes back to Swap.
 *
 * Names, symbols and logos are the swap API's: text and safe images only.
 */
import { useId } from 'react';
import type { SwapState, SwapToken } from '../../../domain/usecases/swap/swap.types.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { PanelState } from '../Account/PanelState.js';
import { formatBalance } from '../../../domain/entities/number/formatBalance.js';
import { formatSwapUsd } from './swapFigures.js';
import { swapCss } from './Swap.styles.js';
import { SwapTokenIcon } from './SwapTokenIcon.js';

const selectLists = (state: SwapState) => ({
  status: state.status,
  popularTokens: state.popularTokens,
  myTokensFound: state.myTokensFound,
  foundTokens: state.foundTokens,
  tokenSearchQuery: state.tokenSearchQuery,
  sourceToken: state.sourceToken,
  toToken: state.toToken,
});

const sameToken = (a: SwapToken | undefined, b: SwapToken) => a !== undefined && a.address.toLowerCase() === b.address.toLowerCase();

function held(token: SwapToken): string | undefined {
  try {
    return formatBalance(token.quantity.numeric);
  } catch {
    return undefined;
  }
}

/** A row's or a chip's text: the symbol alone, or with the name and (for the account's own) the balance. */
function TokenText({ token, kind }: { token: SwapToken; kind: TokenSectionProps['kind'] }) {
  if (kind === 'chips') return <span>{token.symbol || token.name}</span>;
  const usd = kind === 'balances' && token.value > 0 ? formatSwapUsd(token.value) : undefined;
  return (
    <>
      <span className="wp-swap-token-main">
        <span className="wp-swap-token-symbol">{token.symbol || token.name}</span>
        <span className="wp-swap-token-name">{token.name}</span>
      </span>
      {kind === 'balances' ? (
        <span className="wp-swap-token-end">
          <span>{held(token)}</span>
          {usd ? <span className="wp-swap-token-name">{usd}</span> : null}
        </span>
      ) : null}
    </>
  );
}

type TokenSectionProps = {
  title: string;
  tokens: readonly SwapToken[];
  /** Chips (symbol only), rows, or rows with the account's balance and its value. */
  kind: 'chips' | 'rows' | 'balances';
  selected: SwapToken | undefined;
  onPick: (token: SwapToken) => void;
};

/** A titled list of token buttons (the list is named by the title, so each section is found by name). */
function TokenSection({ title, tokens, kind, selected, onPick }: TokenSectionProps) {
  const titleId = useId();
  return (
    <section className="wp-swap-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="wp-swap-section-title">
        {title}
      </h3>
      <ul className={kind === 'chips' ? 'wp-swap-chips' : 'wp-swap-list'} aria-labelledby={titleId}>
        {tokens.map((token) => (
          <li key={token.address}>
            <button
              type="button"
              className={kind === 'chips' ? 'wp-swap-token-button' : 'wp-swap-token-row'}
              data-token={token.symbol}
              aria-current={sameToken(selected, token) ? true : undefined}
              onClick={() => onPick(token)}
            >
              <SwapTokenIcon token={token} />
              <TokenText token={token} kind={kind} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SwapSelectTokenView() {
  const { swap, router } = useLoadedCore();
  const lists = useStore(swap, selectLists, shallowEqual);
  const target = useStore(router, (state) => state.data?.swapTarget ?? 'sourceToken');
  const searchId = useId();
  const selected = target === 'toToken' ? lists.toToken : lists.sourceToken;
  const searching = lists.tokenSearchQuery.trim() !== '';
  // The account's tokens that match the search: the use case filters both lists.
  const yourTokens = lists.myTokensFound;

  const pick = (token: SwapToken) => {
    if (target === 'toToken') swap.setToToken(token);
    else swap.setSourceToken(token);
    swap.setTokenSearch('');
    router.goBack();
  };

  return (
    <div className="wp-swap">
      <ShadowStylesheet css={swapCss} />
      <div>
        <label className="wp-label" htmlFor={searchId}>
          Search token
        </label>
        <input
          id={searchId}
          className="wp-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Name, symbol or address"
          // The picker opens for this field: typing is what comes next.
          autoFocus
          value={lists.tokenSearchQuery}
          onChange={(event) => swap.setTokenSearch(event.target.value)}
        />
      </div>
      {lists.status === 'initializing' ? <Spinner label="Loading tokens" /> : null}

      {!searching && lists.popularTokens.length > 0 ? (
        <TokenSection title="Popular tokens" tokens={lists.popularTokens} kind="chips" selected={selected} onPick={pick} />
      ) : null}
      {yourTokens.length > 0 ? <TokenSection title="Your tokens" tokens={yourTokens} kind="balances" selected={selected} onPick={pick} /> : null}
      {lists.foundTokens.length > 0 ? (
        <TokenSection title={searching ? 'Search results' : 'All tokens'} tokens={lists.foundTokens} kind="rows" selected={selected} onPick={pick} />
      ) : lists.status === 'initialized' ? (
        <PanelState title={searching ? 'No token found' : 'No tokens to swap'} text={searching ? 'Try another name, symbol or address.' : undefined} />
      ) : null}
    </div>
  );
}
