/**
 * Issue 16, journey 4: a transaction the host page sends through the provider walletport hands out
 * (useWalletportProvider, in the demo's "Send a transaction" panel) refreshes the balance the account button
 * and the Account view show, without a reload: once the receipt arrives, the account data reloads past its
 * 30 s cache. The account is the journey's own, so the balance before and after cannot be mistaken for
 * another journey's; every expected balance is read from the chain.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButtonBalance,
  CHAIN_A,
  chainBalance,
  closeModal,
  connectWallet,
  demoField,
  expectChainBalanceShown,
  flooredThousandths,
  journeyAccount,
  openAccountView,
  shownThousandths,
  walletRequests,
} from '../wallet-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('journey 4: a transaction sent by the host page through useWalletportProvider', () => {
  it('refreshes the balance in the account button and the Account view without a reload', async () => {
    const { privateKey, address } = await journeyAccount('host provider refresh', { [CHAIN_A]: '3.5' });
    journey = await openDemo({ wallets: [{ privateKeys: [privateKey] }] });
    const { page, guard } = journey;
    await connectWallet(page);
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, address);
    const before = flooredThousandths(await chainBalance(CHAIN_A, address));
    expect(shownThousandths(await accountButtonBalance(page).textContent())).toBe(before);

    const panel = page.getByRole('region', { name: 'Send a transaction' });
    await panel.getByRole('textbox', { name: 'ETH' }).fill('0.25');
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => demoField(page, 'send-result').textContent(), { timeout: 30_000 }).toMatch(/^Mined in block \d+: 0x[0-9a-f]{64}$/);
    expect((await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1);

    // The chain moved by the amount and the gas: the button follows it, well within the 30 s balance cache.
    const after = flooredThousandths(await chainBalance(CHAIN_A, address));
    expect(after).toBeLessThanOrEqual(before - 250n);
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, address);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);
    const accountView = await openAccountView(page);
    await expectChainBalanceShown(accountView.getByTestId('account-balance'), CHAIN_A, address);
    await closeModal(page);

    guard.assertNoViolations();
  });
});
