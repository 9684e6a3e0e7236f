/**
 * Issue 28: SOL sent from the embedded wallet's Solana account. A new email logs in on `?solana=first`, the
 * account gets 1 SOL from the local chain's faucet (an airdrop), and the modal's Send view sends 0.25 SOL to a
 * new account: the secure site's approval screen shows the transfer as it reads it from the transaction (from,
 * receiver, amount in SOL, the chain's fee); approved, the site signs with the user's ed25519 key and sends to
 * the local chain, and the receiver holds the amount. In the serial 'e2e' project: it takes from the faucet.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keypair } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { fillSend, sendForm } from '../send/send-journeys.js';
import { lamportsOf, shownSolThousandths, solanaRpc } from '../solana/solana-journeys.js';
import { demoField, openAccountView } from '../wallet-journeys.js';
import { answerApproval, loginNewEmail, secureFrame, uniqueEmail } from './email-journeys.js';

const ONE_SOL = 1_000_000_000n;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** The value of the approval screen's row `label` (its <dd>), as text. */
async function approvalRow(page: Journey['page'], label: string): Promise<string | null> {
  return secureFrame(page).locator('#approval-details > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').textContent();
}

describe('issue 28: send SOL from the embedded wallet', () => {
  it("shows the decoded transfer on the secure site's screen, and sends it once approved", async () => {
    journey = await openDemo({ query: 'solana=first' });
    const { page, guard } = journey;
    const address = await loginNewEmail(page, uniqueEmail('solana-send'));
    await solanaRpc('requestAirdrop', [address, Number(ONE_SOL)]);
    await expect.poll(() => lamportsOf(address), { timeout: 15_000 }).toBe(ONE_SOL);
    // Funded from outside (the page does not watch for that): a reload restores the session with the new balance.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');

    const dialog = await openAccountView(page);
    await expect.poll(async () => shownSolThousandths(await dialog.getByTestId('account-balance').textContent()), { timeout: 15_000 }).toBe(1000n);
    const receiver = Keypair.generate().publicKey.toBase58();
    await fillSend(dialog, { symbol: 'SOL', amount: '0.25', receiver });
    await sendForm(dialog).preview.click();
    await dialog.getByTestId('send-preview-fee').filter({ hasText: /SOL/ }).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    // The secure site's screen: what the transaction itself says.
    const screen = secureFrame(page);
    await screen.getByRole('heading', { name: 'Send transaction' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => approvalRow(page, 'From')).toBe(address);
    expect(await approvalRow(page, 'To')).toBe(receiver);
    expect(await approvalRow(page, 'Amount')).toBe('0.25 SOL');
    expect(await approvalRow(page, 'Network fee')).toMatch(/^0\.0000\d+ SOL$/);
    await page.screenshot({ path: join(tmpdir(), 'walletport-embedded-solana-send-approval.png') });
    expect(await lamportsOf(receiver)).toBe(0n);

    await answerApproval(page, 'Approve');
    await expect.poll(() => lamportsOf(receiver), { timeout: 20_000 }).toBe(ONE_SOL / 4n);
    expect(await lamportsOf(address)).toBeLessThan((ONE_SOL * 3n) / 4n);
    guard.assertNoViolations();
  }, 120_000);
});
