/**
 * AccountDataUseCase.nativeBalanceOf: the balance of a wallet the namespace holds beside the one in use
 * (ProfileWallets, SPEC.md section 4), on the network shown, from the same chain source and cache, without
 * touching the shown account's state.
 */
import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { walletportDevnetA } from '../../entities/network/index.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { accountWorld, ALICE, balanceCalls, BOB, SOLANA_ADDRESS } from './testing/accountWorld.js';

describe('AccountDataUseCase.nativeBalanceOf', () => {
  it("reads another address's balance on the shown network, cached, and leaves the shown account's state alone", async () => {
    const { build, connect, evm } = accountWorld({ network: walletportDevnetA });
    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('1.5'));
    evm?.setBalance(BOB, walletportDevnetA.caipNetworkId, parseEther('2.3456'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    const shown = account.snapshot;

    expect(await account.nativeBalanceOf({ address: BOB, namespace: 'eip155' })).toEqual({ balance: '2.345', symbol: 'ETH' });
    expect(account.snapshot).toBe(shown);
    const calls = balanceCalls(evm);
    expect(await account.nativeBalanceOf({ address: BOB, namespace: 'eip155' })).toEqual({ balance: '2.345', symbol: 'ETH' });
    expect(balanceCalls(evm)).toBe(calls);
  });

  it('is unknown for another namespace than the one shown, and before any account is shown', async () => {
    const { build, connect } = accountWorld({ network: walletportDevnetA });
    const account = build();
    expect(await account.nativeBalanceOf({ address: BOB, namespace: 'eip155' })).toBeUndefined();
    connect(ALICE);
    await flushMicrotasks();
    expect(await account.nativeBalanceOf({ address: SOLANA_ADDRESS, namespace: 'solana' })).toBeUndefined();
  });
});
