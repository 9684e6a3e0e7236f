import type { WalletFeature } from '../../../domain/usecases/options/index.js';
import type { ViewName } from '../../../domain/usecases/router/index.js';
import type { MessageKey } from '../../../locales/messages.js';

/** The label (a catalogue entry) and the view of each Account feature button (walletFeaturesOrder). */
export const FEATURE_BUTTONS: Readonly<Record<WalletFeature, { readonly label: MessageKey; readonly view: ViewName }>> = {
  onramp: { label: 'account.buy', view: 'Buy' },
  swaps: { label: 'account.swap', view: 'Swap' },
  receive: { label: 'account.receive', view: 'Receive' },
  send: { label: 'account.send', view: 'Send' },
};
