/**
 * The keyboard and ARIA wiring of a tablist (WAI-ARIA tabs with automatic activation): one tab stop, the
 * selected tab; ArrowRight and ArrowLeft move and select, wrapping; Home and End go to the ends; focus follows
 * the selection. Each tab controls `panelIdOf(current)`, the one panel, which is labelled by the current tab.
 * The component keeps the selection; this hook only reads and changes it through `onSelect`.
 */
import { useId, useRef, type KeyboardEvent } from 'react';

export type UseTablistParameters<TTab extends string> = {
  tabs: readonly TTab[];
  current: TTab;
  onSelect: (tab: TTab) => void;
  /** The panel's id for a tab: one id for a shared panel, or one per tab. Default: one shared panel. */
  panelPerTab?: boolean;
};

export type UseTablistReturnType<TTab extends string> = {
  /** On the element with role="tablist". */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Spread on each tab's <button>. */
  tabProps: (tab: TTab) => {
    ref: (element: HTMLButtonElement | null) => void;
    type: 'button';
    role: 'tab';
    id: string;
    'aria-selected': boolean;
    'aria-controls': string;
    tabIndex: 0 | -1;
    onClick: () => void;
  };
  /** Spread on the element with role="tabpanel" (the current tab's panel). */
  panelProps: { role: 'tabpanel'; id: string; 'aria-labelledby': string; tabIndex: 0 };
};

const NEXT_INDEX: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function useTablist<TTab extends string>({
  tabs,
  current,
  onSelect,
  panelPerTab = false,
}: UseTablistParameters<TTab>): UseTablistReturnType<TTab> {
  const baseId = useId();
  const tabElements = useRef(new Map<TTab, HTMLButtonElement>());
  const tabId = (tab: TTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: TTab) => (panelPerTab ? `${baseId}-panel-${tab}` : `${baseId}-panel`);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const nextIndex = NEXT_INDEX[event.key];
    if (!nextIndex || tabs.length === 0) return;
    const tab = tabs[nextIndex(tabs.indexOf(current), tabs.length)];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    tabElements.current.get(tab)?.focus();
  };

  return {
    onKeyDown,
    tabProps: (tab) => ({
      ref: (element) => {
        if (element) tabElements.current.set(tab, element);
        else tabElements.current.delete(tab);
      },
      type: 'button',
      role: 'tab',
      id: tabId(tab),
      'aria-selected': tab === current,
      'aria-controls': panelId(tab),
      tabIndex: tab === current ? 0 : -1,
      onClick: () => onSelect(tab),
    }),
    panelProps: { role: 'tabpanel', id: panelId(current), 'aria-labelledby': tabId(current), tabIndex: 0 },
  };
}
