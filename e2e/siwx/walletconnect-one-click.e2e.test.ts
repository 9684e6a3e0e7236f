/**
 * Sign-in journey 6 (issue 15): over WalletConnect, with sign-in required and every configured chain eip155,
 * one approval on the wallet page both connects and signs in (the authenticate request, CACAOs): the wallet
 * page shows a single sign-in request and no separate connection proposal, the modal never shows its sign
 * view, the wallet is never asked for a second signature, and the local cloud holds the session.
 */
import { describe, expect, it } from 'vitest';
import { CHAIN_A, demoField } from '../wallet-journeys.js';
import { openWalletConnectView, scanAndCheck, useWalletConnectJourneys, walletAccount } from '../walletconnect/wc-journeys.js';
import { askMe, cloudSessions, signViewHeading, storedAuthToken } from './siwx-journeys.js';

const journeys = useWalletConnectJourneys();

describe('journey 6: one-click sign-in over WalletConnect', () => {
  it('connects and signs in with one approval on the wallet page; the cloud holds the session', async () => {
    const journey = await journeys.open('siwx=required');
    const { page, wallet, guard } = journey;
    const dialog = await openWalletConnectView(journey);
    const uri = await scanAndCheck(journey, dialog);

    await wallet.getByTestId('pairing-uri').fill(uri);
    await wallet.getByTestId('pair-button').click();
    const request = wallet.getByTestId('sign-in-request');
    await request.waitFor({ timeout: 30_000 });
    await expect.poll(() => request.getByTestId('sign-in-dapp-name').textContent()).toBe('walletport demo');
    await expect.poll(() => request.getByTestId('sign-in-domain').textContent()).toBe(new URL(journey.devstack.demoUrl).host);
    expect(await wallet.getByTestId('session-proposal').count()).toBe(0);
    await request.getByTestId('approve-sign-in').click();

    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const address = await walletAccount(wallet);
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await signViewHeading(dialog).count()).toBe(0);
    // No second signature: the wallet page never got a personal_sign request.
    expect(await wallet.locator('[data-testid="session-request"][data-method="personal_sign"]').count()).toBe(0);

    const [session] = await cloudSessions(address);
    expect(session).toMatchObject({ chainId: CHAIN_A, revoked: false });
    const me = await askMe(page, (await storedAuthToken(page)) ?? '');
    expect(me.status).toBe(200);
    expect((me.body as { address: string }).address.toLowerCase()).toBe(address.toLowerCase());
    guard.assertNoViolations();
  });
});
