/** The native balance read from the chain joins the Tokens list (native-token-entry.ts), whichever way it was loaded. */
import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { walletportDevnetC } from '../../entities/network/index.js';
import { fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { nativeTokenEntry, withNativeToken } from './native-token-entry.js';
import { accountWorld, ALICE, usdc } from './testing/accountWorld.js';

const rows = (balances: readonly { symbol: string; address?: string | undefined; quantity: { numeric: string } }[]) =>
  balances.map((entry) => [entry.symbol, entry.address ?? 'native', entry.quantity.numeric]);

describe('the native balance in the Tokens list', () => {
  it('is listed on Devnet C, which the balance API does not serve (not "No tokens yet" under 9,999 ETH)', async () => {
    const { build, connect, api, evm } = accountWorld({ network: walletportDevnetC });
    evm?.setBalance(ALICE, walletportDevnetC.caipNetworkId, parseEther('9999'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: '9999', tokensStatus: 'ready' });
    expect(account.snapshot.tokenBalances).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: walletportDevnetC.caipNetworkId, price: 0, quantity: { decimals: '18', numeric: '9999' }, iconUrl: '' },
    ]);
    expect(api.callCount('getBalance')).toBe(0);
  });

  it('stays listed when the balance comes from the cache, and follows a forced reload', async () => {
    const { build, connect, evm } = accountWorld({ network: walletportDevnetC });
    evm?.setBalance(ALICE, walletportDevnetC.caipNetworkId, parseEther('2'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    await account.refresh();
    expect(rows(account.snapshot.tokenBalances)).toEqual([['ETH', 'native', '2']]);
    evm?.setBalance(ALICE, walletportDevnetC.caipNetworkId, parseEther('1.5'));
    await account.refresh({ force: true });
    expect(rows(account.snapshot.tokenBalances)).toEqual([['ETH', 'native', '1.5']]);
  });

  it('is listed beside the error when the balance API fails, and the error stays', async () => {
    const { build, connect, api, evm, networkState } = accountWorld();
    const network = networkState.snapshot.activeCaipNetwork;
    evm?.setBalance(ALICE, network.caipNetworkId, parseEther('0.25'));
    api.failNext('getBalance');
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.tokensStatus).toBe('error');
    expect(account.snapshot.tokensError?.shortMessage).toBe('Token Balance Unavailable');
    expect(rows(account.snapshot.tokenBalances)).toEqual([['ETH', 'native', '0.25']]);
  });
});

describe('nativeTokenEntry', () => {
  it('has no row for a zero balance: "No tokens yet" under a zero balance says the truth', () => {
    expect(nativeTokenEntry({ network: walletportDevnetC, value: 0n, decimals: 18, symbol: 'ETH' })).toBeUndefined();
  });
});

describe('withNativeToken', () => {
  const native = nativeTokenEntry({ network: walletportDevnetC, value: 10n ** 18n, decimals: 18, symbol: '' });
  if (!native) throw new Error('a positive balance has a row');

  it('puts the native row first, in place of any native entry, and makes an empty list ready', () => {
    const malformed = fakeTokenBalance({ quantity: { decimals: '18', numeric: 'not a number' } });
    expect(rows(withNativeToken({ tokenBalances: [usdc('3'), malformed], tokensStatus: 'ready' }, native).tokenBalances)).toEqual([
      ['ETH', 'native', '1'],
      ['USDC', 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', '3'],
    ]);
    expect(withNativeToken({ tokenBalances: [], tokensStatus: 'empty' }, native).tokensStatus).toBe('ready');
    expect(withNativeToken({ tokenBalances: [], tokensStatus: 'error' }, native).tokensStatus).toBe('error');
  });
});
