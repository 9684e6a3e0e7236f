/**
 * The Send views on a Solana network (issue 28), with the fakes: the receiver field asks for a Solana address,
 * the picker lists SOL and the account's SPL token, a SOL send below the rent-exempt minimum to a new account
 * is refused in the preview with the minimum named and never reaches the wallet, and a valid send goes through
 * the solana chain adapter and shows Account.
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { defineNetwork } from '../../../domain/entities/network/defineNetwork.js';
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

const localSolana = defineNetwork({
  id: 'gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5',
  name: 'Local Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  chainNamespace: 'solana',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
});
const NETWORK = localSolana.caipNetworkId;
const SENDER = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
/** A key with no account on the chain. */
const FRESH = 'Csw2RS9uFar1WdvMCBTpY8aiisgd5MquaF5G4h4znJqS';
const MINT = 'CMkgvgyd1Lj3NBBrTSPQ656ncYXKV26JiKjFrTv9j7nV';
const SOLANA_WALLET: Connector = { id: 'io.walletport.solana-testwallet', name: 'Walletport Solana Test Wallet', type: 'ANNOUNCED', chain: 'solana' };

async function openSend() {
  const scheduler = new VirtualScheduler();
  const solana = new FakeChainAdapter(scheduler, { namespace: 'solana' });
  solana.setBalance(SENDER, NETWORK, 2_000_000_000n);
  const api = new FakeBlockchainApi();
  api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, NETWORK] };
  api.setBalances(SENDER, NETWORK, [
    fakeTokenBalance({ chainId: NETWORK, name: 'Solana', symbol: 'SOL', price: 150, quantity: { decimals: '9', numeric: '2' } }),
    fakeTokenBalance({ chainId: NETWORK, name: 'Walletport USD', symbol: 'USDC', address: `${NETWORK}:${MINT}`, price: 1, value: 250, quantity: { decimals: '6', numeric: '250' } }),
  ]);
  const world = await renderWorld({
    options: { networks: [localSolana] },
    ports: { scheduler, blockchainApi: api, chainAdapters: new Map([['solana', solana]]) },
    connect: false,
  });
  const wallet = new MockConnector({ info: SOLANA_WALLET, accounts: [SENDER], caipNetworkId: NETWORK });
  world.ports.connectorDiscovery.announce(wallet);
  await act(async () => {
    world.core.start();
    await world.core.connection.connect({ connectorId: SOLANA_WALLET.id });
  });
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Send' }));
  await settle();
  return { ...world, solana };
}

const viewAlert = () => modal().getByRole('dialog').querySelector('.wp-send-error[role="alert"]')?.textContent;
const amountInput = () => modal().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const receiverInput = () => modal().getByRole('textbox', { name: 'To' }) as HTMLInputElement;

async function fill(symbol: string, amount: string, receiver: string) {
  fireEvent.click(modal().getByRole('button', { name: /change token/ }));
  await settle();
  fireEvent.click(within(modal().getByRole('list', { name: 'Tokens' })).getByRole('button', { name: new RegExp(`^${symbol}`) }));
  await settle();
  fireEvent.change(amountInput(), { target: { value: amount } });
  fireEvent.change(receiverInput(), { target: { value: receiver } });
  fireEvent.click(modal().getByRole('button', { name: 'Preview Send' }));
  await settle();
}

describe('the Send views on Solana', () => {
  it('asks for a Solana address and lists SOL and the SPL token', async () => {
    await openSend();
    expect(receiverInput().placeholder).toBe('Solana address');
    fireEvent.click(modal().getByRole('button', { name: /change token/ }));
    await settle();
    const tokens = within(modal().getByRole('list', { name: 'Tokens' })).getAllByRole('button');
    expect(tokens.map((button) => button.getAttribute('data-token'))).toEqual(['SOL', 'USDC']);
  });

  it('refuses SOL below the rent-exempt minimum to a new account in the preview, never asking the wallet', async () => {
    const { core, solana } = await openSend();
    await fill('SOL', '0.0005', FRESH);
    expect(core.router.snapshot.view).toBe('SendPreview');
    expect(modal().getByTestId('send-preview-fee').textContent).toBe('0.000005 SOL (<$0.01)');
    expect(viewAlert()).toBe('A new Solana account needs at least 0.00089088 SOL');
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle();
    expect(viewAlert()).toBe('A new Solana account needs at least 0.00089088 SOL');
    expect(solana.calls.filter((call) => call.method === 'transfer')).toEqual([]);
    expect(core.router.snapshot.view).toBe('SendPreview');
  });

  it("shows what opening the receiver's token account costs before an SPL token is sent", async () => {
    const { solana } = await openSend();
    solana.preflight = { ...solana.preflight, tokenAccountRent: 2_039_280n };
    await fill('USDC', '10', FRESH);
    expect(modal().getByTestId('send-preview-account-rent').textContent).toBe('0.00203928 SOL ($0.31)');
    expect(viewAlert()).toBeUndefined();
  });

  it('sends a valid amount through the solana chain adapter and shows Account', async () => {
    const { core, solana } = await openSend();
    await fill('SOL', '0.25', FRESH);
    expect(viewAlert()).toBeUndefined();
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle();
    expect(solana.sentTransactions).toEqual([expect.objectContaining({ kind: 'transfer', from: SENDER, to: FRESH, amount: 250_000_000n })]);
    expect(core.router.snapshot.view).toBe('Account');
  });
});
