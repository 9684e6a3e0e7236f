import { describe, expect, it } from 'vitest';
import { onrampQuoteResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { checkOnrampQuote } from '../../domain/entities/onramp/index.js';
import { fakeActivityTransaction, FakeBlockchainApi } from './blockchain-api.fake.js';

const ALICE = '0x00000000000000000000000000000000000a11ce';
const quote = (api: FakeBlockchainApi, change: Partial<Parameters<FakeBlockchainApi['getOnrampQuote']>[0]> = {}) =>
  api.getOnrampQuote({ purchaseCurrency: 'usdc', paymentCurrency: 'USD', amount: '50.00', network: 'walletport-devnet-a', ...change });

describe("the fake on-ramp provider's rules", () => {
  it('quotes 50 USD of USDC as the devstack does: coinbase 49 USDC, meld 48.75 USDC', async () => {
    const api = new FakeBlockchainApi();
    const coinbase = onrampQuoteResponseSchema.parse(await quote(api, { provider: 'coinbase' }));
    expect(coinbase).toMatchObject({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      providerFee: { amount: '0.50', currency: 'USD' },
      coinbaseFee: { amount: '0.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      purchaseAmount: { amount: '49', currency: 'USDC' },
    });
    const meld = await quote(api, { provider: 'meld' });
    expect(meld).toMatchObject({ providerFee: { amount: '0.75' }, purchaseAmount: { amount: '48.75', currency: 'USDC' } });
    expect(meld.coinbaseFee).toBeUndefined();
    // The product's own check accepts what the provider's rules produce.
    for (const response of [coinbase, meld]) {
      expect(checkOnrampQuote({ response, amount: '50.00', paymentCurrency: 'USD', purchaseSymbol: 'USDC' }).ok).toBe(true);
    }
  });

  it('converts euros and tokens at fixed prices, rounding the tokens down, and charges Solana its own network fee', async () => {
    const api = new FakeBlockchainApi();
    const eth = await quote(api, { purchaseCurrency: 'eth', amount: '100.00', provider: 'coinbase' });
    // 100 - 1.00 - 0.50 = 98.50 USD at 3000 USD per ETH.
    expect(eth.purchaseAmount).toEqual({ amount: '0.032833333333333333', currency: 'ETH' });
    const euros = await quote(api, { paymentCurrency: 'EUR', provider: 'coinbase' });
    expect(euros.purchaseAmount.amount).toBe('52.92');
    const sol = await quote(api, { purchaseCurrency: 'sol', network: 'walletport-solana', provider: 'meld' });
    expect(sol).toMatchObject({ networkFee: { amount: '0.05' }, purchaseAmount: { amount: '0.328', currency: 'SOL' } });
    await expect(quote(api, { network: 'eip155:31338' })).resolves.toMatchObject({ quoteId: expect.any(String) });
  });

  it('refuses what the provider refuses: outside the limits of the method, cents exceeded, unknown currency or network', async () => {
    const api = new FakeBlockchainApi();
    const refusals = [
      quote(api, { amount: '19.99' }),
      quote(api, { amount: '5000.01' }),
      quote(api, { amount: '40.00', paymentMethod: 'bank_account' }),
      quote(api, { amount: '50.001' }),
      quote(api, { purchaseCurrency: 'doge' }),
      quote(api, { network: 'walletport-devnet-c' }),
      quote(api, { paymentCurrency: 'GBP' }),
    ];
    for (const refusal of refusals) {
      const error: unknown = await refusal.then(() => undefined, (rejection: unknown) => rejection);
      expect(isWalletportError(error, 'HTTP_STATUS')).toBe(true);
    }
    await expect(quote(api, { amount: '20000.00', paymentMethod: 'bank_account' })).resolves.toBeDefined();
  });

  it('records purchases a test pushes (newest first) and updates them', async () => {
    const api = new FakeBlockchainApi();
    api.pushPurchase(ALICE, fakeActivityTransaction({ id: 'order-1', metadata: { status: 'confirmed' } }));
    api.pushPurchase(ALICE, fakeActivityTransaction({ id: 'order-2', metadata: { status: 'pending' } }));
    api.updatePurchase(ALICE, 'order-2', { status: 'failed', failureReason: 'Your card was declined.' });
    const { data } = await api.getHistory({ address: ALICE.toUpperCase(), onramp: 'coinbase' });
    expect(data.map(({ id, metadata }) => [id, metadata.status, metadata.failureReason])).toEqual([
      ['order-2', 'failed', 'Your card was declined.'],
      ['order-1', 'confirmed', undefined],
    ]);
    expect((await api.getHistory({ address: ALICE })).data).toEqual([]);
  });
});
