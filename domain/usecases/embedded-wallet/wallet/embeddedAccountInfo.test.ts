import { describe, expect, it } from 'vitest';
import { EMBEDDED_TEST_USER } from '../../../../tests/fakes/embedded-wallet-connector.fake.js';
import { embeddedAccountInfo } from './embeddedAccountInfo.js';

describe('embeddedAccountInfo', () => {
  it('is undefined without a user', () => {
    expect(embeddedAccountInfo(undefined)).toBeUndefined();
  });

  it("says 'email' for an email login, with the account's defaults", () => {
    expect(embeddedAccountInfo({ address: EMBEDDED_TEST_USER.address, chainId: 1, email: 'ada@example.com' })).toEqual({
      user: { email: 'ada@example.com', username: undefined },
      authProvider: 'email',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    });
  });

  it('names the social provider and the user name of a social login', () => {
    expect(
      embeddedAccountInfo({ ...EMBEDDED_TEST_USER, userName: 'ada', socialProvider: 'farcaster', preferredAccountType: 'smartAccount', smartAccountDeployed: true }),
    ).toEqual({
      user: { email: 'ada@example.com', username: 'ada' },
      authProvider: 'farcaster',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    });
  });
});
