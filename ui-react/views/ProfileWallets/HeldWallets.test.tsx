/**
 * ProfileWallets with two browser wallets in one namespace (SPEC.md section 4, several wallets at once): both
 * listed under their namespace, the second in use; switch, disconnect one, add another.
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderWorld, TEST_ADDRESS, TEST_WALLET_INFO } from '../Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const SECOND_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The test wallet connected first, then a second wallet: the second is in use. */
async function twoWallets() {
  const world = await renderWorld();
  const second = new MockConnector({
    info: { id: 'io.walletport.second', name: 'Second Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.walletport.second' } },
    accounts: [SECOND_ADDRESS],
    caipNetworkId: world.wallet.caipNetworkId,
  });
  world.ports.connectorDiscovery.announce(second);
  await act(() => world.core.connection.connect({ connectorId: second.info.id }));
  act(() => world.core.modal.open({ view: 'ProfileWallets' }));
  await settle();
  return { ...world, second };
}

const rows = () => modal().getAllByTestId('profile-wallet');
const row = (connectorId: string) => {
  const found = rows().find((entry) => entry.getAttribute('data-connector-id') === connectorId);
  if (!found) throw new Error(`no row for ${connectorId}`);
  return within(found);
};

describe('ProfileWallets with several wallets', () => {
  it('lists every connection under its namespace: the latest in use, the first ready to switch to', async () => {
    await twoWallets();
    const section = within(modal().getByRole('region', { name: 'EVM wallets' }));
    expect(section.getAllByTestId('profile-wallet').map((entry) => entry.getAttribute('data-status'))).toEqual(['connected', 'active']);
    expect(row('io.walletport.second').getByText('Second Wallet')).toBeTruthy();
    expect(row('io.walletport.second').getByText('In use')).toBeTruthy();
    expect(row('io.walletport.second').getByTestId('profile-wallet-address').getAttribute('title')).toBe(SECOND_ADDRESS);
    expect(row(TEST_WALLET_INFO.id).getByText(TEST_WALLET_INFO.name)).toBeTruthy();
    expect(row(TEST_WALLET_INFO.id).getByRole('button', { name: `Switch to ${TEST_WALLET_INFO.name}` })).toBeTruthy();
    // The held wallet's balance on the network shown, read from the chain for its own address.
    expect(row(TEST_WALLET_INFO.id).getByTestId('profile-wallet-balance').textContent).toMatch(/^1\.234 /);
  });

  it('switches the wallet in use without a prompt, and shows its balance', async () => {
    const { core, wallet } = await twoWallets();
    const prompts = wallet.calls.filter((call) => call.method === 'connect').length;
    fireEvent.click(row(TEST_WALLET_INFO.id).getByRole('button', { name: `Switch to ${TEST_WALLET_INFO.name}` }));
    await settle();
    expect(core.connection.snapshot.namespaces.eip155?.address).toBe(TEST_ADDRESS);
    expect(row(TEST_WALLET_INFO.id).getByText('In use')).toBeTruthy();
    expect(row('io.walletport.second').getByRole('button', { name: 'Switch to Second Wallet' })).toBeTruthy();
    expect(wallet.calls.filter((call) => call.method === 'connect').length).toBe(prompts);
    expect(row(TEST_WALLET_INFO.id).getByTestId('profile-wallet-balance').textContent).toMatch(/^1\.234 /);
  });

  it('disconnects one wallet: the other stays, in use', async () => {
    const { core, second } = await twoWallets();
    fireEvent.click(row('io.walletport.second').getByRole('button', { name: 'Disconnect Second Wallet' }));
    await settle();
    expect(second.calls.at(-1)).toEqual({ method: 'disconnect' });
    expect(rows().map((entry) => entry.getAttribute('data-connector-id'))).toEqual([TEST_WALLET_INFO.id]);
    expect(row(TEST_WALLET_INFO.id).getByText('In use')).toBeTruthy();
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', address: TEST_ADDRESS });
  });

  it("the Account view's 'Wallets (2)' leads here", async () => {
    const { core } = await twoWallets();
    act(() => core.router.reset('Account'));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Wallets (2)' }));
    await settle();
    expect(core.router.snapshot.view).toBe('ProfileWallets');
    expect(rows()).toHaveLength(2);
  });

  it('"Add another EVM wallet" opens Connect for the namespace', async () => {
    const { core } = await twoWallets();
    fireEvent.click(modal().getByRole('button', { name: 'Add another EVM wallet' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Connect');
    expect(core.router.snapshot.data?.addWalletForNamespace).toBe('eip155');
  });

  it('disconnecting the last wallet leaves the view saying none is connected', async () => {
    const { core } = await twoWallets();
    await act(() => core.connection.disconnect('eip155'));
    await settle();
    expect(modal().getByText('No wallet connected')).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Connect a wallet' })).toBeTruthy();
  });
});
