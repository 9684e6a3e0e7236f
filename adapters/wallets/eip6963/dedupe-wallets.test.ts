import { describe, expect, it } from 'vitest';
import { FakeEip1193Provider } from '../../../tests/fakes/eip1193-provider.fake.js';
import { isDuplicateAnnouncement, isInjectedAnnounced } from './dedupe-wallets.js';

const provider = () => new FakeEip1193Provider();
const metamask = { uuid: 'u1', rdns: 'io.metamask', provider: provider() };

describe('dedupe rules', () => {
  it('treats a repeated rdns (any case), uuid or provider object as a duplicate', () => {
    expect(isDuplicateAnnouncement([metamask], { uuid: 'u2', rdns: 'IO.MetaMask', provider: provider() })).toBe(true);
    expect(isDuplicateAnnouncement([metamask], { uuid: 'u1', rdns: 'io.other', provider: provider() })).toBe(true);
    expect(isDuplicateAnnouncement([metamask], { uuid: 'u3', rdns: 'io.other', provider: metamask.provider })).toBe(true);
    expect(isDuplicateAnnouncement([metamask], { uuid: 'u4', rdns: 'io.rabby', provider: provider() })).toBe(false);
  });

  it('hides the injected provider when it is an announced object or its flags name an announced rdns', () => {
    expect(isInjectedAnnounced({ provider: metamask.provider, rdns: undefined }, [metamask])).toBe(true);
    expect(isInjectedAnnounced({ provider: provider(), rdns: 'io.metamask' }, [metamask])).toBe(true);
    expect(isInjectedAnnounced({ provider: provider(), rdns: 'io.rabby' }, [metamask])).toBe(false);
    expect(isInjectedAnnounced({ provider: provider(), rdns: undefined }, [metamask])).toBe(false);
    expect(isInjectedAnnounced({ provider: provider(), rdns: 'io.metamask' }, [])).toBe(false);
  });
});
