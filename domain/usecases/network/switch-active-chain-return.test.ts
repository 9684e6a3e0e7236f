/**
 * SwitchActiveChain's way back (switch-active-chain-return.ts) through the network use case, with the real
 * router and connection use cases and virtual time: an EVM wallet connected, the Solana network confirmed,
 * then the visitor leaves the Connect flow with or without a Solana wallet.
 */
import { describe, expect, it } from 'vitest';
import { ethereum, optimism, solana } from '../../entities/network/index.js';
import { BROWSER_WALLET_CONNECT_TIMEOUT_MS } from '../connection/connect.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { ACTIVE_KEY, evmWallet, networkWorld, solanaWallet } from './testing/networkWorld.js';

/** The EVM wallet connected, SwitchActiveChain confirmed for Solana, the Connect view open for solana. */
async function confirmedWorld() {
  const evm = evmWallet();
  const phantom = solanaWallet();
  const world = networkWorld({ wallets: [evm, phantom] });
  await world.connect(evm);
  const network = world.start();
  await network.switchNetwork(solana);
  // What the view does on confirm: the network first, then Connect in its place, for the namespace.
  network.confirmSwitchActiveChain(solana);
  world.router.replace('Connect', { addWalletForNamespace: 'solana' });
  return { ...world, network, evm, phantom };
}

const shown = (world: Awaited<ReturnType<typeof confirmedWorld>>) => ({
  network: world.network.snapshot.activeCaipNetwork.caipNetworkId,
  namespace: world.connection.snapshot.activeNamespace,
});

describe('SwitchActiveChain confirmed, then the Connect flow left', () => {
  it('without connecting: the network before comes back, with its namespace and its account', async () => {
    const world = await confirmedWorld();
    expect(shown(world)).toEqual({ network: solana.caipNetworkId, namespace: 'solana' });
    // Deeper in the flow (All Wallets) it holds.
    world.router.push('AllWallets', { addWalletForNamespace: 'solana' });
    world.router.goBack();
    expect(shown(world)).toEqual({ network: solana.caipNetworkId, namespace: 'solana' });

    world.router.reset('Connect'); // what closing the modal does
    expect(shown(world)).toEqual({ network: ethereum.caipNetworkId, namespace: 'eip155' });
    expect(world.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected' });
    expect(world.storage.getItem(ACTIVE_KEY)).toBe(ethereum.caipNetworkId);
  });

  it('going back out of Connect is leaving too', async () => {
    const world = await confirmedWorld();
    world.router.goBack();
    expect(shown(world)).toEqual({ network: ethereum.caipNetworkId, namespace: 'eip155' });
  });

  it('after connecting a Solana wallet the switch holds, and leaving later changes nothing', async () => {
    const world = await confirmedWorld();
    await world.connection.connect({ connectorId: world.phantom.info.id });
    world.router.reset('Account');
    expect(shown(world)).toEqual({ network: solana.caipNetworkId, namespace: 'solana' });
  });

  it('a connect still under way when the visitor leaves decides: its account keeps the switch', async () => {
    const world = await confirmedWorld();
    world.phantom.hangConnect = true;
    const connecting = world.connection.connect({ connectorId: world.phantom.info.id });
    world.router.reset('Connect');
    await world.scheduler.advanceAsync(BROWSER_WALLET_CONNECT_TIMEOUT_MS - 1);
    expect(shown(world).network).toBe(solana.caipNetworkId);
    world.phantom.release();
    await connecting;
    await flushMicrotasks();
    expect(shown(world)).toEqual({ network: solana.caipNetworkId, namespace: 'solana' });
  });

  it('a connect under way that times out brings the network before back once it gave up', async () => {
    const world = await confirmedWorld();
    world.phantom.hangConnect = true;
    const connecting = world.connection.connect({ connectorId: world.phantom.info.id }).catch((error: unknown) => error);
    world.router.reset('Connect');
    await world.scheduler.advanceAsync(BROWSER_WALLET_CONNECT_TIMEOUT_MS - 1);
    expect(shown(world).network).toBe(solana.caipNetworkId);
    await world.scheduler.advanceAsync(1);
    await connecting;
    await flushMicrotasks();
    expect(shown(world)).toEqual({ network: ethereum.caipNetworkId, namespace: 'eip155' });
  });

  it('another network chosen meanwhile is kept', async () => {
    const world = await confirmedWorld();
    world.network.setActiveNetwork(optimism);
    world.router.reset('Connect');
    expect(shown(world).network).toBe(optimism.caipNetworkId);
  });

  it('nothing comes back once the use case is disposed', async () => {
    const world = await confirmedWorld();
    world.network.dispose();
    world.router.reset('Connect');
    expect(shown(world).network).toBe(solana.caipNetworkId);
  });
});
