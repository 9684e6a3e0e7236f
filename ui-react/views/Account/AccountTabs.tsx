/**
 * The Account tabs (Tokens, NFTs, Activity) as an accessible tablist: one tab stop (the selected tab), arrow
 * keys move and select (wrapping), Home and End go to the ends; the panel is labelled by its tab.
 */
import { createContext, useContext, useState } from 'react';
import type { MessageKey } from '../../../locales/messages.js';
import { useTablist } from '../../components/Tabs/useTablist.js';
import { useT } from '../../i18n/useT.js';
import { ActivityTab } from './ActivityTab.js';
import { NftsTab } from './NftsTab.js';
import { TokensTab } from './TokensTab.js';

export type AccountTab = 'tokens' | 'nfts' | 'activity';

/** Each tab's label, a catalogue entry. */
export const ACCOUNT_TAB_LABELS: Readonly<Record<AccountTab, MessageKey>> = { tokens: 'account.tokens', nfts: 'account.nfts', activity: 'account.activity' };

/** The tab the Account view opens on (Tokens unless a story or test puts another above the provider). */
export const AccountInitialTabContext = createContext<AccountTab>('tokens');
AccountInitialTabContext.displayName = 'WalletportAccountInitialTab';

export type AccountTabsProps = {
  tabs: readonly AccountTab[];
};

export function AccountTabs({ tabs }: AccountTabsProps) {
  const { t } = useT();
  const initialTab = useContext(AccountInitialTabContext);
  const [selected, setSelected] = useState<AccountTab>(initialTab);
  const current = tabs.includes(selected) ? selected : (tabs[0] ?? 'tokens');
  const { onKeyDown, tabProps, panelProps } = useTablist({ tabs, current, onSelect: setSelected, panelPerTab: true });

  return (
    <div className="wp-account-tabs">
      <div role="tablist" aria-label={t('account.assets')} className="wp-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button key={tab} {...tabProps(tab)} className="wp-tab">
            {t(ACCOUNT_TAB_LABELS[tab])}
          </button>
        ))}
      </div>
      <div {...panelProps} className="wp-tabpanel">
        {current === 'tokens' ? <TokensTab /> : current === 'nfts' ? <NftsTab /> : <ActivityTab />}
      </div>
    </div>
  );
}
