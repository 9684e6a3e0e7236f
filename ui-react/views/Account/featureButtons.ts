import type { WalletFeature } from '../../../domain/usecases/options/index.js';
import type { ViewName } from '../../../domain/usecases/router/index.js';

/** The label and the view of each Account feature button (SPEC.md section 9: walletFeaturesOrder). */
export const FEATURE_BUTTONS: Readonly<Record<WalletFeature, { readonly label: string; readonly view: ViewName }>> = {
  onramp: { label: 'Buy', view: 'Buy' },
  swaps: { label: 'Swap', view: 'Swap' },
  receive: { label: 'Receive', view: 'Receive' },
  send: { label: 'Send', view: 'Send' },
};
