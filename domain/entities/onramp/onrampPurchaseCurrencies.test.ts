import { describe, expect, it } from 'vitest';
import { fallbackOnrampOptions } from './fallbackOnrampOptions.js';
import { onrampNetworkCaipId, onrampPurchaseCurrencies } from './onrampPurchaseCurrencies.js';

const network = (chain_id: string) => ({ name: `net-${chain_id}`, display_name: chain_id, chain_id, contract_address: '' });
const purchaseCurrencies = [
  { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [network('31337'), network('31338'), network('5eykt4')] },
  { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [network('5eykt4')] },
  { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [network('1')] },
];

describe('onrampPurchaseCurrencies', () => {
  it("keeps each currency's networks of the active namespace the page configured, and drops currencies left with none", () => {
    expect(onrampPurchaseCurrencies({ purchaseCurrencies, namespace: 'eip155', caipNetworkIds: ['eip155:31337', 'eip155:31338'] })).toEqual([
      { ...purchaseCurrencies[0], networks: [network('31337'), network('31338')] },
    ]);
    expect(onrampPurchaseCurrencies({ purchaseCurrencies, namespace: 'solana', caipNetworkIds: ['solana:5eykt4'] }).map((currency) => currency.id)).toEqual([
      'usdc',
      'sol',
    ]);
    expect(onrampPurchaseCurrencies({ purchaseCurrencies, namespace: 'eip155', caipNetworkIds: ['solana:5eykt4'] })).toEqual([]);
  });

  it('names an options network by CAIP-2 on a namespace', () => {
    expect(onrampNetworkCaipId('eip155', network('31337'))).toBe('eip155:31337');
  });
});

describe('fallbackOnrampOptions', () => {
  it('offers USDC on the active network only, named by its CAIP-2 id, and USD and EUR with the standard limits', () => {
    const options = fallbackOnrampOptions({ caipNetworkId: 'solana:5eykt4', name: 'Solana' });
    expect(options.purchaseCurrencies).toEqual([
      { id: 'USDC', name: 'USDC', symbol: 'USDC', networks: [{ name: 'solana:5eykt4', display_name: 'Solana', chain_id: '5eykt4', contract_address: '' }] },
    ]);
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    );
    // The active namespace keeps it.
    expect(onrampPurchaseCurrencies({ purchaseCurrencies: options.purchaseCurrencies, namespace: 'solana', caipNetworkIds: ['solana:5eykt4'] })).toHaveLength(1);
  });
});
