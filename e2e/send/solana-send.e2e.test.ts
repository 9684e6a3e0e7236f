/**
 * Issue 28, journey 4: Send on a Solana-only page (`?solana=only`) with the Solana test wallet (Wallet Standard),
 * signing as the devstack's dev account 2 (no other journey spends from it). SOL to a new account below the
 * rent-exempt minimum is refused with a message naming the minimum, before the wallet is asked (its request log
 * holds the connect only); then a valid send lands on the local chain, the Account view shows the new balance
 * without a reload, and the Activity tab lists the transfer; then the USDC-like SPL token goes to the same
 * receiver, whose token account the transfer opens. Request guard on. In the serial 'e2e' project: it moves
 * funds.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keypair } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { connectWallet, openAccountView } from '../wallet-journeys.js';
import {
  lamportsOf,
  shownSolThousandths,
  SOLANA_TEST_WALLET_NAME,
  SOLANA_USDC_MINT,
  solanaWalletRequests,
  solanaWalletState,
  solThousandths,
  tokenAmountOf,
} from '../solana/solana-journeys.js';
import { fillSend, sendForm } from './send-journeys.js';

/** The wallet's prompting calls that would move funds: none may come before the valid send. */
const SENDING_FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction'];

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('issue 28 journey 4: send SOL', () => {
  it('refuses SOL below the rent-exempt minimum to a new account before the wallet is asked, then sends SOL and a token and shows them', async () => {
    // A key nobody has funded: its account does not exist on the chain.
    const receiver = Keypair.generate().publicKey.toBase58();
    expect(await lamportsOf(receiver)).toBe(0n);
    journey = await openDemo({ query: 'solana=only&nowallet', solanaWallet: { accountIndex: 2 } });
    const { page, guard } = journey;
    await connectWallet(page, SOLANA_TEST_WALLET_NAME);
    const { address: sender } = await solanaWalletState(page);
    const dialog = await openAccountView(page);
    const balance = dialog.getByTestId('account-balance');
    await expect.poll(async () => shownSolThousandths(await balance.textContent())).toBe(solThousandths(await lamportsOf(sender)));

    // Below the minimum: the preview says why, and Send refuses it too, the wallet never asked.
    await fillSend(dialog, { symbol: 'SOL', amount: '0.0005', receiver });
    expect(await sendForm(dialog).receiver.getAttribute('placeholder')).toBe('Solana address');
    await sendForm(dialog).preview.click();
    const refusal = 'A new Solana account needs at least 0.00089088 SOL';
    await expect.poll(() => sendForm(dialog).error.textContent(), { timeout: 15_000 }).toBe(refusal);
    await dialog.getByTestId('send-preview-fee').filter({ hasText: /0\.000005 SOL/ }).waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => sendForm(dialog).error.textContent()).toBe(refusal);
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-send-refused.png') });
    expect((await solanaWalletRequests(page)).filter((feature) => SENDING_FEATURES.includes(feature))).toEqual([]);
    expect(await lamportsOf(receiver)).toBe(0n);

    // A valid amount: back to the form, 0.01 SOL, sent; the view goes back to Account.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await sendForm(dialog).amount.fill('0.01');
    await sendForm(dialog).preview.click();
    await dialog.getByTestId('send-preview-fee').filter({ hasText: /SOL/ }).waitFor();
    expect(await sendForm(dialog).error.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await balance.waitFor();
    await expect.poll(() => lamportsOf(receiver), { timeout: 15_000 }).toBe(10_000_000n);
    expect((await solanaWalletRequests(page)).filter((feature) => SENDING_FEATURES.includes(feature))).toHaveLength(1);

    // The balance on screen follows the chain without a reload, and the activity lists the transfer.
    const after = await lamportsOf(sender);
    await expect.poll(async () => shownSolThousandths(await balance.textContent()), { timeout: 15_000 }).toBe(solThousandths(after));
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const activity = dialog.getByRole('tabpanel');
    await expect.poll(() => activity.textContent(), { timeout: 15_000 }).toMatch(/0\.01\d* SOL/);
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-send-activity.png') });

    // An SPL token to the same receiver, who has no token account yet: the transfer opens it (the sender pays its rent).
    const senderUsdc = Number(await tokenAmountOf(sender, SOLANA_USDC_MINT));
    await fillSend(dialog, { symbol: 'USDC', amount: '1.5', receiver });
    await sendForm(dialog).preview.click();
    await dialog.getByTestId('send-preview-fee').filter({ hasText: /SOL/ }).waitFor();
    await dialog.getByTestId('send-preview-account-rent').filter({ hasText: /^0\.00203928 SOL/ }).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-send-token-preview.png') });
    expect(await sendForm(dialog).error.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await balance.waitFor();
    await expect.poll(() => tokenAmountOf(receiver, SOLANA_USDC_MINT).catch(() => undefined), { timeout: 15_000 }).toBe('1.5');
    expect(Number(await tokenAmountOf(sender, SOLANA_USDC_MINT))).toBe(senderUsdc - 1.5);
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await expect.poll(() => dialog.getByRole('tabpanel').textContent(), { timeout: 15_000 }).toMatch(/1\.5\d* USDC/);
    guard.assertNoViolations();
  }, 120_000);
});
