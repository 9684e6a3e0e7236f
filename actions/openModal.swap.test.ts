/**
 * The host page opens the Swap view with arguments (issue 17): `openModal(client, { view: 'Swap', data: { swap } })`
 * (and the hook's `open`, which calls it) reaches the router typed, and the swap use case preselects from it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../domain/entities/constants.js';
import { walletportDevnetA } from '../domain/entities/network/chains/walletportDevnets.js';
import { FakeChainAdapter } from '../tests/fakes/chain-adapter.fake.js';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { MockConnector } from '../tests/fakes/index.js';
import { VirtualScheduler } from '../tests/fakes/virtual-scheduler.fake.js';
import type { SwapArguments } from '../index.js';
import { connect } from './connect.js';
import { openModal } from './openModal.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NETWORK = walletportDevnetA.caipNetworkId;
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const WETH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

function world() {
  const scheduler = new VirtualScheduler();
  const wallet = new MockConnector({
    info: { id: 'uuid-test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.walletport.testwallet' } },
    accounts: [ADDRESS],
    caipNetworkId: NETWORK,
  });
  const test = createTestClient({ networks: [walletportDevnetA] }, { scheduler, chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]) });
  test.ports.blockchainApi.setSwapTokens(NETWORK, [
    { name: 'USD Coin', symbol: 'USDC', address: `${NETWORK}:${USDC}`, decimals: 6, logoUri: 'usdc.png' },
    { name: 'Wrapped Ether', symbol: 'WETH', address: `${NETWORK}:${WETH}`, decimals: 18, logoUri: 'weth.png' },
  ]);
  test.ports.connectorDiscovery.announce(wallet);
  test.client.start();
  return { ...test, scheduler };
}

describe('opening the Swap view with arguments', () => {
  it('reaches the router with the swap arguments, and core.swap preselects tokens and amount from them', async () => {
    const { client, core, ports, scheduler } = world();
    await connect(client, { connectorId: 'uuid-test' });
    const swap: SwapArguments = { fromToken: 'USDC', toToken: 'WETH', amount: '10' };
    await openModal(client, { view: 'Swap', data: { swap } });
    expect(core.router.snapshot).toMatchObject({ view: 'Swap', data: { swap } });

    await core.swap.initialize(core.router.snapshot.data?.swap);
    expect(core.swap.snapshot).toMatchObject({ status: 'initialized', sourceTokenAmount: '10' });
    expect(core.swap.snapshot.sourceToken?.symbol).toBe('USDC');
    expect(core.swap.snapshot.toToken?.symbol).toBe('WETH');
    expect(ports.blockchainApi.calls.getSwapTokens).toEqual([{ chainId: NETWORK }]);
    // The account holds no USDC on the fake API: the quote stops at the balance rule.
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(core.swap.snapshot.inputError?.shortMessage).toBe('Insufficient balance');
  });

  it('is typed: the arguments are strings', () => {
    const { client } = world();
    // @ts-expect-error an amount is the text a person typed, not a number
    void openModal(client, { view: 'Swap', data: { swap: { amount: 10 } } });
    // @ts-expect-error no such view
    void openModal(client, { view: 'Swapp' });
  });
});
