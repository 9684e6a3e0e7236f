/**
 * The header title of each view: the dialog's accessible name (aria-labelledby points at it), so every view
 * has one. The English titles are locales/en/views.ts (`view.<ViewName>`); the check below makes a view without
 * a title a compile error.
 */
import { isViewName, type RouterData, type ViewName } from '../../domain/usecases/router/index.js';
import { enViews } from '../../locales/en/views.js';
import type { MessageKey } from '../../locales/messages.js';
import { socialLabel } from './Connect/socialLabel.js';

// Every view the router knows has a title entry: a missing one is a compile error here.
const _everyViewHasATitle: Readonly<Record<`view.${ViewName}`, string>> = enViews;
void _everyViewHasATitle;

/** What viewTitle needs of the translator (useT's `t`). */
export type ViewTitleTranslate = (key: MessageKey) => string;

export type ViewTitleParameters = { view: string; data?: RouterData | undefined; t: ViewTitleTranslate };
export type ViewTitleReturnType = string;

/** The catalogue entry of a view's own title ('view.notAvailable' for a name the renderer does not know). */
export function viewTitleKey(view: string): MessageKey {
  return isViewName(view) ? `view.${view}` : 'view.notAvailable';
}

/**
 * The title of a view in the shown language, naming the wallet, network or provider it is about when its data
 * says (those names are shown as given, never translated).
 */
export function viewTitle({ view, data, t }: ViewTitleParameters): ViewTitleReturnType {
  const own = () => t(viewTitleKey(view));
  if (!isViewName(view)) return own();
  switch (view) {
    case 'ConnectingExternal':
    case 'ConnectingWalletConnect':
    case 'ConnectingMultiChain':
      return data?.wallet?.name ?? data?.connector?.name ?? own();
    case 'ConnectingSocial':
      return data?.socialProvider ? socialLabel(data.socialProvider) : own();
    case 'SwitchNetwork':
      return data?.network?.name ?? own();
    default:
      return own();
  }
}
