/**
 * Issue 31, journey 4: sign in with a Polkadot wallet over WalletConnect. The demo on Polkadot alone with
 * sign-in required (`?polkadot=only&siwx=required`, no injected wallet) and the devstack's wallet page as the
 * phone: the modal's QR code is scanned, the wallet page approves a session holding its Polkadot account (an
 * sr25519 key, SS58 prefix 0), the modal asks for a CAIP-122 sign-in message, the wallet page signs it
 * (polkadot_signMessage) and the local sign-in server verifies the sr25519 signature and the address's network
 * before keeping a session; a reload keeps it, asking nothing.
 *
 * Second case: the wallet page holds the same kind of key as a Kusama address (prefix 2) and offers it on
 * Polkadot. The product connects it (an SS58 address of the key), but the sign-in server refuses its signed
 * message (a Kusama address is not a Polkadot one: 401 naming the network), no session is kept, and the sign
 * view says the sign-in failed instead of reporting success.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeSs58 } from '../../domain/entities/address/ss58.js';
import { demoField, type DemoWindow } from '../wallet-journeys.js';
import { askMe, cloudSessions, signButton, signViewHeading } from './siwx-journeys.js';
import { openWalletConnectView, pairWallet, pendingRequest, scanAndCheck, useWalletConnectJourneys, type WalletConnectJourney } from '../walletconnect/wc-journeys.js';

/** Polkadot's relay chain (demo/signature-networks.ts): the genesis hash's first 32 hex characters. */
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';

const journeys = useWalletConnectJourneys();

/** The Polkadot account the wallet page shows (its SS58 text on the network it is set to). */
async function walletPolkadotAccount(wallet: Page): Promise<string> {
  const account = (await wallet.getByTestId('wallet-polkadot-account').textContent())?.trim();
  if (!account) throw new Error('The wallet page shows no Polkadot account');
  return account;
}

/** The page's polkadot session token (`@appkit/siwx-auth-token:polkadot`), if any. */
async function polkadotToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('@appkit/siwx-auth-token:polkadot'));
}

/** The polkadot namespace's connection as the client holds it. */
async function polkadotConnection(page: Page): Promise<{ status: string; address: string | undefined } | undefined> {
  return page.evaluate(() => {
    const entry = (window as unknown as DemoWindow).walletportCore.connection.snapshot.namespaces.polkadot;
    return entry ? { status: entry.status, address: entry.address } : undefined;
  });
}

/**
 * The modal's WalletConnect entry, the QR code scanned and checked, the wallet page approving a proposal that
 * asks for Polkadot; the modal then shows the sign view. Returns the wallet's Polkadot account and the dialog.
 */
async function connectPolkadot(journey: WalletConnectJourney): Promise<{ address: string; dialog: Locator }> {
  const { page, wallet } = journey;
  const dialog = await openWalletConnectView(journey);
  const uri = await scanAndCheck(journey, dialog);
  const proposal = await pairWallet(wallet, uri);
  await expect.poll(() => proposal.getByTestId('proposal-chains').textContent()).toContain(POLKADOT);
  await proposal.getByTestId('approve-proposal').click();
  const address = await walletPolkadotAccount(wallet);
  await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
  await expect.poll(() => polkadotConnection(page)).toEqual({ status: 'connected', address });
  await signViewHeading(dialog).waitFor();
  return { address, dialog };
}

/** Presses Sign in the modal and approves the polkadot_signMessage card that arrives in the wallet page; returns the card. */
async function signOnWalletPage(journey: WalletConnectJourney, dialog: Locator): Promise<Locator> {
  await signButton(dialog).click();
  const request = await pendingRequest(journey.wallet, 'polkadot_signMessage');
  // The wallet shows the CAIP-122 text it signs: the page's domain asking a Polkadot account to sign in.
  await expect.poll(() => request.getByTestId('request-message').textContent()).toContain('wants you to sign in with your Polkadot account:');
  await request.getByTestId('approve-request').click();
  return request;
}

describe('issue 31 journey 4: sign in with a Polkadot wallet over WalletConnect', () => {
  it('the wallet page signs an sr25519 sign-in, the server verifies it and keeps the session; a reload keeps it', async () => {
    const journey = await journeys.open('polkadot=only&siwx=required');
    const { page, wallet, guard } = journey;
    const { address, dialog } = await connectPolkadot(journey);
    expect(decodeSs58(address).prefix).toBe(0);
    const before = (await cloudSessions(address)).length;
    await page.screenshot({ path: join(tmpdir(), 'walletport-siwx-polkadot-sign-view.png') });

    const request = await signOnWalletPage(journey, dialog);
    expect(await request.getByTestId('request-message').textContent()).toContain(address);
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await demoField(page, 'siwx-account').textContent()).toBe(`${address} on ${POLKADOT}`);

    // The sign-in server checked the signature over the account's sr25519 key: a session on Polkadot.
    const sessions = await cloudSessions(address);
    expect(sessions).toHaveLength(before + 1);
    expect(sessions.at(-1)).toMatchObject({ address, chainId: POLKADOT.slice('polkadot:'.length), revoked: false });
    const token = await polkadotToken(page);
    const me = await askMe(page, token ?? '');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ address, chainNamespace: 'polkadot', caip2Network: POLKADOT });

    // A reload: the WalletConnect session and the sign-in come back; neither the modal nor the wallet asks.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await polkadotToken(page)).toBe(token);
    expect(await wallet.locator('[data-testid="session-request"][data-method="polkadot_signMessage"]').count()).toBe(1);
    guard.assertNoViolations();
  });

  it('a Kusama address offered on Polkadot: the server refuses the sign-in and no session is kept', async () => {
    const journey = await journeys.open('polkadot=only&siwx=required');
    const { page, wallet, guard } = journey;
    // The wallet page's Kusama account: the same kind of key, SS58 prefix 2.
    await wallet.getByTestId('polkadot-network').selectOption('kusama');
    const kusamaAddress = await walletPolkadotAccount(wallet);
    expect(decodeSs58(kusamaAddress).prefix).toBe(2);

    const { address, dialog } = await connectPolkadot(journey);
    expect(address).toBe(kusamaAddress);
    const sessionsBefore = (await cloudSessions(kusamaAddress)).length;
    const refused = page.waitForResponse((response) => response.url().includes('/auth/v1/authenticate') && response.request().method() === 'POST');
    await signOnWalletPage(journey, dialog);

    // The server's answer: 401, naming the address's network.
    const response = await refused;
    expect(response.status()).toBe(401);
    expect(JSON.stringify(await response.json())).toMatch(/Kusama address/);
    // Nothing is kept, and the modal does not report success: it stays on the sign view with the sign-in
    // failure of SPEC.md section 8, and Sign can be pressed again.
    await signViewHeading(dialog).waitFor();
    await dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor();
    expect(await demoField(page, 'siwx-status').textContent()).not.toBe('signed-in');
    await expect.poll(() => signButton(dialog).isEnabled()).toBe(true);
    await page.screenshot({ path: join(tmpdir(), 'walletport-siwx-polkadot-kusama-refused.png') });
    expect(await cloudSessions(kusamaAddress)).toHaveLength(sessionsBefore);
    expect(await polkadotToken(page)).toBeNull();
    guard.assertNoViolations();
  });
});
