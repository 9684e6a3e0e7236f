/**
 * Journey 2 (issue 6): personal_sign from the demo's panel goes over the relay to the wallet page; once it
 * approves, the signature verifies against the connected address (the demo says 'Verified', and so does
 * viem here, independently).
 */
import { verifyMessage, type Hex } from 'viem';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoField } from '../wallet-journeys.js';
import { connectOverWalletConnect, openWalletConnectJourney, pendingRequest, warmUpDemo, type WalletConnectJourney } from './wc-journeys.js';

const MESSAGE = 'Hello from the walletport demo';

let journey: WalletConnectJourney | undefined;
beforeAll(warmUpDemo, 120_000);
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('journey 2: personal_sign over WalletConnect', () => {
  it('asks the wallet page, which approves; the signature verifies against the address', async () => {
    journey = await openWalletConnectJourney();
    const { page, wallet, guard } = journey;
    const address = await connectOverWalletConnect(journey);

    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect.poll(() => demoField(page, 'sign-result').textContent()).toBe('Waiting for the wallet…');
    const request = await pendingRequest(wallet, 'personal_sign');
    await expect.poll(() => request.getByTestId('request-message').textContent()).toBe(MESSAGE);
    await request.getByTestId('approve-request').click();

    await expect.poll(() => demoField(page, 'sign-result').textContent(), { timeout: 30_000 }).toMatch(/^Verified: 0x[0-9a-f]{130}$/);
    const signature = (await demoField(page, 'sign-result').textContent())!.replace('Verified: ', '') as Hex;
    await expect(verifyMessage({ address: address as Hex, message: MESSAGE, signature })).resolves.toBe(true);
    await expect.poll(() => request.getAttribute('data-status')).toBe('approved');

    guard.assertNoViolations();
  });
});
