/**
 * The token picker of Send and Swap (and the coming Buy): a search field over titled sections, each a list of
 * token buttons (rows, or chips for a short list of popular tokens), so the list is complete from the
 * keyboard. The search and what it finds are the flow's state (the use case filters); this only renders them.
 * A section's list is named by its title (a hidden title still names it).
 */
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { TokenChip, TokenRow, type TokenDisplay } from '../TokenRow/TokenRow.js';
import { tokenPickerCss } from './TokenPicker.styles.js';

export type TokenPickerItem<TToken> = TokenDisplay & {
  readonly key: string;
  readonly token: TToken;
  readonly selected?: boolean | undefined;
};

export type TokenPickerSection<TToken> = {
  readonly title: string;
  /** The title names the list for assistive technology only (a picker with one list). */
  readonly titleHidden?: boolean | undefined;
  readonly kind?: 'rows' | 'chips' | undefined;
  readonly items: readonly TokenPickerItem<TToken>[];
};

export type TokenPickerProps<TToken> = {
  query: string;
  onSearch: (query: string) => void;
  placeholder: string;
  /** The picker opens for a field: typing is what comes next. */
  autoFocus?: boolean | undefined;
  sections: readonly TokenPickerSection<TToken>[];
  onPick: (token: TToken) => void;
  /** Shown under the search (a spinner while the tokens load). */
  status?: ReactNode;
  /** Shown when no section has a token. */
  empty?: ReactNode;
};

export function TokenPicker<TToken>({ query, onSearch, placeholder, autoFocus, sections, onPick, status, empty }: TokenPickerProps<TToken>) {
  const searchId = useId();
  const { t } = useT();
  const shown = sections.filter((section) => section.items.length > 0);
  return (
    <div className="wp-token-picker">
      <ShadowStylesheet css={tokenPickerCss} />
      <div className="wp-token-picker-search">
        <label className="wp-label" htmlFor={searchId}>
          {t('shell.searchToken')}
        </label>
        <input
          id={searchId}
          className="wp-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          autoFocus={autoFocus}
          value={query}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {status}
      {shown.length === 0 ? empty : shown.map((section) => <Section key={section.title} section={section} onPick={onPick} />)}
    </div>
  );
}

function Section<TToken>({ section, onPick }: { section: TokenPickerSection<TToken>; onPick: (token: TToken) => void }) {
  const titleId = useId();
  const Button = section.kind === 'chips' ? TokenChip : TokenRow;
  return (
    <section className="wp-token-section" aria-labelledby={titleId}>
      <h3 id={titleId} className={section.titleHidden ? 'wp-visually-hidden' : 'wp-token-section-title'}>
        {section.title}
      </h3>
      <ul className={section.kind === 'chips' ? 'wp-token-chips' : 'wp-token-list'} aria-labelledby={titleId}>
        {section.items.map((item) => (
          <li key={item.key}>
            <Button token={item} selected={item.selected} onPick={() => onPick(item.token)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
