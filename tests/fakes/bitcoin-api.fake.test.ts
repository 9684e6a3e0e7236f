import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { FAKE_BITCOIN_CHAIN_ID as chainId, FakeBitcoinApi } from './bitcoin-api.fake.js';

const ADDRESS = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';

describe('FakeBitcoinApi: what a test sets and injects', () => {
  it('setUtxos replaces what an address holds; calls are recorded', async () => {
    const api = new FakeBitcoinApi();
    api.fund(ADDRESS, 10);
    const utxo = { txid: 'ab'.repeat(32), vout: 3, value: 7_000, status: { confirmed: false } };
    api.setUtxos(ADDRESS, [utxo]);
    await expect(api.getUtxos({ chainId, address: ADDRESS })).resolves.toEqual([utxo]);
    expect(api.calls.getUtxos).toEqual([{ chainId, address: ADDRESS }]);
  });

  it('fee rates are what the test sets', async () => {
    const api = new FakeBitcoinApi();
    api.feeRates = { '1': 40, '6': 12 };
    await expect(api.getFeeRates({ chainId })).resolves.toEqual({ '1': 40, '6': 12 });
  });

  it('refuseNextBroadcast refuses one broadcast with the given reason and records it', async () => {
    const api = new FakeBitcoinApi();
    api.refuseNextBroadcast('min relay fee not met, 0 < 110');
    const refused = await api.broadcastTransaction({ chainId, hex: '0200' }).catch((error: unknown) => error);
    expect(isWalletportError(refused, 'INVALID_TRANSACTION')).toBe(true);
    expect((refused as Error).message).toBe('Invalid transaction: min relay fee not met, 0 < 110');
    expect(api.broadcasts).toEqual([{ chainId, hex: '0200', refusedWith: 'min relay fee not met, 0 < 110' }]);
  });

  it('failNext fails one call, failAlways every call until heal', async () => {
    const api = new FakeBitcoinApi();
    api.failNext('getFeeRates', walletportError('NETWORK_ERROR'));
    await expect(api.getFeeRates({ chainId })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(api.getFeeRates({ chainId })).resolves.toBeDefined();
    api.failAlways('getUtxos');
    await expect(api.getUtxos({ chainId, address: ADDRESS })).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    await expect(api.getUtxos({ chainId, address: ADDRESS })).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    api.heal();
    await expect(api.getUtxos({ chainId, address: ADDRESS })).resolves.toEqual([]);
  });
});
