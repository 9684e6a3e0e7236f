/**
 * Journey 3 (issue 5): the wallet rejects the connection (4001). The connecting view says 'Connection
 * rejected', the modal stays usable (back to the wallet list, pick again), and 'Try again' connects.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, walletControl, type Journey } from '../harness.js';
import {
  accountButton,
  accountButtonLabel,
  connectButton,
  demoField,
  TEST_WALLET_NAME,
  truncated,
  walletOption,
  walletRequests,
  walletState,
} from '../wallet-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('journey 3: the wallet rejects the connection', () => {
  it("shows 'Connection rejected', keeps the modal usable, and 'Try again' connects", async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const dialog = page.getByRole('dialog');
    const rejected = dialog.getByRole('alert').filter({ hasText: 'Connection rejected' });

    await walletControl(page, 'wallet.rejectNext()');
    await connectButton(page).click();
    await walletOption(dialog, TEST_WALLET_NAME).click();
    await rejected.waitFor();
    expect(await demoField(page, 'status').textContent()).toBe('disconnected');
    expect(await accountButton(page).count()).toBe(0);

    // Still usable: back to the wallet list, pick the wallet again; the wallet declines once more.
    await walletControl(page, 'wallet.rejectNext()');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await walletOption(dialog, TEST_WALLET_NAME).click();
    await rejected.waitFor();
    expect(await dialog.isVisible()).toBe(true);

    // 'Try again' asks the wallet again, which now accepts.
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await accountButton(page).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    const { address } = await walletState(page);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(address));

    const connects = (await walletRequests(page)).filter((request) => request.method === 'eth_requestAccounts');
    expect(connects.map(({ outcome, error }) => ({ outcome, code: error?.code }))).toEqual([
      { outcome: 'error', code: 4001 },
      { outcome: 'error', code: 4001 },
      { outcome: 'ok', code: undefined },
    ]);

    guard.assertNoViolations();
  });
});
