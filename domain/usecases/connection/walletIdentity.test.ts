import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import { walletIdentity } from './walletIdentity.js';

const connector = (fields: Partial<Connector> & { id: string }): Connector => ({ name: fields.id, type: 'ANNOUNCED', chain: 'eip155', ...fields });

describe('walletIdentity', () => {
  it('names a browser wallet by its catalogue id when known, and records it as recent', () => {
    expect(walletIdentity(connector({ id: 'uuid', name: 'MetaMask', explorerId: 'c57ca95b', info: { rdns: 'io.metamask' } }), undefined)).toEqual({
      id: 'c57ca95b',
      name: 'MetaMask',
      explorerId: 'c57ca95b',
      recent: { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' },
      method: 'browser',
    });
    expect(walletIdentity(connector({ id: 'io.rabby', name: 'Rabby', type: 'INJECTED' }), undefined).recent).toEqual({ id: 'io.rabby', name: 'Rabby' });
  });

  it('names WalletConnect and the email wallet by the picked wallet, and records nothing without one', () => {
    const walletConnect = connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' });
    expect(walletIdentity(walletConnect, undefined)).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      explorerId: undefined,
      recent: undefined,
      method: 'qrcode',
    });
    const rainbow = { id: '1ae92b26', name: 'Rainbow' };
    expect(walletIdentity(walletConnect, rainbow)).toEqual({ id: '1ae92b26', name: 'Rainbow', explorerId: '1ae92b26', recent: rainbow, method: 'qrcode' });
    expect(walletIdentity(connector({ id: 'ID_AUTH', type: 'ID_AUTH' }), undefined).method).toBe('email');
  });
});
