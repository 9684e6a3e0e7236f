import { describe, expect, it } from 'vitest';
import { CONNECT_METHOD_ORDER_WITH_INJECTED, DEFAULT_CONNECT_METHOD_ORDER, DEFAULT_SOCIALS } from '../../entities/constants.js';
import { connectMethodOrder } from './connectMethodOrder.js';

const allOn = { email: true, socials: DEFAULT_SOCIALS, connectMethodsOrder: undefined };

describe('connectMethodOrder', () => {
  it('defaults to email, social, wallet', () => {
    expect(connectMethodOrder({ features: allOn, hasInjectedWallets: false })).toEqual(['email', 'social', 'wallet']);
    expect(connectMethodOrder({ features: allOn, hasInjectedWallets: false })).toEqual(DEFAULT_CONNECT_METHOD_ORDER);
  });

  it('puts wallets first when injected wallets exist', () => {
    expect(connectMethodOrder({ features: allOn, hasInjectedWallets: true })).toEqual(['wallet', 'email', 'social']);
    expect(connectMethodOrder({ features: allOn, hasInjectedWallets: true })).toEqual(CONNECT_METHOD_ORDER_WITH_INJECTED);
  });

  it('lets a custom order win, as the complete list, once each', () => {
    const features = { ...allOn, connectMethodsOrder: ['social', 'wallet', 'social'] as const };
    expect(connectMethodOrder({ features, hasInjectedWallets: true })).toEqual(['social', 'wallet']);
  });

  it('drops methods whose feature is off', () => {
    expect(connectMethodOrder({ features: { ...allOn, email: false }, hasInjectedWallets: false })).toEqual([
      'social',
      'wallet',
    ]);
    expect(connectMethodOrder({ features: { ...allOn, socials: false }, hasInjectedWallets: true })).toEqual([
      'wallet',
      'email',
    ]);
    expect(connectMethodOrder({ features: { ...allOn, socials: [] }, hasInjectedWallets: false })).toEqual([
      'email',
      'wallet',
    ]);
    const custom = { email: false, socials: false as const, connectMethodsOrder: ['email', 'social'] as const };
    expect(connectMethodOrder({ features: custom, hasInjectedWallets: false })).toEqual([]);
  });
});
