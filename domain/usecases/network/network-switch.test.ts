import { describe, expect, it, vi } from 'vitest';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { UnrecognizedChainError, UserRejectedRequestError } from '../../entities/errors/rpc-errors.js';
import { base, bitcoin, ethereum, optimism, solana, solanaDevnet, walletportDevnetA, walletportDevnetB } from '../../entities/network/index.js';
import { deferred } from '../shared/deferred.js';
import { userRejectedError, type MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { ACTIVE_KEY, evmWallet, networkWorld, solanaWallet } from './testing/networkWorld.js';

const switchCalls = (wallet: { calls: { method: string }[] }) => wallet.calls.filter((call) => call.method === 'switchNetwork');

/** Makes the wallet's next switch wait until the returned gate is resolved. */
function holdNextSwitch(wallet: MockConnector) {
  const gate = deferred<void>();
  const realSwitch = wallet.switchNetwork.bind(wallet);
  vi.spyOn(wallet, 'switchNetwork').mockImplementationOnce(async (parameters) => {
    await gate.promise;
    return realSwitch(parameters);
  });
  return gate;
}

/** A world with `wallet` connected (eip155 active) and the network use case started. */
async function connectedWorld(wallet = evmWallet()) {
  const world = networkWorld({ wallets: [wallet] });
  await world.connect(wallet);
  return { ...world, wallet, network: world.start() };
}

describe('NetworkUseCase.switchNetwork (SPEC.md section 2)', () => {
  it('(a) does nothing for the already active network', async () => {
    const { network, wallet, pushes, events, router } = await connectedWorld();
    await expect(network.switchNetwork(ethereum)).resolves.toBe('unchanged');
    await expect(network.switchNetwork(ethereum.caipNetworkId, { ignoreConfirmation: true })).resolves.toBe('unchanged');
    expect(pushes).toEqual([]);
    expect(events).toEqual([]);
    expect(switchCalls(wallet)).toEqual([]);
    expect(router.snapshot.view).toBe('Account');
  });

  it('(b) pushes SwitchActiveChain when the current namespace has an address and the target namespace none', async () => {
    const { network, wallet, pushes, events } = await connectedWorld();

    await expect(network.switchNetwork(solana)).resolves.toBe('confirmation-required');

    expect(pushes).toEqual([
      {
        view: 'SwitchActiveChain',
        data: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: solana },
      },
    ]);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
    expect(switchCalls(wallet)).toEqual([]);
    expect(events).toEqual([]);
  });

  it('lets the SwitchActiveChain view make the network active without a wallet', async () => {
    const { network, connection, events, storage } = await connectedWorld();
    await network.switchNetwork(solana);

    network.setActiveNetwork(solana);

    expect(network.snapshot.activeCaipNetwork).toBe(solana);
    expect(network.snapshot.activeCaipNetworks).toEqual({ eip155: ethereum, solana });
    expect(connection.snapshot.activeNamespace).toBe('solana');
    expect(storage.getItem(ACTIVE_KEY)).toBe(solana.caipNetworkId);
    expect(events).toEqual([{ type: 'track', event: 'SWITCH_NETWORK', properties: { network: solana.caipNetworkId } }]);
  });

  it('(c) asks the wallet, pushes SwitchNetwork and sets the switching flag while the wallet decides', async () => {
    const { network, wallet, pushes, events, router, storage } = await connectedWorld();
    const gate = holdNextSwitch(wallet);

    const switching = network.switchNetwork(optimism);

    expect(pushes).toEqual([{ view: 'SwitchNetwork', data: { network: optimism } }]);
    expect(router.snapshot.view).toBe('SwitchNetwork');
    expect(network.snapshot.switching).toBe(true);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
    expect(wallet.switchNetwork).toHaveBeenCalledWith({
      caipNetworkId: 'eip155:10',
      name: optimism.name,
      rpcUrl: optimism.rpcUrls.chainDefault?.http[0],
      nativeCurrency: optimism.nativeCurrency,
      blockExplorerUrl: optimism.blockExplorers?.default.url,
    });

    gate.resolve();
    await expect(switching).resolves.toBe('switched');

    expect(network.snapshot.switching).toBe(false);
    expect(network.snapshot.activeCaipNetwork).toBe(optimism);
    expect(network.snapshot.lastError).toBeUndefined();
    expect(storage.getItem(ACTIVE_KEY)).toBe('eip155:10');
    expect(events).toEqual([{ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } }]);
    expect(router.snapshot.view).toBe('Account');
    expect(router.snapshot.history).toHaveLength(1);
  });

  it('(c) sends the default RPC url when the network has no chain RPC of its own, and no explorer when it has none', async () => {
    const { network, wallet } = await connectedWorld(evmWallet(walletportDevnetA.caipNetworkId));

    await network.switchNetwork(walletportDevnetB);

    expect(wallet.addedNetworks).toEqual([
      {
        caipNetworkId: 'eip155:31338',
        name: 'Walletport Devnet B',
        rpcUrl: 'http://127.0.0.1:8546',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]);
    expect(network.snapshot.activeCaipNetwork).toBe(walletportDevnetB);
  });

  it('(d) without a connected wallet, makes the network active at once: no view, no wallet', async () => {
    const { start, pushes, events, storage, router } = networkWorld();
    const network = start();

    await expect(network.switchNetwork(base)).resolves.toBe('switched');

    expect(pushes).toEqual([]);
    expect(router.snapshot.view).toBe('Account');
    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(network.snapshot.switching).toBe(false);
    expect(storage.getItem(ACTIVE_KEY)).toBe(base.caipNetworkId);
    expect(events).toEqual([{ type: 'track', event: 'SWITCH_NETWORK', properties: { network: base.caipNetworkId } }]);
  });

  it('(d) moves to another namespace directly when no wallet is connected', async () => {
    const { start, connection } = networkWorld();
    const network = start();
    await network.switchNetwork(solanaDevnet);
    expect(network.snapshot.activeCaipNetwork).toBe(solanaDevnet);
    expect(connection.snapshot.activeNamespace).toBe('solana');
  });

  it('pushes SwitchNetwork when confirmation is ignored, even toward a namespace no wallet holds', async () => {
    const { network, wallet, pushes, router } = await connectedWorld();

    await expect(network.switchNetwork(solana, { ignoreConfirmation: true })).resolves.toBe('switched');

    expect(pushes).toEqual([{ view: 'SwitchNetwork', data: { network: solana } }]);
    // No wallet holds solana, so there is nothing to wait for: the network is set and the view left.
    expect(network.snapshot.activeCaipNetwork).toBe(solana);
    expect(router.snapshot.view).toBe('Account');
    expect(switchCalls(wallet)).toEqual([]);
  });

  it('pushes SwitchNetwork when the embedded wallet is active and supports the target chain, and asks it', async () => {
    const { network, wallet, pushes } = await connectedWorld(evmWallet(ethereum.caipNetworkId, { id: 'ID_AUTH', name: 'Email', type: 'ID_AUTH' }));

    await network.switchNetwork(solana);

    expect(pushes).toEqual([{ view: 'SwitchNetwork', data: { network: solana } }]);
    expect(switchCalls(wallet)).toHaveLength(1);
    expect(network.snapshot.activeCaipNetwork).toBe(solana);
  });

  it('asks the wallet of the target namespace when both namespaces are connected', async () => {
    const metamask = evmWallet();
    const phantom = solanaWallet();
    const { connect, start, pushes, router, connection } = networkWorld({ wallets: [metamask, phantom] });
    // MetaMask last, so eip155 is the active namespace.
    await connect(phantom, metamask);
    const network = start();

    await network.switchNetwork(solanaDevnet);

    expect(pushes).toEqual([{ view: 'SwitchNetwork', data: { network: solanaDevnet } }]);
    expect(switchCalls(phantom)).toHaveLength(1);
    expect(switchCalls(metamask)).toEqual([]);
    expect(network.snapshot.activeCaipNetwork).toBe(solanaDevnet);
    expect(connection.snapshot.activeNamespace).toBe('solana');
    expect(router.snapshot.view).toBe('Account');
  });

  it('moves to a connected namespace whose wallet is already on the target without asking it', async () => {
    const metamask = evmWallet();
    const phantom = solanaWallet();
    const { connect, start } = networkWorld({ wallets: [metamask, phantom] });
    await connect(phantom, metamask);
    const network = start();

    await expect(network.switchNetwork(solana)).resolves.toBe('switched');

    expect(switchCalls(phantom)).toEqual([]);
    expect(network.snapshot.activeCaipNetwork).toBe(solana);
  });

  it('on a rejection keeps SwitchNetwork on screen with a typed error, stays connected, and retries', async () => {
    const { network, wallet, router, events, connection } = await connectedWorld();
    wallet.failSwitchWith = userRejectedError();

    const failure = await network.switchNetwork(optimism).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UserRejectedRequestError);
    expect(network.snapshot.lastError).toBe(failure);
    expect(network.snapshot.switching).toBe(false);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
    expect(router.snapshot.view).toBe('SwitchNetwork');
    expect(events).toEqual([]);
    expect(connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(wallet.calls.some((call) => call.method === 'disconnect')).toBe(false);

    wallet.failSwitchWith = undefined;
    await expect(network.retrySwitch()).resolves.toBe('switched');

    expect(network.snapshot.activeCaipNetwork).toBe(optimism);
    expect(network.snapshot.lastError).toBeUndefined();
    expect(router.snapshot.view).toBe('Account');
    expect(events.map((event) => event.event)).toEqual(['SWITCH_NETWORK']);
    await expect(network.retrySwitch()).resolves.toBe('unchanged');
  });

  it('reports an unrecognized chain (4902 the wallet could not add) as a typed error', async () => {
    const wallet = evmWallet();
    wallet.unknownChains = 'reject';
    const { network } = await connectedWorld(wallet);

    await expect(network.switchNetwork(walletportDevnetB)).rejects.toBeInstanceOf(UnrecognizedChainError);
    expect(network.snapshot.lastError).toBeInstanceOf(UnrecognizedChainError);
  });

  it('rejects a network whose namespace is not configured, or a network that is not configured', async () => {
    const { start, pushes } = networkWorld({ networks: [ethereum, optimism] });
    const network = start();

    const unconfiguredNamespace = await network.switchNetwork(bitcoin).catch((error: unknown) => error);
    expect(isWalletportError(unconfiguredNamespace, 'NAMESPACE_NOT_CONFIGURED_FOR_CHAIN')).toBe(true);
    expect((unconfiguredNamespace as Error).message).toContain('Namespace bip122 is not configured');

    const unconfiguredNetwork = await network.switchNetwork(base).catch((error: unknown) => error);
    expect(isWalletportError(unconfiguredNetwork, 'CHAIN_NOT_SUPPORTED')).toBe(true);

    expect(pushes).toEqual([]);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });

  it('lets the newest request win when two switches overlap', async () => {
    const { network, wallet } = await connectedWorld();
    const gate = deferred<void>();
    const realSwitch = wallet.switchNetwork.bind(wallet);
    vi.spyOn(wallet, 'switchNetwork')
      .mockImplementationOnce(async () => {
        await gate.promise;
        throw userRejectedError();
      })
      .mockImplementation(realSwitch);

    const first = network.switchNetwork(optimism).catch((error: unknown) => error);
    await network.switchNetwork(base);
    gate.resolve();
    await first;

    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(network.snapshot.lastError).toBeUndefined();
  });

  it('changes nothing with the answer of a switch still waiting when disposed', async () => {
    const { network, wallet } = await connectedWorld();
    const gate = holdNextSwitch(wallet);
    const switching = network.switchNetwork(optimism);

    network.dispose();
    gate.resolve();

    await expect(switching).resolves.toBe('switched');
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);
  });
});
