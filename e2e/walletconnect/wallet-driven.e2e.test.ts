/**
 * Journey 5 (issue 6): the wallet drives. It switches the session to chain B, and the demo's network and its
 * provider's chain follow; then it disconnects, and the demo is disconnected.
 */
import { describe, expect, it } from 'vitest';
import { CHAIN_A, CHAIN_B, connectButton, demoField } from '../wallet-journeys.js';
import { connectOverWalletConnect, useWalletConnectJourneys } from './wc-journeys.js';

const journeys = useWalletConnectJourneys();

describe('journey 5: the wallet switches chain, then disconnects', () => {
  it('the demo follows each', async () => {
    const journey = await journeys.open();
    const { page, wallet, guard } = journey;
    const address = await connectOverWalletConnect(journey);
    await expect.poll(() => demoField(page, 'network').textContent()).toBe(`Walletport Devnet A (eip155:${CHAIN_A})`);
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toBe(String(CHAIN_A));

    await wallet.getByTestId('switch-chain-select').selectOption(`eip155:${CHAIN_B}`);
    await wallet.getByTestId('switch-chain-button').click();
    await expect.poll(() => wallet.getByTestId('session-chain').textContent()).toBe(`eip155:${CHAIN_B}`);
    await expect.poll(() => demoField(page, 'network').textContent(), { timeout: 30_000 }).toBe(`Walletport Devnet B (eip155:${CHAIN_B})`);
    await expect.poll(() => demoField(page, 'provider-chain').textContent(), { timeout: 30_000 }).toBe(String(CHAIN_B));
    await expect.poll(async () => (await demoField(page, 'address').textContent())?.toLowerCase()).toBe(address.toLowerCase());
    expect(await demoField(page, 'status').textContent()).toBe('connected');

    await wallet.getByTestId('disconnect-button').click();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('disconnected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe('—');
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toBe('—');
    await connectButton(page).waitFor();
    await wallet.getByTestId('session').waitFor({ state: 'detached' });

    guard.assertNoViolations();
  });
});
