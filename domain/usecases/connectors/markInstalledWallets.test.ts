import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { markInstalledWallets } from './markInstalledWallets.js';

const connector = (fields: Partial<Connector> & { id: string }): Connector => ({
  name: fields.id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...fields,
});

const metamask = catalogueWallet({
  id: 'c57ca95b',
  name: 'MetaMask',
  rdns: 'io.metamask',
  injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
});
const rainbow = catalogueWallet({ id: '1ae92b26', name: 'Rainbow', rdns: 'me.rainbow' });
const phantom = catalogueWallet({ id: 'a797aa35', name: 'Phantom', injected: [{ namespace: 'solana', injected_id: 'isPhantom' }] });

const installed = (wallets: ReturnType<typeof markInstalledWallets>) =>
  wallets.map(({ id, installed: flag, connectorId }) => ({ id, installed: flag, connectorId }));

describe('markInstalledWallets', () => {
  it('marks a wallet whose rdns an announced connector has (ignoring case)', () => {
    const marked = markInstalledWallets([metamask, rainbow], [connector({ id: 'uuid-1', info: { rdns: 'IO.METAMASK' } })]);
    expect(installed(marked)).toEqual([
      { id: 'c57ca95b', installed: true, connectorId: 'uuid-1' },
      { id: '1ae92b26', installed: false, connectorId: undefined },
    ]);
  });

  it("marks a wallet by one of its injected ids on the connector's namespace", () => {
    const legacy = connector({ id: 'isMetaMask', type: 'INJECTED' });
    expect(installed(markInstalledWallets([metamask], [legacy]))[0]?.installed).toBe(true);
    const wrongNamespace = connector({ id: 'isPhantom', type: 'INJECTED', chain: 'eip155' });
    expect(installed(markInstalledWallets([phantom], [wrongNamespace]))[0]?.installed).toBe(false);
    const solana = connector({ id: 'isPhantom', type: 'INJECTED', chain: 'solana' });
    expect(installed(markInstalledWallets([phantom], [solana]))[0]?.installed).toBe(true);
  });

  it('marks a wallet whose catalogue id a connector carries as explorer id', () => {
    expect(installed(markInstalledWallets([rainbow], [connector({ id: 'x', explorerId: '1ae92b26' })]))[0]?.installed).toBe(true);
  });

  it('WalletConnect and email/social connectors do not make a wallet installed', () => {
    const connectors = [
      connector({ id: 'walletConnect', type: 'WALLET_CONNECT', explorerId: '1ae92b26' }),
      connector({ id: 'ID_AUTH', type: 'ID_AUTH', info: { rdns: 'me.rainbow' } }),
    ];
    expect(installed(markInstalledWallets([rainbow], connectors))[0]?.installed).toBe(false);
  });

  it("names a host connector that opens the wallet, without calling the wallet installed; a browser wallet wins", () => {
    const host = connector({ id: 'host-rainbow', type: 'EXTERNAL', explorerId: '1ae92b26' });
    expect(installed(markInstalledWallets([rainbow], [host]))).toEqual([{ id: '1ae92b26', installed: false, connectorId: 'host-rainbow' }]);
    const browser = connector({ id: 'uuid-rainbow', info: { rdns: 'me.rainbow' } });
    expect(installed(markInstalledWallets([rainbow], [host, browser]))).toEqual([{ id: '1ae92b26', installed: true, connectorId: 'uuid-rainbow' }]);
  });

  it('keeps every wallet, in order, with its catalogue fields', () => {
    const marked = markInstalledWallets([rainbow, metamask], []);
    expect(marked.map((wallet) => wallet.id)).toEqual(['1ae92b26', 'c57ca95b']);
    expect(marked[1]).toMatchObject({ ...metamask, installed: false });
  });

  it('marks a Solana wallet installed by the name its Wallet Standard connector registers, the rdns one first', () => {
    const solanaPhantom = { ...phantom, rdns: 'app.phantom', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] };
    const standard = connector({ id: 'wallet-standard:Phantom', name: 'Phantom', chain: 'solana' });
    expect(installed(markInstalledWallets([solanaPhantom], [standard]))).toEqual([{ id: 'a797aa35', installed: true, connectorId: 'wallet-standard:Phantom' }]);
    // A hostile page script registering 'Phantom' before the real one announces: the rdns one opens the row.
    const real = connector({ id: 'uuid-phantom', info: { rdns: 'app.phantom' } });
    expect(installed(markInstalledWallets([solanaPhantom], [standard, real]))).toEqual([{ id: 'a797aa35', installed: true, connectorId: 'uuid-phantom' }]);
  });
});
