import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { fakeTokenBalance, FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderWorld, TEST_ADDRESS } from '../Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const NETWORK = walletportDevnetA.caipNetworkId;
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
// On the default blockchain API's origin: a name's avatar loads from there or as a data:image URI only.
const AVATAR = 'https://rpc.walletconnect.org/avatars/alice.png';

async function openSend() {
  const api = new FakeBlockchainApi();
  api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, NETWORK] };
  api.setBalances(TEST_ADDRESS, NETWORK, [
    fakeTokenBalance({ chainId: NETWORK, name: 'Local Ether', symbol: 'ETH', price: 2000, quantity: { decimals: '18', numeric: '1.5' } }),
    fakeTokenBalance({ chainId: NETWORK, name: 'USD Coin', symbol: 'USDC', address: `${NETWORK}:${USDC}`, price: 1, value: 100, quantity: { decimals: '6', numeric: '100' } }),
  ]);
  api.setName({
    name: 'alice.reown.id',
    registered_at: '2026-01-01',
    updated_at: '2026-01-01',
    addresses: { '60': { address: RECEIVER, created: '2026-01-01' } },
    attributes: [{ avatar: AVATAR }],
  });
  const world = await renderWorld({ ports: { blockchainApi: api } });
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Send' }));
  await settle();
  return { ...world, api };
}

/** The view's own alert (the modal keeps an empty toast alert region of its own). */
const viewAlert = () => modal().getByRole('dialog').querySelector('.wp-send-error[role="alert"]')?.textContent;
const amountInput = () => modal().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const receiverInput = () => modal().getByRole('textbox', { name: 'To' }) as HTMLInputElement;

async function pickToken(symbol: string) {
  fireEvent.click(modal().getByRole('button', { name: /change token/ }));
  await settle();
  expect(modal().getByRole('dialog', { name: 'Select Token' })).toBeTruthy();
  fireEvent.click(within(modal().getByRole('list', { name: 'Tokens' })).getByRole('button', { name: new RegExp(`^${symbol}`) }));
  await settle();
}

describe('the Send views', () => {
  it('opens from the Account view as a named dialog with labelled fields', async () => {
    const { core } = await openSend();
    expect(core.router.snapshot.view).toBe('Send');
    expect(modal().getByRole('dialog', { name: 'Send' })).toBeTruthy();
    expect(amountInput()).toBeTruthy();
    // Names resolve on eip155, so the field offers them there (a Solana network asks for a Solana address).
    expect(receiverInput().placeholder).toBe('Address or name');
    expect(receiverInput()).toBeTruthy();
  });

  it('searches the token list and picks a token', async () => {
    const { core } = await openSend();
    fireEvent.click(modal().getByRole('button', { name: /change token/ }));
    await settle();
    const list = () => within(modal().getByRole('list', { name: 'Tokens' }));
    expect(list().getAllByRole('button').map((button) => button.getAttribute('data-token'))).toEqual(['ETH', 'USDC']);
    fireEvent.change(modal().getByRole('searchbox', { name: 'Search token' }), { target: { value: 'usd' } });
    expect(list().getAllByRole('button').map((button) => button.getAttribute('data-token'))).toEqual(['USDC']);
    fireEvent.click(list().getByRole('button'));
    await settle();
    expect(core.router.snapshot.view).toBe('Send');
    expect(core.send.snapshot.token?.symbol).toBe('USDC');
  });

  it('keeps the amount to numbers, shows its dollar value and fills Max', async () => {
    await openSend();
    await pickToken('USDC');
    fireEvent.change(amountInput(), { target: { value: ',5a' } });
    expect(amountInput().value).toBe('0.5');
    expect(modal().getByText('≈ $0.50')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Max' }));
    await settle();
    expect(amountInput().value).toBe('100');
  });

  it("says 'Insufficient balance' before any wallet prompt", async () => {
    const { core, chainAdapter } = await openSend();
    await pickToken('ETH');
    fireEvent.change(amountInput(), { target: { value: '2' } });
    fireEvent.change(receiverInput(), { target: { value: RECEIVER } });
    fireEvent.click(modal().getByRole('button', { name: 'Preview Send' }));
    await settle();
    expect(viewAlert()).toBe('Insufficient balance');
    expect(core.router.snapshot.view).toBe('Send');
    expect(chainAdapter.sentTransactions).toEqual([]);
  });

  it('works from the keyboard: Enter in a field previews, and the preview is a named dialog', async () => {
    const { core } = await openSend();
    await pickToken('USDC');
    fireEvent.change(amountInput(), { target: { value: '1' } });
    fireEvent.change(receiverInput(), { target: { value: RECEIVER } });
    // Enter in a text field submits its form; jsdom does not do that implicit submission, so submit as it would.
    fireEvent.submit(modal().getByRole('form', { name: 'Send tokens' }));
    await settle();
    expect(core.router.snapshot.view).toBe('SendPreview');
    expect(modal().getByRole('dialog', { name: 'Review Send' })).toBeTruthy();
  });

  it("asks for an amount and a receiver: 'An amount and receiver address are required'", async () => {
    await openSend();
    await pickToken('ETH');
    fireEvent.click(modal().getByRole('button', { name: 'Preview Send' }));
    await settle();
    expect(viewAlert()).toBe('An amount and receiver address are required');
  });

  it('resolves a name with its avatar, previews the fee and sends to its address', async () => {
    const { core, chainAdapter, scheduler } = await openSend();
    await pickToken('ETH');
    fireEvent.change(amountInput(), { target: { value: '0.25' } });
    fireEvent.change(receiverInput(), { target: { value: 'alice' } });
    await act(async () => scheduler.advanceAsync(500));
    await settle();
    const receiver = within(modal().getByTestId('send-receiver'));
    expect(receiver.getByText('alice.reown.id')).toBeTruthy();
    expect(modal().getByTestId('send-receiver').querySelector('img')?.getAttribute('src')).toBe(AVATAR);
    fireEvent.click(modal().getByRole('button', { name: 'Preview Send' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Review Send' })).toBeTruthy();
    expect(modal().getByTestId('send-preview-amount').textContent).toBe('0.25 ETH');
    expect(modal().getByTestId('send-preview-receiver').textContent).toContain(RECEIVER);
    expect(modal().getByTestId('send-preview-fee').textContent).toBe('0.000021 ETH ($0.04)');
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle();
    expect(chainAdapter.sentTransactions).toEqual([
      expect.objectContaining({ kind: 'send', from: TEST_ADDRESS, transaction: { to: RECEIVER, value: 250_000_000_000_000_000n } }),
    ]);
    expect(core.router.snapshot.view).toBe('Account');
    expect(core.send.snapshot.sendTokenAmount).toBe('');
  });

  it('shows the wallet refusal in the preview and keeps the form', async () => {
    const { core, chainAdapter } = await openSend();
    await pickToken('USDC');
    fireEvent.change(amountInput(), { target: { value: '3' } });
    fireEvent.change(receiverInput(), { target: { value: RECEIVER } });
    fireEvent.click(modal().getByRole('button', { name: 'Preview Send' }));
    await settle();
    chainAdapter.failSendWith = userRejectedError();
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle();
    expect(viewAlert()).toBe('User rejected the request.');
    expect(core.router.snapshot.view).toBe('SendPreview');
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(amountInput().value).toBe('3');
    expect(receiverInput().value).toBe(RECEIVER);
  });

  it('is busy while the wallet is asked and refuses a second press', async () => {
    const { chainAdapter, wallet } = await openSend();
    await pickToken('ETH');
    fireEvent.change(amountInput(), { target: { value: '0.1' } });
    fireEvent.change(receiverInput(), { target: { value: RECEIVER } });
    fireEvent.click(modal().getByRole('button', { name: 'Preview Send' }));
    await settle();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const original = chainAdapter.sendTransaction.bind(chainAdapter);
    chainAdapter.sendTransaction = async (params) => {
      await held;
      return original(params);
    };
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle();
    const busy = modal().getByRole('button', { name: /Sending/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    await act(async () => release());
    await settle();
    expect(chainAdapter.sentTransactions).toHaveLength(1);
    expect(wallet).toBeTruthy();
  });
});
