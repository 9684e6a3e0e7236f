/**
 * A token as Send and Swap show it: its icon (a safe image, else its first letter; decorative), symbol and
 * name, and what the account holds of it (balance and US dollar value, already formatted). `TokenLabel` is the
 * content alone (a field's token button); `TokenRow` is a row button of a list (or, `static`, a row that only
 * shows a holding, as Account's Tokens tab does), `TokenChip` a compact button. Every text is the APIs': text only,
 * never translated; amounts are isolated left to right (wp-ltr) so a right-to-left layout does not reorder them.
 */
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { RowIcon } from '../RowIcon/RowIcon.js';
import { tokenRowCss } from './TokenRow.styles.js';

export type TokenDisplay = {
  readonly symbol: string;
  readonly name: string;
  /** Untrusted. */
  readonly iconUrl: string | undefined;
  /** What the account holds ('1.234 ETH'), when shown. */
  readonly balance?: string | undefined;
  /** Its value ('$3,702.00'), when shown. */
  readonly usd?: string | undefined;
};

export function TokenIcon({ token }: { token: Pick<TokenDisplay, 'symbol' | 'name' | 'iconUrl'> }) {
  return <RowIcon className="wp-token-icon" imageUrl={token.iconUrl || undefined} fallback={token.symbol || token.name} />;
}

/** Icon, symbol over name, and the holdings at the end when given. */
export function TokenLabel({ token }: { token: TokenDisplay }) {
  return (
    <>
      <ShadowStylesheet css={tokenRowCss} />
      <TokenIcon token={token} />
      <span className="wp-token-main">
        {/* dir="auto": a Latin name in a right-to-left modal is cut at its end, not its start. */}
        <span className="wp-token-symbol" dir="auto">{token.symbol || token.name}</span>
        <span className="wp-token-name" dir="auto">{token.name}</span>
      </span>
      {token.balance || token.usd ? (
        <span className="wp-token-end">
          {token.balance ? <span className="wp-ltr">{token.balance}</span> : null}
          {token.usd ? <span className="wp-token-name wp-ltr">{token.usd}</span> : null}
        </span>
      ) : null}
    </>
  );
}

export type TokenRowProps = {
  token: TokenDisplay;
  selected?: boolean | undefined;
  onPick: () => void;
  static?: false | undefined;
};

/** A row with nothing to press: not a button, so a list of them reads as a list of holdings. */
export type StaticTokenRowProps = {
  token: TokenDisplay;
  static: true;
};

export function TokenRow(props: TokenRowProps | StaticTokenRowProps) {
  const { token } = props;
  if (props.static) {
    return (
      <div className="wp-token-row" data-token={token.symbol}>
        <TokenLabel token={token} />
      </div>
    );
  }
  const { selected, onPick } = props;
  return (
    <button type="button" className="wp-token-row" data-token={token.symbol} aria-current={selected ? true : undefined} onClick={onPick}>
      <TokenLabel token={token} />
    </button>
  );
}

export function TokenChip({ token, selected, onPick }: TokenRowProps) {
  return (
    <button type="button" className="wp-token-chip" data-token={token.symbol} aria-current={selected ? true : undefined} onClick={onPick}>
      <ShadowStylesheet css={tokenRowCss} />
      <TokenIcon token={token} />
      <span>{token.symbol || token.name}</span>
    </button>
  );
}
