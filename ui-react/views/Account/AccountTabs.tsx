/**
 * The Account tabs (Tokens, NFTs, Activity) as an accessible tablist: one tab stop (the selected tab), arrow
 * keys move and select (wrapping), Home and End go to the ends; the panel is labelled by its tab.
 */
import { createContext, useContext, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ActivityTab } from './ActivityTab.js';
import { NftsTab } from './NftsTab.js';
import { TokensTab } from './TokensTab.js';

export type AccountTab = 'tokens' | 'nfts' | 'activity';

export const ACCOUNT_TAB_LABELS: Readonly<Record<AccountTab, string>> = { tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' };

/** The tab the Account view opens on (Tokens unless a story or test puts another above the provider). */
export const AccountInitialTabContext = createContext<AccountTab>('tokens');
AccountInitialTabContext.displayName = 'WalletportAccountInitialTab';

export type AccountTabsProps = {
  tabs: readonly AccountTab[];
};

export function AccountTabs({ tabs }: AccountTabsProps) {
  const initialTab = useContext(AccountInitialTabContext);
  const [selected, setSelected] = useState<AccountTab>(initialTab);
  const baseId = useId();
  const tabRefs = useRef(new Map<AccountTab, HTMLButtonElement>());
  const current = tabs.includes(selected) ? selected : (tabs[0] ?? 'tokens');
  const tabId = (tab: AccountTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: AccountTab) => `${baseId}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    const tab = tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    setSelected(tab);
    tabRefs.current.get(tab)?.focus();
  };

  return (
    <div className="wp-account-tabs">
      <div role="tablist" aria-label="Account assets" className="wp-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="wp-tab"
            aria-selected={tab === current}
            aria-controls={panelId(tab)}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {ACCOUNT_TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} tabIndex={0} className="wp-tabpanel">
        {current === 'tokens' ? <TokensTab /> : current === 'nfts' ? <NftsTab /> : <ActivityTab />}
      </div>
    </div>
  );
}
