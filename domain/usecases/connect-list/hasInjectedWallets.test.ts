import { describe, expect, it } from 'vitest';
import { connectorTypes } from '../../entities/connector/connector.js';
import { hasInjectedWallets } from './hasInjectedWallets.js';

describe('hasInjectedWallets', () => {
  it('is true only for an EIP-6963 announcement, a legacy injected provider or a multi-chain browser wallet', () => {
    const counted = connectorTypes.filter((type) => hasInjectedWallets([{ type }]));
    expect(counted).toEqual(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);
  });

  it('looks at every connector, and is false for none', () => {
    expect(hasInjectedWallets([])).toBe(false);
    expect(hasInjectedWallets([{ type: 'WALLET_CONNECT' }, { type: 'AUTH' }, { type: 'ANNOUNCED' }])).toBe(true);
    expect(hasInjectedWallets([{ type: 'WALLET_CONNECT' }, { type: 'EXTERNAL' }, { type: 'ID_AUTH' }])).toBe(false);
  });
});
