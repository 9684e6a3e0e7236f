import type { WalletFeature } from '../../../domain/usecases/options/options.js';
import type { ViewName } from '../../../domain/usecases/router/views.js';

/** The label and the view of each Account feature button (SPEC.md section 9: walletFeaturesOrder). */
export const FEATURE_BUTTONS: Readonly<Record<WalletFeature, { readonly label: string; readonly view: ViewName }>> = {
  onramp: { label: 'Buy', view: 'OnRampProviders' },
  swaps: { label: 'Swap', view: 'Swap' },
  receive: { label: 'Receive', view: 'Receive' },
  send: { label: 'Send', view: 'Send' },
};
