/** The on-ramp use case: loading from the Buy entry, the options of the active namespace, the fallback, the form. */
import { describe, expect, it } from 'vitest';
import { ONRAMP_FALLBACK_LIMITS } from '../../entities/constants.js';
import { walletportDevnetB } from '../../entities/network/chains/walletportDevnets.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import { INITIAL_ONRAMP_STATE } from './onramp.types.js';
import { onrampWorldsDisposedAfterEach, solanaNetwork } from './testing/onrampWorld.js';

const world = onrampWorldsDisposedAfterEach();
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('loading the Buy form', () => {
  it('starts from the Buy entry, not from the view: USDC on the active network, USD, card, the options limits', async () => {
    const created = world();
    expect(created.onramp.snapshot).toEqual(INITIAL_ONRAMP_STATE);
    expect(created.api.callCount('getOnrampOptions')).toBe(0);
    await created.openBuy();
    const state = created.onramp.snapshot;
    expect(created.api.callCount('getOnrampOptions')).toBe(1);
    expect(state).toMatchObject({ status: 'ready', optionsSource: 'remote', optionsNotice: undefined, paymentMethod: 'card', amount: '' });
    expect(state.purchaseCurrency?.symbol).toBe('USDC');
    expect(state.purchaseNetwork).toMatchObject({ name: 'walletport-devnet-a', chain_id: '31337' });
    expect(state.paymentCurrency?.id).toBe('USD');
    expect(state.limits).toEqual({ min: '20.00', max: '5000.00' });
  });

  it('offers only what lives on the active namespace, on the networks the page configured', async () => {
    const evm = world();
    await evm.openBuy();
    expect(ids(evm.onramp.snapshot.purchaseCurrencies)).toEqual(['usdc', 'eth']);
    expect(evm.onramp.snapshot.purchaseCurrencies[0]?.networks.map((network) => network.chain_id)).toEqual(['31337', '31338']);

    const solana = world({ network: solanaNetwork });
    await solana.openBuy();
    expect(ids(solana.onramp.snapshot.purchaseCurrencies)).toEqual(['usdc', 'sol']);
    expect(solana.onramp.snapshot.purchaseNetwork?.name).toBe('walletport-solana');
  });

  it('defaults to the active network when the currency lives on several (Devnet B)', async () => {
    const created = world({ network: walletportDevnetB as CaipNetwork });
    await created.openBuy();
    expect(created.onramp.snapshot.purchaseNetwork?.chain_id).toBe('31338');
  });

  it("falls back to SPEC's limits and USDC on the active network when the options call fails, and says so", async () => {
    const created = world();
    created.api.failNext('getOnrampOptions');
    await created.openBuy();
    const state = created.onramp.snapshot;
    expect(state).toMatchObject({
      status: 'ready',
      optionsSource: 'fallback',
      optionsNotice: 'Purchase options are unavailable right now. Showing standard limits.',
      limits: ONRAMP_FALLBACK_LIMITS.card,
    });
    expect(ids(state.paymentCurrencies)).toEqual(['USD', 'EUR']);
    expect(state.purchaseCurrencies).toEqual([
      {
        id: 'USDC',
        name: 'USDC',
        symbol: 'USDC',
        networks: [{ name: 'eip155:31337', display_name: 'Walletport Devnet A', chain_id: '31337', contract_address: '' }],
      },
    ]);
    created.onramp.setPaymentMethod('bank_account');
    expect(created.onramp.snapshot.limits).toEqual({ min: '10.00', max: '25000.00' });
  });

  it('keeps the form when Buy comes back on top, and loads again for another network', async () => {
    const created = world();
    await created.openBuy();
    created.onramp.setAmount('75');
    created.router.push('OnRampTokenSelect');
    created.router.goBackToIndex(1);
    await created.scheduler.advanceAsync(0);
    expect(created.api.callCount('getOnrampOptions')).toBe(1);
    expect(created.onramp.snapshot.amount).toBe('75');

    created.networkState.activeCaipNetwork = walletportDevnetB as CaipNetwork;
    created.router.push('OnRampTokenSelect');
    created.router.goBackToIndex(1);
    await created.scheduler.advanceAsync(0);
    expect(created.api.callCount('getOnrampOptions')).toBe(2);
    expect(created.onramp.snapshot.purchaseNetwork?.chain_id).toBe('31338');
  });

  it('resets once the flow is left (back to Account, or the modal closed), and the next opening loads afresh', async () => {
    const created = world();
    await created.openBuy();
    created.onramp.setAmount('75');
    created.router.goBackToIndex(0);
    expect(created.onramp.snapshot).toEqual(INITIAL_ONRAMP_STATE);
    await created.openBuy();
    expect(created.onramp.snapshot).toMatchObject({ status: 'ready', amount: '' });
    expect(created.api.callCount('getOnrampOptions')).toBe(2);
  });

  it('lets an options answer for a flow already left change nothing', async () => {
    const created = world();
    let release: () => void = () => undefined;
    const load = created.api.getOnrampOptions.bind(created.api);
    created.api.getOnrampOptions = () => new Promise((resolve) => (release = () => resolve(load())));
    created.router.push('Buy');
    expect(created.onramp.snapshot.status).toBe('loading');
    created.router.reset('Connect');
    release();
    await created.scheduler.advanceAsync(0);
    expect(created.onramp.snapshot).toEqual(INITIAL_ONRAMP_STATE);
  });
});

describe('the Buy form', () => {
  it('follows the payment currency and method with their limits', async () => {
    const created = world();
    await created.openBuy();
    created.onramp.setPaymentCurrency('EUR');
    expect(created.onramp.snapshot.limits).toEqual({ min: '20.00', max: '4500.00' });
    created.onramp.setPaymentMethod('bank_account');
    expect(created.onramp.snapshot.limits).toEqual({ min: '50.00', max: '18000.00' });
    created.onramp.setPaymentCurrency('GBP');
    expect(created.onramp.snapshot.paymentCurrency?.id).toBe('EUR');
  });

  it('picks what to buy and where: the network asked for, else the active one', async () => {
    const created = world();
    await created.openBuy();
    created.onramp.setPurchaseCurrency('eth');
    expect(created.onramp.snapshot.purchaseCurrency?.symbol).toBe('ETH');
    expect(created.onramp.snapshot.purchaseNetwork?.chain_id).toBe('31337');
    created.onramp.setPurchaseCurrency('usdc', '31338');
    expect(created.onramp.snapshot.purchaseNetwork?.name).toBe('walletport-devnet-b');
    created.onramp.setPurchaseCurrency('sol');
    expect(created.onramp.snapshot.purchaseCurrency?.symbol).toBe('USDC');
  });

  it('keeps the amount as a plain decimal, a typed comma its separator', async () => {
    const created = world();
    await created.openBuy();
    created.onramp.setAmount('1 250,5');
    expect(created.onramp.snapshot.amount).toBe('1250.5');
    created.onramp.setAmount('$abc');
    expect(created.onramp.snapshot.amount).toBe('');
  });

  it('checks the amount again once its error is shown, so the message goes as soon as the amount fits', async () => {
    const created = world();
    await created.openBuy();
    created.onramp.setAmount('5');
    await created.onramp.getQuotes();
    expect(created.onramp.snapshot.amountError).toBe('Enter an amount between 20.00 and 5,000.00 USD');
    created.onramp.setAmount('25');
    expect(created.onramp.snapshot.amountError).toBeUndefined();
    created.onramp.setAmount('2');
    expect(created.onramp.snapshot.amountError).toBeUndefined();
  });
});
