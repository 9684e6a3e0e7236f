/** getAccount's embeddedWalletInfo: filled while the embedded wallet holds the account, followed by watchAccount. */
import { describe, expect, it } from 'vitest';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { EMBEDDED_TEST_USER } from '../tests/fakes/embedded-wallet-connector.fake.js';
import { flushMicrotasks } from '../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../tests/fakes/wallet-connector.fake.js';
import { getAccount } from './getAccount.js';
import { watchAccount } from './watchAccount.js';

function world() {
  const test = createTestClient({}, { embeddedWallet: true });
  test.client.start();
  return test;
}

describe('getAccount().embeddedWalletInfo', () => {
  it('describes the signed-in user while the embedded wallet (ID_AUTH) holds the account', async () => {
    const { client, core } = world();
    expect(getAccount(client).embeddedWalletInfo).toBeUndefined();
    await core.connection.connect({ connectorId: 'ID_AUTH', method: 'email' });
    await flushMicrotasks();
    expect(getAccount(client)).toMatchObject({ connectorId: 'ID_AUTH', address: EMBEDDED_TEST_USER.address });
    expect(getAccount(client).embeddedWalletInfo).toEqual({
      user: { email: 'ada@example.com', username: undefined },
      authProvider: 'email',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    });
    await core.connection.disconnect();
    expect(getAccount(client).embeddedWalletInfo).toBeUndefined();
  });

  it("names the social provider and the user's name after a social login, and 'email' again once it is gone", async () => {
    const { client, core } = world();
    core.embeddedWallet?.rememberSocialLogin({ provider: 'github', userName: 'ada' });
    await core.connection.connect({ connectorId: 'ID_AUTH', method: 'social' });
    await flushMicrotasks();
    expect(getAccount(client).embeddedWalletInfo).toEqual({
      user: { email: 'ada@example.com', username: 'ada' },
      authProvider: 'github',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    });
    await core.connection.disconnect();
    expect(getAccount(client).embeddedWalletInfo).toBeUndefined();
    await core.connection.connect({ connectorId: 'ID_AUTH', method: 'email' });
    expect(getAccount(client).embeddedWalletInfo?.authProvider).toBe('email');
  });

  it('tells watchers when the email changes', async () => {
    const { client, core } = world();
    await core.connection.connect({ connectorId: 'ID_AUTH', method: 'email' });
    const emails: (string | undefined)[] = [];
    const stop = watchAccount(client, { onChange: (account) => emails.push(account.embeddedWalletInfo?.user.email) });
    core.embeddedWallet?.setEmail('grace@example.com');
    stop();
    expect(emails).toEqual(['grace@example.com']);
  });

  it('is undefined for an account held by another wallet, even with an email stored from an earlier login', async () => {
    const { client, core, ports } = world();
    const wallet = new MockConnector({
      info: { id: 'test-wallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      caipNetworkId: 'eip155:31337',
    });
    ports.connectorDiscovery.announce(wallet);
    core.embeddedWallet?.setEmail('ada@example.com');
    await core.connection.connect({ connectorId: 'test-wallet' });
    expect(getAccount(client)).toMatchObject({ isConnected: true, embeddedWalletInfo: undefined });
  });
});
