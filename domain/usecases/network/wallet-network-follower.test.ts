import { describe, expect, it } from 'vitest';
import { base, ethereum, optimism, solana, solanaDevnet } from '../../entities/network/index.js';
import { countSubscriptions } from '../../../tests/fakes/subscription-counter.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import type { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import type { NetworkOptions } from './network.usecase.js';
import { ACTIVE_KEY, evmWallet, networkWorld, solanaWallet } from './testing/networkWorld.js';

/** A world with `wallet` connected and the network use case started (following the connection). */
async function following(wallet: MockConnector = evmWallet(), settings: { options?: NetworkOptions; withModal?: boolean } = {}) {
  const world = networkWorld({ wallets: [wallet], ...settings });
  await world.connect(wallet);
  return { ...world, wallet, network: world.start() };
}

describe('NetworkUseCase: following the wallet', () => {
  it('makes a configured network the wallet moved to active, without SWITCH_NETWORK or a view', async () => {
    const { network, wallet, pushes, events, storage } = await following();

    wallet.emitChainChanged(base.caipNetworkId);

    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(network.snapshot.isUnsupportedChain).toBe(false);
    expect(storage.getItem(ACTIVE_KEY)).toBe(base.caipNetworkId);
    expect(pushes).toEqual([]);
    expect(events).toEqual([]);
  });

  it('opens UnsupportedChain when the wallet moves to an unconfigured network, switching on and unsupported chains not allowed', async () => {
    const { network, wallet, pushes, router } = await following();

    wallet.emitChainChanged('eip155:56');

    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(network.snapshot.unsupportedCaipNetworkId).toBe('eip155:56');
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
    expect(pushes).toEqual([{ view: 'UnsupportedChain', data: undefined }]);
    expect(router.snapshot.view).toBe('UnsupportedChain');
  });

  it.each([
    ['network switching is off', { enableNetworkSwitch: false }],
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['both', { enableNetworkSwitch: false, allowUnsupportedChain: true }],
  ])('flags an unconfigured network without opening UnsupportedChain when %s', async (_label, options) => {
    const { network, wallet, pushes } = await following(evmWallet(), { options });

    wallet.emitChainChanged('eip155:56');

    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(pushes).toEqual([]);
  });

  it('opens the modal on UnsupportedChain when a modal is given', async () => {
    const { wallet, pushes, modalOpens } = await following(evmWallet(), { withModal: true });

    wallet.emitChainChanged('eip155:56');

    expect(modalOpens).toEqual([{ view: 'UnsupportedChain' }]);
    expect(pushes).toEqual([]);
  });

  it('flags a wallet that connects on an unconfigured network at once', async () => {
    const { network, pushes } = await following(evmWallet('eip155:56'));
    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(pushes).toEqual([{ view: 'UnsupportedChain', data: undefined }]);
  });

  it('clears the flag and leaves UnsupportedChain when the wallet comes back to a configured network', async () => {
    const { network, wallet, router } = await following();
    wallet.emitChainChanged('eip155:56');

    wallet.emitChainChanged(optimism.caipNetworkId);

    expect(network.snapshot.isUnsupportedChain).toBe(false);
    expect(network.snapshot.unsupportedCaipNetworkId).toBeUndefined();
    expect(network.snapshot.activeCaipNetwork).toBe(optimism);
    expect(router.snapshot.view).toBe('Account');
  });

  it('asks the wallet for the active network again while it sits on an unsupported one', async () => {
    const { network, wallet, router, pushes } = await following();
    wallet.emitChainChanged('eip155:56');

    await expect(network.switchNetwork(ethereum)).resolves.toBe('switched');

    expect(pushes.map((entry) => entry.view)).toEqual(['UnsupportedChain', 'SwitchNetwork']);
    expect(wallet.caipNetworkId).toBe(ethereum.caipNetworkId);
    expect(network.snapshot.isUnsupportedChain).toBe(false);
    // Back from SwitchNetwork, then out of UnsupportedChain.
    expect(router.snapshot.view).toBe('Account');
  });

  it('clears the flag when the wallet disconnects', async () => {
    const { network, wallet, connection } = await following();
    wallet.emitChainChanged('eip155:56');

    await connection.disconnect('eip155');

    expect(network.snapshot.isUnsupportedChain).toBe(false);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });

  it('shows the network of the namespace the connection makes active', async () => {
    const phantom = solanaWallet(solanaDevnet.caipNetworkId);
    const metamask = evmWallet();
    const { connect, start, connection } = networkWorld({ wallets: [metamask, phantom] });
    await connect(metamask);
    const network = start();

    await connect(phantom);

    expect(network.snapshot.activeCaipNetwork).toBe(solanaDevnet);
    expect(network.snapshot.activeCaipNetworks).toEqual({ eip155: ethereum, solana: solanaDevnet });

    connection.setActiveNamespace('eip155');
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });

  it('remembers an unsupported network of an inactive namespace until that namespace becomes active', async () => {
    const phantom = solanaWallet('solana:unknownCluster');
    const metamask = evmWallet();
    const { connect, start, connection, pushes } = networkWorld({ wallets: [metamask, phantom] });
    // Every connect makes its namespace active: Phantom first, so eip155 is the active one when following starts.
    await connect(phantom, metamask);
    const network = start();
    expect(network.snapshot.isUnsupportedChain).toBe(false);

    connection.setActiveNamespace('solana');

    expect(network.snapshot.activeCaipNetwork).toBe(solana);
    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(pushes.map((entry) => entry.view)).toEqual(['UnsupportedChain']);
  });

  it('stops following the connection once disposed', async () => {
    const wallet = evmWallet();
    const { connect, start, connection } = networkWorld({ wallets: [wallet] });
    await connect(wallet);
    const live = countSubscriptions(connection);
    const network = start();
    expect(live.count).toBe(1);

    network.dispose();
    wallet.emitChainChanged(base.caipNetworkId);
    await flushMicrotasks();

    expect(live.count).toBe(0);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });
});
