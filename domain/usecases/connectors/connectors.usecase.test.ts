import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { FakeConnectorDiscovery, MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { CHAIN, walletListWorld } from '../wallet-list/testing/walletListWorld.js';
import { ConnectorsUseCase } from './connectors.usecase.js';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

function walletConnector(fields: Partial<Connector> & { id: string }): MockConnector {
  return new MockConnector({
    info: { name: fields.id, type: 'ANNOUNCED', chain: 'eip155', ...fields },
    accounts: [ADDRESS],
    caipNetworkId: 'eip155:1',
  });
}

const ids = (useCase: ConnectorsUseCase) => useCase.snapshot.connectors.map((connector) => connector.id);

/** A real wallet list over a catalogue of `wallets` (on CHAIN), whose loads the connectors use case follows. */
function walletListOf(wallets: CatalogueWallet[]) {
  return walletListWorld({}, wallets.map((wallet) => ({ ...wallet, chains: [CHAIN] }))).useCase;
}

describe('ConnectorsUseCase', () => {
  it('does nothing until start, then starts discovery once', () => {
    const discovery = new FakeConnectorDiscovery([walletConnector({ id: 'a' })]);
    const useCase = new ConnectorsUseCase({ discovery });
    expect(discovery.startCount).toBe(0);
    expect(ids(useCase)).toEqual([]);
    useCase.start();
    useCase.start();
    expect(discovery.startCount).toBe(1);
    expect(ids(useCase)).toEqual(['a']);
  });

  it('lists the extra connectors first, before start too', () => {
    const walletConnect = walletConnector({ id: 'walletConnect', type: 'WALLET_CONNECT' });
    const auth = walletConnector({ id: 'ID_AUTH', type: 'ID_AUTH' });
    const discovery = new FakeConnectorDiscovery([walletConnector({ id: 'a' })]);
    const useCase = new ConnectorsUseCase({ discovery, extraConnectors: [walletConnect, auth] });
    expect(ids(useCase)).toEqual(['walletConnect', 'ID_AUTH']);
    useCase.start();
    expect(ids(useCase)).toEqual(['walletConnect', 'ID_AUTH', 'a']);
    expect(useCase.getConnector('walletConnect')).toBe(walletConnect);
  });

  it('works without discovery', () => {
    const useCase = new ConnectorsUseCase();
    useCase.start();
    expect(useCase.snapshot).toEqual({ connectors: [] });
    expect(useCase.getConnector('a')).toBeUndefined();
  });

  it('publishes a wallet that announces late, and keeps its live object', () => {
    const discovery = new FakeConnectorDiscovery();
    const useCase = new ConnectorsUseCase({ discovery });
    useCase.start();
    const changes: string[][] = [];
    useCase.state$.subscribe((state) => changes.push(state.connectors.map((connector) => connector.id)));
    const late = walletConnector({ id: 'late', info: { rdns: 'io.late' } });
    discovery.announce(late);
    expect(changes).toEqual([[], ['late']]);
    expect(useCase.getConnector('late')).toBe(late);
    expect(useCase.walletConnectors).toEqual([late]);
  });

  it('lists a wallet on window.ethereum and announced once, as the announced connector', () => {
    const legacy = walletConnector({ id: 'injected', type: 'INJECTED', info: { rdns: 'io.metamask' } });
    const announced = walletConnector({ id: 'uuid-mm', name: 'MetaMask', info: { rdns: 'io.metamask' } });
    const discovery = new FakeConnectorDiscovery([legacy]);
    const useCase = new ConnectorsUseCase({ discovery });
    useCase.start();
    expect(ids(useCase)).toEqual(['injected']);
    discovery.announce(announced);
    expect(ids(useCase)).toEqual(['uuid-mm']);
    // The hidden duplicate still answers by its id, so a session stored with it can be restored.
    expect(useCase.getConnector('injected')).toBe(legacy);
    expect(useCase.getConnector('uuid-mm')).toBe(announced);
  });

  it('keeps the same snapshot when discovery repeats the same connectors', () => {
    const a = walletConnector({ id: 'a' });
    const discovery = new FakeConnectorDiscovery([a]);
    const useCase = new ConnectorsUseCase({ discovery });
    useCase.start();
    const before = useCase.snapshot;
    discovery.announce(a);
    expect(useCase.snapshot).toBe(before);
  });

  it('completes a connector with its catalogue wallet id and image once the wallet list loads it', async () => {
    const walletList = walletListOf([catalogueWallet({ id: 'c57ca95b', rdns: 'io.metamask', image_id: 'mm-image' })]);
    const discovery = new FakeConnectorDiscovery([walletConnector({ id: 'uuid-mm', info: { rdns: 'io.metamask' } })]);
    const useCase = new ConnectorsUseCase({ discovery, catalogueWallets$: walletList.knownWallets$ });
    useCase.start();
    expect(useCase.snapshot.connectors[0]?.explorerId).toBeUndefined();
    await walletList.loadInitial();
    expect(useCase.snapshot.connectors[0]).toMatchObject({ id: 'uuid-mm', explorerId: 'c57ca95b', imageId: 'mm-image' });
  });

  it("completes a legacy injected provider by the wallet's injected id, and keeps its description while that holds", async () => {
    const metamask = catalogueWallet({ id: 'mm', rdns: null, injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }] });
    const walletList = walletListOf([metamask, catalogueWallet({ id: 'other' })]);
    const legacy = walletConnector({ id: 'isMetaMask', type: 'INJECTED' });
    const useCase = new ConnectorsUseCase({ discovery: new FakeConnectorDiscovery([legacy]), catalogueWallets$: walletList.knownWallets$ });
    useCase.start();
    await walletList.loadInitial();
    const completed = useCase.snapshot.connectors[0];
    expect(completed).toMatchObject({ id: 'isMetaMask', explorerId: 'mm' });
    await walletList.loadNextPage();
    expect(useCase.snapshot.connectors[0]).toBe(completed);
  });

  it("completes a Wallet Standard wallet by its name, unless another connector reaches that wallet by its rdns", async () => {
    const phantom = catalogueWallet({ id: 'a797aa35', name: 'Phantom', rdns: 'app.phantom', chains: [CHAIN, 'solana:local'] });
    const walletList = walletListWorld({}, [phantom]).useCase;
    const standard = walletConnector({ id: 'wallet-standard:Phantom', name: 'Phantom', chain: 'solana' });
    const discovery = new FakeConnectorDiscovery([standard]);
    const useCase = new ConnectorsUseCase({ discovery, catalogueWallets$: walletList.knownWallets$ });
    useCase.start();
    await walletList.loadInitial();
    expect(useCase.snapshot.connectors[0]).toMatchObject({ id: 'wallet-standard:Phantom', explorerId: 'a797aa35' });
    // The Phantom that announces its rdns arrives: the name alone no longer makes the first one Phantom.
    discovery.announce(walletConnector({ id: 'uuid-phantom', name: 'Phantom', info: { rdns: 'app.phantom' } }));
    expect(useCase.snapshot.connectors.map((connector) => [connector.id, connector.explorerId])).toEqual([
      ['wallet-standard:Phantom', undefined],
      ['uuid-phantom', 'a797aa35'],
    ]);
  });

  it('completes only connectors that open a wallet directly, never WalletConnect or the email wallet', async () => {
    const walletList = walletListOf([catalogueWallet({ id: 'walletConnect' }), catalogueWallet({ id: 'ID_AUTH' }), catalogueWallet({ id: 'hosted', rdns: 'io.a' })]);
    const extraConnectors = [walletConnector({ id: 'walletConnect', type: 'WALLET_CONNECT' }), walletConnector({ id: 'ID_AUTH', type: 'ID_AUTH' })];
    const host = walletConnector({ id: 'host', type: 'EXTERNAL', info: { rdns: 'io.a' } });
    const useCase = new ConnectorsUseCase({ discovery: new FakeConnectorDiscovery([host]), extraConnectors, catalogueWallets$: walletList.knownWallets$ });
    useCase.start();
    await walletList.loadInitial();
    expect(useCase.snapshot.connectors.map((connector) => [connector.id, connector.explorerId])).toEqual([
      ['walletConnect', undefined],
      ['ID_AUTH', undefined],
      ['host', 'hosted'],
    ]);
  });

  it('keeps an explorer id and image the connector already has', async () => {
    const walletList = walletListOf([catalogueWallet({ id: 'other', rdns: 'io.a' })]);
    await walletList.loadInitial();
    const discovery = new FakeConnectorDiscovery([walletConnector({ id: 'a', explorerId: 'mine', imageId: 'img', info: { rdns: 'io.a' } })]);
    const useCase = new ConnectorsUseCase({ discovery, catalogueWallets$: walletList.knownWallets$ });
    useCase.start();
    expect(useCase.snapshot.connectors[0]).toMatchObject({ explorerId: 'mine', imageId: 'img' });
  });

  it('marks installed catalogue wallets against the current connectors', () => {
    const discovery = new FakeConnectorDiscovery([walletConnector({ id: 'uuid-mm', info: { rdns: 'io.metamask' } })]);
    const useCase = new ConnectorsUseCase({ discovery });
    useCase.start();
    const wallets = [catalogueWallet({ id: 'mm', rdns: 'io.metamask' }), catalogueWallet({ id: 'rainbow', rdns: 'me.rainbow' })];
    expect(useCase.markInstalledWallets(wallets).map((wallet) => [wallet.id, wallet.installed, wallet.connectorId])).toEqual([
      ['mm', true, 'uuid-mm'],
      ['rainbow', false, undefined],
    ]);
  });

  it('dispose stops discovery and releases subscribers', () => {
    const discovery = new FakeConnectorDiscovery();
    const useCase = new ConnectorsUseCase({ discovery });
    useCase.start();
    const unsubscribe = useCase.subscribe(() => undefined);
    useCase.dispose();
    expect(discovery.stopCount).toBe(1);
    unsubscribe();
    // A use case that never started does not stop a discovery it did not start.
    const idle = new ConnectorsUseCase({ discovery });
    idle.dispose();
    expect(discovery.stopCount).toBe(1);
  });
});
