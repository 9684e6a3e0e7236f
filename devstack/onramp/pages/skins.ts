/** The two providers' looks over one checkout: a name, a logo word and colours (pages/style.ts reads the class). */
import type { OnrampProvider } from '../pricing.js';

export type Skin = { readonly provider: OnrampProvider; readonly name: string; readonly logo: string; readonly className: string };

export const SKINS: Readonly<Record<OnrampProvider, Skin>> = {
  meld: { provider: 'meld', name: 'Meld', logo: 'meld', className: 'skin-meld' },
  coinbase: { provider: 'coinbase', name: 'Coinbase', logo: 'coinbase', className: 'skin-coinbase' },
};
