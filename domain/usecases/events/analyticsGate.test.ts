import { describe, expect, it } from 'vitest';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { ANALYTICS_CONFIG_RETRY_LOCKOUT_MS, createAnalyticsGate } from './analyticsGate.js';

const clock = new VirtualScheduler();

describe('createAnalyticsGate', () => {
  it('is on only when the local feature and the project switch are both on', async () => {
    const catalogue = new FakeWalletCatalogue({ analyticsEnabled: true });
    let local = true;
    const gate = createAnalyticsGate({ isLocallyEnabled: () => local, catalogue, clock });
    expect(await gate()).toBe(true);
    local = false;
    expect(await gate()).toBe(false);
    expect(await createAnalyticsGate({ isLocallyEnabled: () => true, catalogue: new FakeWalletCatalogue({ analyticsEnabled: false }), clock })()).toBe(false);
  });

  it('asks the project switch once, and not at all while the local feature is off', async () => {
    const catalogue = new FakeWalletCatalogue();
    let local = false;
    const gate = createAnalyticsGate({ isLocallyEnabled: () => local, catalogue, clock });
    await gate();
    expect(catalogue.calls.getAnalyticsEnabled).toBe(0);
    local = true;
    await Promise.all([gate(), gate(), gate()]);
    expect(catalogue.calls.getAnalyticsEnabled).toBe(1);
  });
});

describe('createAnalyticsGate after a failed read of the project switch', () => {
  /** A catalogue whose switch read fails `failures` times, then answers true. */
  function flaky(failures: number) {
    const catalogue = { calls: 0, getAnalyticsEnabled: async () => (++catalogue.calls <= failures ? Promise.reject(new Error('500')) : true) };
    const scheduler = new VirtualScheduler();
    const gate = createAnalyticsGate({ isLocallyEnabled: () => true, catalogue, clock: scheduler });
    return { catalogue, scheduler, gate };
  }

  it('the lockout is the spec\'s retry lockout, 30 s', () => {
    expect(ANALYTICS_CONFIG_RETRY_LOCKOUT_MS).toBe(30_000);
  });

  it('is off, and not asked again during the 30 s lockout', async () => {
    const { catalogue, scheduler, gate } = flaky(1);
    expect(await gate()).toBe(false);
    scheduler.advance(ANALYTICS_CONFIG_RETRY_LOCKOUT_MS - 1);
    expect(await gate()).toBe(false);
    expect(catalogue.calls).toBe(1);
  });

  it('asks once more on the next event after the lockout, and is on when it answers', async () => {
    const { catalogue, scheduler, gate } = flaky(1);
    await gate();
    scheduler.advance(ANALYTICS_CONFIG_RETRY_LOCKOUT_MS);
    expect(await Promise.all([gate(), gate()])).toEqual([true, true]);
    expect(catalogue.calls).toBe(2);
    await gate();
    expect(catalogue.calls).toBe(2);
  });

  it('a failed retry starts a new lockout: at most one read per lockout', async () => {
    const { catalogue, scheduler, gate } = flaky(2);
    await gate();
    scheduler.advance(ANALYTICS_CONFIG_RETRY_LOCKOUT_MS);
    expect(await gate()).toBe(false);
    scheduler.advance(ANALYTICS_CONFIG_RETRY_LOCKOUT_MS - 1);
    expect(await gate()).toBe(false);
    expect(catalogue.calls).toBe(2);
    scheduler.advance(1);
    expect(await gate()).toBe(true);
    expect(catalogue.calls).toBe(3);
  });
});
