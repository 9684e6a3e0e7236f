import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { findWalletConnector, walletRoute } from './walletRoute.js';

const connector = (fields: Partial<Connector> & { id: string }): Connector => ({ name: fields.id, type: 'ANNOUNCED', chain: 'eip155', ...fields });

const metamask = catalogueWallet({ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' });

describe('walletRoute (SPEC.md section 2, picking a wallet)', () => {
  it('opens the external-wallet view with the connector the entry carries', () => {
    const announced = connector({ id: 'uuid-mm', info: { rdns: 'io.metamask' } });
    expect(walletRoute({ connector: announced, wallet: metamask })).toEqual({
      view: 'ConnectingExternal',
      data: { connector: announced, wallet: metamask },
    });
    expect(walletRoute({ connector: announced })).toEqual({ view: 'ConnectingExternal', data: { connector: announced } });
  });

  it('finds a connector that reaches the wallet by id, explorer id or rdns', () => {
    const byRdns = connector({ id: 'uuid-mm', info: { rdns: 'IO.METAMASK' } });
    expect(walletRoute({ wallet: metamask, connectors: [byRdns] }).view).toBe('ConnectingExternal');
    const byId = connector({ id: 'c57ca95b', type: 'EXTERNAL' });
    expect(walletRoute({ wallet: metamask, connectors: [byId] }).data.connector).toBe(byId);
    const byExplorerId = connector({ id: 'x', explorerId: 'c57ca95b', type: 'INJECTED' });
    expect(findWalletConnector(metamask, [byExplorerId])).toBe(byExplorerId);
  });

  it('opens the WalletConnect view when no connector reaches the wallet', () => {
    const walletConnect = connector({ id: 'walletConnect', type: 'WALLET_CONNECT', explorerId: 'c57ca95b' });
    const auth = connector({ id: 'ID_AUTH', type: 'ID_AUTH', info: { rdns: 'io.metamask' } });
    expect(walletRoute({ wallet: metamask, connectors: [walletConnect, auth] })).toEqual({
      view: 'ConnectingWalletConnect',
      data: { wallet: metamask },
    });
  });

  it('the WalletConnect connector itself opens the WalletConnect view', () => {
    const walletConnect = connector({ id: 'walletConnect', type: 'WALLET_CONNECT' });
    expect(walletRoute({ connector: walletConnect })).toEqual({ view: 'ConnectingWalletConnect', data: { connector: walletConnect } });
  });
});
