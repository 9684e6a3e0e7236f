/**
 * The options the Buy form runs with when the options call failed: USD and EUR with the
 * standard card and bank limits, and the default purchase currency (USDC) on the active network only. That
 * network is named by its CAIP-2 id, which the provider accepts as a network name, so quotes still work.
 */
import type { OnrampOptionsResponse } from '../api/blockchain-api.schema.js';
import { ONRAMP_DEFAULT_PURCHASE_CURRENCY, ONRAMP_FALLBACK_LIMITS, ONRAMP_PAYMENT_CURRENCIES } from '../constants.js';

export type FallbackOnrampOptionsParameters = {
  /** The active network: its CAIP-2 id ('eip155:31337') and its name ('Devnet A'). */
  readonly caipNetworkId: string;
  readonly name: string;
};

export type FallbackOnrampOptionsReturnType = OnrampOptionsResponse;

export function fallbackOnrampOptions({ caipNetworkId, name }: FallbackOnrampOptionsParameters): FallbackOnrampOptionsReturnType {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);
  return {
    purchaseCurrencies: [
      {
        id: ONRAMP_DEFAULT_PURCHASE_CURRENCY,
        name: ONRAMP_DEFAULT_PURCHASE_CURRENCY,
        symbol: ONRAMP_DEFAULT_PURCHASE_CURRENCY,
        networks: [{ name: caipNetworkId, display_name: name, chain_id: reference, contract_address: '' }],
      },
    ],
    paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: (['card', 'bank_account'] as const).map((method) => ({ id: method, ...ONRAMP_FALLBACK_LIMITS[method] })),
    })),
  };
}
