/**
 * The Send views on a Bitcoin network (issue 31), with the fakes: the receiver field asks for a Bitcoin address,
 * the preview shows the payment's fee in BTC, an address of another Bitcoin network and an amount the coins
 * cannot pay with the fee are refused before the wallet is asked, and a valid send goes through the bip122
 * chain adapter and shows Account.
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { walletportBitcoinRegtest } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { fakeTokenBalance, FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderWorld } from '../Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const NETWORK = walletportBitcoinRegtest.caipNetworkId;
const SENDER = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';
const RECEIVER = 'bcrt1qadsmkza0uadx3zlv48fhyezne9ad6thv6e3pa0';
const MAINNET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const BITCOIN_WALLET: Connector = { id: 'io.walletport.bitcoin-testwallet', name: 'Walletport Bitcoin Test Wallet', type: 'ANNOUNCED', chain: 'bip122' };

async function openSend() {
  const scheduler = new VirtualScheduler();
  const bitcoin = new FakeChainAdapter(scheduler, { namespace: 'bip122' });
  bitcoin.preflight = { fee: 627n, minimumAccountBalance: 0n, tokenAccountRent: 0n, spendable: 100_000_000n, minimumAmount: 294n };
  const api = new FakeBlockchainApi();
  api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, NETWORK] };
  api.setBalances(SENDER, NETWORK, [fakeTokenBalance({ chainId: NETWORK, name: 'Bitcoin', symbol: 'BTC', price: 60_000, quantity: { decimals: '8', numeric: '1' } })]);
  const world = await renderWorld({
    options: { networks: [walletportBitcoinRegtest] },
    ports: { scheduler, blockchainApi: api, chainAdapters: new Map([['bip122', bitcoin]]) },
    connect: false,
  });
  const wallet = new MockConnector({ info: BITCOIN_WALLET, accounts: [SENDER], caipNetworkId: NETWORK });
  world.ports.connectorDiscovery.announce(wallet);
  await act(async () => {
    world.core.start();
    await world.core.connection.connect({ connectorId: BITCOIN_WALLET.id });
  });
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Send' }));
  await settle();
  return { ...world, bitcoin };
}

const viewAlert = () => modal().getByRole('dialog').querySelector('.wp-send-error[role="alert"]')?.textContent;
const amountInput = () => modal().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const receiverInput = () => modal().getByRole('textbox', { name: 'To' }) as HTMLInputElement;

async function fill(amount: string, receiver: string) {
  fireEvent.click(modal().getByRole('button', { name: /change token/ }));
  await settle();
  fireEvent.click(within(modal().getByRole('list', { name: 'Tokens' })).getByRole('button', { name: /^BTC/ }));
  await settle();
  fireEvent.change(amountInput(), { target: { value: amount } });
  fireEvent.change(receiverInput(), { target: { value: receiver } });
  fireEvent.click(modal().getByRole('button', { name: 'Preview Send' }));
  await settle();
}

describe('the Send views on Bitcoin', () => {
  it('asks for a Bitcoin address and refuses a mainnet one on the regtest network', async () => {
    const { core, bitcoin } = await openSend();
    expect(receiverInput().placeholder).toBe('Bitcoin address');
    await fill('0.1', MAINNET);
    expect(core.router.snapshot.view).toBe('Send');
    expect(viewAlert()).toContain(`Address "${MAINNET}" is invalid.`);
    expect(bitcoin.calls).toEqual([]);
  });

  it('shows the fee in BTC, and refuses in the preview what the coins cannot pay with it', async () => {
    const { core, bitcoin } = await openSend();
    await fill('0.99999999', RECEIVER);
    expect(core.router.snapshot.view).toBe('SendPreview');
    expect(modal().getByTestId('send-preview-fee').textContent).toBe('0.00000627 BTC ($0.38)');
    expect(viewAlert()).toBe('Insufficient balance for this amount and the 0.00000627 BTC network fee');
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle();
    expect(bitcoin.calls.filter((call) => call.method === 'transfer')).toEqual([]);
  });

  it('sends a valid amount through the bip122 chain adapter and shows Account', async () => {
    const { core, bitcoin } = await openSend();
    await fill('0.25', RECEIVER);
    expect(viewAlert()).toBeUndefined();
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle();
    expect(bitcoin.sentTransactions).toEqual([expect.objectContaining({ kind: 'transfer', from: SENDER, to: RECEIVER, amount: 25_000_000n })]);
    expect(core.router.snapshot.view).toBe('Account');
  });
});
