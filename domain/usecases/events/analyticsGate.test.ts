import { describe, expect, it } from 'vitest';
import { FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { createAnalyticsGate } from './analyticsGate.js';

describe('createAnalyticsGate', () => {
  it('is on only when the local feature and the project switch are both on', async () => {
    const catalogue = new FakeWalletCatalogue({ analyticsEnabled: true });
    let local = true;
    const gate = createAnalyticsGate({ isLocallyEnabled: () => local, catalogue });
    expect(await gate()).toBe(true);
    local = false;
    expect(await gate()).toBe(false);
    expect(await createAnalyticsGate({ isLocallyEnabled: () => true, catalogue: new FakeWalletCatalogue({ analyticsEnabled: false }) })()).toBe(false);
  });

  it('asks the project switch once, and not at all while the local feature is off', async () => {
    const catalogue = new FakeWalletCatalogue();
    let local = false;
    const gate = createAnalyticsGate({ isLocallyEnabled: () => local, catalogue });
    await gate();
    expect(catalogue.calls.getAnalyticsEnabled).toBe(0);
    local = true;
    await Promise.all([gate(), gate(), gate()]);
    expect(catalogue.calls.getAnalyticsEnabled).toBe(1);
  });

  it('treats a failing project switch as off', async () => {
    const gate = createAnalyticsGate({
      isLocallyEnabled: () => true,
      catalogue: { getAnalyticsEnabled: () => Promise.reject(new Error('offline')) },
    });
    expect(await gate()).toBe(false);
  });
});
