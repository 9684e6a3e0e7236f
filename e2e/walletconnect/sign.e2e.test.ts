/**
 * Journey 2 (issue 6): personal_sign from the demo's panel goes over the relay to the wallet page; once it
 * approves, the signature verifies against the connected address (the demo says 'Verified', and so does
 * viem here, independently).
 */
import { describe, expect, it } from 'vitest';
import { connectOverWalletConnect, signAndVerify, useWalletConnectJourneys } from './wc-journeys.js';

const journeys = useWalletConnectJourneys();

describe('journey 2: personal_sign over WalletConnect', () => {
  it('asks the wallet page, which approves; the signature verifies against the address', async () => {
    const journey = await journeys.open();
    const address = await connectOverWalletConnect(journey);
    const request = await signAndVerify(journey, address);
    await expect.poll(() => request.getAttribute('data-status')).toBe('approved');

    journey.guard.assertNoViolations();
  });
});
