/**
 * Journey 1 (issue 5): connect with the injected EIP-6963 test wallet. The Account view and the AccountButton
 * show the real devnet balance (read back from chain A) and the address truncated 4/6.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButtonBalance,
  accountButtonLabel,
  CHAIN_A,
  connectButton,
  connectWallet,
  demoField,
  expectChainBalanceShown,
  networkButton,
  openAccountView,
  truncated,
  walletRequests,
  walletState,
} from '../wallet-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('journey 1: connect with the injected test wallet', () => {
  it('shows the devnet balance and the truncated address in the Account view and on the account button', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    await connectButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');

    await connectWallet(page);
    const { address } = await walletState(page);
    const short = truncated(address);
    expect(short).toMatch(/^0x[0-9a-fA-F]{2}\u2026[0-9a-fA-F]{6}$/);

    // The wallet was asked once, and the hooks see the account on chain A.
    expect((await walletRequests(page)).filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(1);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
    await expect.poll(() => demoField(page, 'network').textContent()).toBe(`Walletport Devnet A (eip155:${CHAIN_A})`);
    await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet A');

    // The account button: the truncated address and the balance on chain A.
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(short);
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, address);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);

    // The Account view: the same address and balance, on the Devnet A pill.
    const dialog = await openAccountView(page);
    await expect.poll(() => dialog.getByTestId('account-name').textContent()).toBe(short);
    await expectChainBalanceShown(dialog.getByTestId('account-balance'), CHAIN_A, address);
    await expect.poll(() => dialog.getByRole('button', { name: /^Network:/ }).textContent()).toContain('Walletport Devnet A');

    guard.assertNoViolations();
  });
});
