/**
 * Issue 28, journey 5: the embedded wallet on a Solana network. The demo lists the devstack's Solana chain
 * first (`?solana=first`; the embedded wallet still needs an EVM network to serve, so `?solana=only` has no
 * email login), and a new email logs in: the modal shows the Solana account the secure site keeps for the user
 * (their ed25519 key never reaches the page), with the EVM account of the same login connected beside it. A
 * message signed through useWalletportProvider({ namespace: 'solana' }) waits on the secure site's approval
 * screen, which shows the message itself; approved, the signature verifies with the browser's own ed25519 for
 * that address; rejected, the page gets 4001. A reload restores the Solana account.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { accountButton, accountButtonLabel, demoField, openAccountView, truncated } from '../wallet-journeys.js';
import { answerApproval, loginNewEmail, secureFrame, uniqueEmail } from './email-journeys.js';

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const MESSAGE = 'Hello from the walletport demo on Solana';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('issue 28 journey 5: the embedded wallet on Solana', () => {
  it("logs in by email on a Solana network, shows the user's Solana account, and signs on Solana after approval", async () => {
    journey = await openDemo({ query: 'solana=first' });
    const { page, guard, devstack } = journey;
    const dialog = page.getByRole('dialog');

    // The login connects the namespace the modal shows: the Solana account, kept by the secure site.
    const address = await loginNewEmail(page, uniqueEmail('solana'));
    expect(address).toMatch(SOLANA_ADDRESS);
    await expect.poll(() => demoField(page, 'network').textContent()).toContain(devstack.solana.caip2);
    await expect.poll(() => demoField(page, 'solana-address').textContent()).toBe(address);
    // The same login's EVM account is connected too (one login, both namespaces).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('@appkit/connected_namespaces')))
      .toMatch(/eip155[\s\S]*solana|solana[\s\S]*eip155/);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(address));
    await openAccountView(page);
    await expect.poll(() => dialog.getByTestId('account-name').textContent()).toBe(truncated(address));
    await page.screenshot({ path: join(tmpdir(), 'walletport-embedded-solana-account.png') });
    await dialog.getByRole('button', { name: /^Close/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Sign on Solana: the secure site's screen shows the message; approved, the signature verifies for the address.
    await page.getByRole('button', { name: 'Sign on Solana', exact: true }).click();
    const screen = secureFrame(page);
    await screen.getByText(MESSAGE, { exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => screen.getByRole('heading', { level: 1 }).textContent()).toBe('Sign message');
    expect(await screen.getByText(address, { exact: true }).count()).toBe(1);
    await page.screenshot({ path: join(tmpdir(), 'walletport-embedded-solana-approval.png') });
    await answerApproval(page, 'Approve');
    await expect.poll(() => demoField(page, 'solana-sign-result').textContent(), { timeout: 20_000 }).toMatch(/^Verified: [1-9A-HJ-NP-Za-km-z]{86,88}$/);
    await dialog.waitFor({ state: 'hidden' });

    // Rejected on the secure site's screen: the page gets 4001.
    await page.getByRole('button', { name: 'Sign on Solana', exact: true }).click();
    await answerApproval(page, 'Reject');
    await expect.poll(() => demoField(page, 'solana-sign-result').textContent(), { timeout: 15_000 }).toMatch(/^Error: \[4001\] /);
    await accountButton(page).waitFor();

    // A reload restores the Solana account without a code (the secure site's session, the stored connector).
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'solana-address').textContent(), { timeout: 20_000 }).toBe(address);
    expect(await demoField(page, 'address').textContent()).toBe(address);

    guard.assertNoViolations();
  });
});
