/**
 * Journey 7 (issue 6): the relay restarts in the middle of a session. Every socket drops and the relay forgets
 * all subscriptions; both WalletConnect clients (the demo's and the wallet page's) reconnect by themselves and
 * subscribe again, and the next request from the demo reaches the wallet and its answer comes back.
 */
import { describe, expect, it } from 'vitest';
import { demoField } from '../wallet-journeys.js';
import { connectOverWalletConnect, relayStats, restartRelay, signAndVerify, useWalletConnectJourneys } from './wc-journeys.js';

const journeys = useWalletConnectJourneys();

describe('journey 7: the relay restarts mid-session', () => {
  it('the next request still succeeds', async () => {
    const journey = await journeys.open();
    const address = await connectOverWalletConnect(journey);
    const connected = await relayStats();
    expect(connected.connections).toBeGreaterThanOrEqual(2);

    await restartRelay();
    expect(await relayStats()).toMatchObject({ connections: 0, subscriptions: 0, storedMessages: 0 });

    await signAndVerify(journey, address);
    // Both clients came back to the restarted relay, subscribed again, and the request and its answer went
    // through it; the demo never lost its session.
    const after = await relayStats();
    expect(after.connections).toBe(connected.connections);
    expect(after.subscriptions).toBeGreaterThanOrEqual(2);
    expect(after.published).toBeGreaterThanOrEqual(2);
    expect(await demoField(journey.page, 'status').textContent()).toBe('connected');

    journey.guard.assertNoViolations();
  });
});
