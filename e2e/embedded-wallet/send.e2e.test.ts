/**
 * Issue 13, journey 4: eth_sendTransaction from the demo through the embedded wallet's provider: approved on
 * the secure site's screen, signed there, mined on the local chain, and the balance shown follows; rejected,
 * the demo gets the 4001 user-rejected error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, chainBalance, demoField, expectChainBalanceShown, rpc } from '../wallet-journeys.js';
import { answerApproval, loginNewEmail, uniqueEmail } from './email-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('embedded wallet: send a transaction', () => {
  it('sends after approval, refreshes the balance, and answers 4001 to a rejection', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const address = await loginNewEmail(page, uniqueEmail('send'));
    // Funded from outside (the page does not watch for that), then a reload: the session and the new balance.
    await rpc(CHAIN_A, 'anvil_setBalance', [address, '0x1bc16d674ec80000']); // 2 ETH
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);

    // The demo's send form (its batch panel has an ETH field too).
    const sendForm = page.getByRole('region', { name: 'Send a transaction' });
    await sendForm.getByRole('textbox', { name: 'ETH' }).fill('0.5');
    await sendForm.getByRole('button', { name: 'Send', exact: true }).click();
    await answerApproval(page, 'Approve');
    await expect.poll(() => demoField(page, 'send-result').textContent(), { timeout: 30_000 }).toMatch(/^Mined in block \d+: 0x[0-9a-f]{64}$/);
    const after = await chainBalance(CHAIN_A, address);
    expect(after).toBeLessThan(1_500_000_000_000_000_000n);
    // The balance shown follows the transaction without a reload.
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);

    await sendForm.getByRole('button', { name: 'Send', exact: true }).click();
    await answerApproval(page, 'Reject');
    await expect.poll(() => demoField(page, 'send-result').textContent(), { timeout: 15_000 }).toMatch(/^Error: \[4001\] /);
    expect(await chainBalance(CHAIN_A, address)).toBe(after);

    guard.assertNoViolations();
  });
});
