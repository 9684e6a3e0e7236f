/**
 * Journey 4 (issue 6): the wallet page rejects the proposal: the modal says 'Connection rejected' and shows a
 * fresh QR code (a different pairing URI, still exactly what the client holds), and that one connects.
 */
import { describe, expect, it } from 'vitest';
import { demoField } from '../wallet-journeys.js';
import { openWalletConnectView, pairWallet, scanAndCheck, useWalletConnectJourneys } from './wc-journeys.js';

const journeys = useWalletConnectJourneys();

describe('journey 4: the wallet rejects the proposal', () => {
  it("shows 'Connection rejected' and a fresh QR code, which then connects", async () => {
    const journey = await journeys.open();
    const { page, wallet, guard } = journey;
    const dialog = await openWalletConnectView(journey);
    const first = await scanAndCheck(journey, dialog);

    const proposal = await pairWallet(wallet, first);
    await proposal.getByTestId('reject-proposal').click();

    const alert = dialog.getByRole('alert').filter({ hasText: 'Connection rejected' });
    await alert.waitFor({ timeout: 30_000 });
    await expect.poll(() => alert.textContent()).toContain('Scan the new QR code to try again');
    // A fresh pairing: a new URI on screen, and the one the client holds.
    await expect.poll(async () => (await scanAndCheck(journey!, dialog)) !== first, { timeout: 30_000 }).toBe(true);
    const fresh = await scanAndCheck(journey, dialog);
    expect(fresh).not.toBe(first);
    expect(fresh.split('@')[0]).not.toBe(first.split('@')[0]);
    expect(await demoField(page, 'status').textContent()).not.toBe('connected');

    // The modal recovered: the fresh code pairs and connects.
    const second = await pairWallet(wallet, fresh);
    await second.getByTestId('approve-proposal').click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');

    guard.assertNoViolations();
  });
});
