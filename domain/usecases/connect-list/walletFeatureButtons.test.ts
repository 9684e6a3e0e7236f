import { describe, expect, it } from 'vitest';
import { DEFAULT_WALLET_FEATURES_ORDER } from '../../entities/constants.js';
import { walletFeatureButtons } from './walletFeatureButtons.js';

const allOn = { onramp: true, swaps: true, receive: true, send: true };

describe('walletFeatureButtons', () => {
  it('lists onramp, swaps, receive, send by default', () => {
    expect(walletFeatureButtons(allOn)).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(walletFeatureButtons(allOn)).toEqual(DEFAULT_WALLET_FEATURES_ORDER);
  });

  it('drops features that are off', () => {
    expect(walletFeatureButtons({ ...allOn, onramp: false, send: false })).toEqual(['swaps', 'receive']);
  });

  it('follows a custom order, once each, leaving out what it leaves out', () => {
    const walletFeaturesOrder = ['send', 'receive', 'send'] as const;
    expect(walletFeatureButtons({ ...allOn, walletFeaturesOrder })).toEqual(['send', 'receive']);
  });

  it("leaves out what the account's namespace does not have: no swaps on solana, receive and send on bip122, nothing but receive on polkadot", () => {
    expect(walletFeatureButtons({ ...allOn, namespace: 'eip155' })).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(walletFeatureButtons({ ...allOn, namespace: 'solana' })).toEqual(['onramp', 'receive', 'send']);
    expect(walletFeatureButtons({ ...allOn, namespace: 'bip122' })).toEqual(['receive', 'send']);
    expect(walletFeatureButtons({ ...allOn, namespace: 'polkadot' })).toEqual(['receive']);
  });
});
