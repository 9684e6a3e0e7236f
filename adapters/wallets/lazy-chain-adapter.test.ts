import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { FakeChainAdapter } from '../../tests/fakes/chain-adapter.fake.js';
import { VirtualScheduler } from '../../tests/fakes/virtual-scheduler.fake.js';
import { lazyChainAdapter } from './lazy-chain-adapter.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('lazyChainAdapter', () => {
  it('loads nothing until first used, then once, sharing the load between concurrent calls', async () => {
    const real = new FakeChainAdapter(new VirtualScheduler());
    real.setBalance(ADDRESS, 'eip155:31337', 5n * 10n ** 18n);
    let loads = 0;
    const adapter = lazyChainAdapter({ namespace: 'eip155', load: async () => ((loads += 1), real) });
    expect(adapter.namespace).toBe('eip155');
    expect(loads).toBe(0);

    const [first, second] = await Promise.all([
      adapter.getNativeBalance({ address: ADDRESS, caipNetworkId: 'eip155:31337' }),
      adapter.getNativeBalance({ address: ADDRESS, caipNetworkId: 'eip155:31337' }),
    ]);
    expect(first.value).toBe(5n * 10n ** 18n);
    expect(second).toEqual(first);
    await adapter.estimateGas({ from: ADDRESS, caipNetworkId: 'eip155:31337', transaction: { to: ADDRESS } });
    expect(loads).toBe(1);
  });

  it('fails a call with a typed error when the load fails, and loads again on the next call', async () => {
    const real = new FakeChainAdapter(new VirtualScheduler());
    let attempts = 0;
    const adapter = lazyChainAdapter({
      namespace: 'eip155',
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return real;
      },
    });
    const failure = await adapter.getNativeBalance({ address: ADDRESS, caipNetworkId: 'eip155:31337' }).catch((error: unknown) => error);
    expect(isWalletportError(failure) && failure.code).toBe('SOMETHING_WENT_WRONG');
    expect(failure).toMatchObject({ shortMessage: 'Something went wrong', details: 'Could not load the eip155 chain adapter' });
    expect((failure as Error).cause).toBeInstanceOf(TypeError);

    await expect(adapter.getNativeBalance({ address: ADDRESS, caipNetworkId: 'eip155:31337' })).resolves.toMatchObject({ decimals: 18 });
    expect(attempts).toBe(2);
  });

  it("passes simulateCalls through, and answers supported: false for an adapter that cannot simulate", async () => {
    const real = new FakeChainAdapter(new VirtualScheduler());
    real.simulation = () => ({ supported: true, calls: [], balances: [{ asset: 'native', before: 2n, after: 1n }], transfersOut: [] });
    const params = { from: ADDRESS, caipNetworkId: 'eip155:31337', calls: [], tokens: [] };
    const simulating = lazyChainAdapter({ namespace: 'eip155', load: async () => real });
    expect(await simulating.simulateCalls?.(params)).toMatchObject({ supported: true, balances: [{ before: 2n, after: 1n }] });
    // An implementation without the optional method (a namespace that cannot simulate).
    const blind = lazyChainAdapter({ namespace: 'eip155', load: async () => ({ namespace: 'eip155' }) as never });
    expect(await blind.simulateCalls?.(params)).toEqual({ supported: false });
  });
});
