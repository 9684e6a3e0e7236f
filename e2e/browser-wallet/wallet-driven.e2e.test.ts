/**
 * Journey 6 (issue 5): the wallet changes account (accountsChanged) and then network (chainChanged) by itself.
 * The open Account view, the AccountButton, the NetworkButton and the demo's hook-driven fields (address,
 * network, provider chain, balance) follow, each balance matching the chain. The wallet holds two keys of
 * its own with a different balance per account and chain, so a stale balance cannot pass for the new one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, walletControl, type Journey } from '../harness.js';
import {
  accountButtonBalance,
  accountButtonLabel,
  CHAIN_A,
  CHAIN_B,
  closeModal,
  connectWallet,
  demoField,
  journeyAccount,
  expectChainBalanceShown,
  networkButton,
  openAccountView,
  truncated,
  walletState,
} from '../wallet-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('journey 6: the wallet switches account and network by itself', () => {
  it('is followed by the Account view, the buttons and the hooks', async () => {
    const keys = [
      await journeyAccount('wallet-driven changes, first account', { [CHAIN_A]: '5.5', [CHAIN_B]: '6.75' }),
      await journeyAccount('wallet-driven changes, second account', { [CHAIN_A]: '7.125', [CHAIN_B]: '8.0625' }),
    ];
    journey = await openDemo({ wallets: [{ privateKeys: keys.map(({ privateKey }) => privateKey) }] });
    const { page, guard } = journey;
    await connectWallet(page);
    const { address: first, accounts } = await walletState(page);
    const second = accounts[1]!;
    expect([first, second]).toEqual(keys.map(({ address }) => address));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, first);

    // With the Account view open, the wallet moves to its second account.
    const accountView = await openAccountView(page);
    await expect.poll(() => accountView.getByTestId('account-name').textContent()).toBe(truncated(first));
    await walletControl(page, 'wallet.switchAccount(1)');
    await expect.poll(() => accountView.getByTestId('account-name').textContent()).toBe(truncated(second));
    await expectChainBalanceShown(accountView.getByTestId('account-balance'), CHAIN_A, second);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(second);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, second);

    // Then to Devnet B, which the page configured: followed without any prompt.
    await walletControl(page, `wallet.switchChain(${CHAIN_B})`);
    await expect.poll(() => accountView.getByRole('button', { name: /^Network:/ }).textContent()).toContain('Walletport Devnet B');
    await expectChainBalanceShown(accountView.getByTestId('account-balance'), CHAIN_B, second);
    await expect.poll(() => demoField(page, 'network').textContent()).toBe(`Walletport Devnet B (eip155:${CHAIN_B})`);
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toBe(String(CHAIN_B));
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(second);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_B, second);
    expect(await accountView.isVisible()).toBe(true);

    // The buttons behind the modal followed too.
    await closeModal(page);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(second));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_B, second);
    await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet B');
    expect(await demoField(page, 'status').textContent()).toBe('connected');

    guard.assertNoViolations();
  });
});
