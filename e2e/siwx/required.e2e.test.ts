/**
 * Sign-in journeys 1, 2, 4 and 5 (issue 15), with the injected test wallet and the local cloud's sign-in
 * server: required sign-in that lands a server-verified session and survives a reload; cancel (disconnected,
 * or back on the last signed-in network); a refused signature and its retry; a switch to a network without a
 * session (asked again) and to one the page did not configure (not asked).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { walletControl } from '../harness.js';
import { accountButton, CHAIN_A, CHAIN_B, connectButton, demoField, TEST_WALLET_NAME, walletOption } from '../wallet-journeys.js';
import { askMe, cancelButton, cloudSessions, openSiwxDemo, signButton, signRequests, signViewHeading, storedAuthToken, type SiwxJourney } from './siwx-journeys.js';

let journey: SiwxJourney | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** Connect Wallet, pick the test wallet: the sign view follows the connect. */
async function connectToSignView(current: SiwxJourney) {
  const dialog = current.dialog();
  await connectButton(current.page).click();
  await walletOption(dialog, TEST_WALLET_NAME).click();
  await signViewHeading(dialog).waitFor();
  await expect.poll(() => demoField(current.page, 'status').textContent()).toBe('connected');
  return dialog;
}

describe('journey 1: required sign-in with the injected wallet', () => {
  it('asks after the connect, cannot be dismissed while waiting, lands the session on the server, and asks nothing after a reload', async () => {
    journey = await openSiwxDemo('required', { mode: 'required' });
    const { page, guard, address } = journey;
    const dialog = await connectToSignView(journey);
    await expect.poll(() => dialog.getByText('Canceling will disconnect you.').count()).toBe(1);

    // Neither the close button nor Escape dismisses a required sign-in.
    await dialog.getByRole('button', { name: /^Close/ }).click();
    await page.keyboard.press('Escape');
    expect(await signViewHeading(dialog).isVisible()).toBe(true);

    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    const [session] = await cloudSessions(address);
    expect(session).toMatchObject({ chainId: CHAIN_A, domain: new URL(journey.devstack.demoUrl).host, revoked: false });
    const token = await storedAuthToken(page);
    expect(token).toEqual(expect.any(String));
    const me = await askMe(page, token ?? '');
    expect(me.status).toBe(200);
    expect((me.body as { address: string }).address.toLowerCase()).toBe(address.toLowerCase());

    await page.reload();
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    expect(await dialog.isVisible()).toBe(false);
    expect(await signRequests(page)).toBe(0);
    guard.assertNoViolations();
  });
});

describe('journey 2: cancel while sign-in is required', () => {
  it('disconnects when the account never signed in', async () => {
    journey = await openSiwxDemo('cancel, no session', { mode: 'required' });
    const dialog = await connectToSignView(journey);
    await cancelButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(journey!.page, 'status').textContent()).toBe('disconnected');
    await connectButton(journey.page).waitFor();
    expect(await cloudSessions(journey.address)).toEqual([]);
    journey.guard.assertNoViolations();
  });

  it('goes back to the last signed-in network after a switch to one without a session (journey 5: asked again there)', async () => {
    journey = await openSiwxDemo('cancel, back to the signed network', { mode: 'required' });
    const { page, guard } = journey;
    const dialog = await connectToSignView(journey);
    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });

    // The wallet moves to chain B, where this account has no session: asked again.
    await walletControl(page, `wallet.switchChain(${CHAIN_B})`);
    await signViewHeading(dialog).waitFor();
    await expect.poll(() => demoField(page, 'network').textContent()).toContain(`eip155:${CHAIN_B}`);

    await cancelButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'network').textContent()).toContain(`eip155:${CHAIN_A}`);
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toBe(String(CHAIN_A));
    expect(await demoField(page, 'status').textContent()).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    guard.assertNoViolations();
  });
});

describe('journey 4: the wallet refuses to sign', () => {
  it("shows 'Signature declined', and signing again works", async () => {
    journey = await openSiwxDemo('refused signature', { mode: 'required' });
    const { page, guard, address } = journey;
    const dialog = await connectToSignView(journey);
    await walletControl(page, 'wallet.rejectNext()');
    await signButton(dialog).click();
    await dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor();
    expect(await signViewHeading(dialog).isVisible()).toBe(true);
    expect(await cloudSessions(address)).toEqual([]);

    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await cloudSessions(address)).toHaveLength(1);
    guard.assertNoViolations();
  });
});

describe('journey 5: a network the page did not configure', () => {
  it('is never asked about', async () => {
    const foreign = 4242;
    journey = await openSiwxDemo('unsupported network', {
      mode: 'required',
      extraChains: [{ chainId: foreign, name: 'Foreign chain', rpcUrl: 'http://127.0.0.1:1' }],
      knownChainIds: [CHAIN_A, CHAIN_B, foreign],
    });
    const { page, guard } = journey;
    const dialog = await connectToSignView(journey);
    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    const signed = await signRequests(page);

    await walletControl(page, `wallet.switchChain(${foreign})`);
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toBe(String(foreign));
    // The modal may say the network is unsupported; it never asks to sign in there.
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('idle');
    expect(await signViewHeading(dialog).count()).toBe(0);
    expect(await signRequests(page)).toBe(signed);
    expect(await accountButton(page).count()).toBe(1);
    guard.assertNoViolations();
  });
});
