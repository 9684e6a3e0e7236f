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
 *
 * Third: the same with sessions kept in the browser (`&siwxStore=local`, createLocalSiwx), which checks the
 * sr25519 signature itself, after a reload too, and no longer trusts a session edited in storage.
 *
 * Then the same on the Cosmos Hub (`?cosmos=only&siwx=required`): the wallet page's cosmos1 key signs the
 * ADR-036 document of the sign-in message (cosmos_signAmino) and the server verifies it.
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
/** The Cosmos Hub (demo/signature-networks.ts): its chain id. */
const COSMOS_HUB = 'cosmos:cosmoshub-4';

type SignatureNamespace = 'polkadot' | 'cosmos';

/** Per namespace: the chain, the wallet page's account field, the method that signs, how the message header names the chain. */
const NAMESPACES = {
  polkadot: { chain: POLKADOT, accountTestId: 'wallet-polkadot-account', method: 'polkadot_signMessage', blockchain: 'Polkadot' },
  cosmos: { chain: COSMOS_HUB, accountTestId: 'wallet-cosmos-account', method: 'cosmos_signAmino', blockchain: 'Cosmos' },
} as const;

const journeys = useWalletConnectJourneys();

/** The wallet page's account of a namespace (a Polkadot one as SS58 text on the network it is set to). */
async function walletPageAccount(wallet: Page, namespace: SignatureNamespace): Promise<string> {
  const account = (await wallet.getByTestId(NAMESPACES[namespace].accountTestId).textContent())?.trim();
  if (!account) throw new Error(`The wallet page shows no ${namespace} account`);
  return account;
}

/** The page's session token of a namespace (`@appkit/siwx-auth-token:<namespace>`), if any. */
async function sessionToken(page: Page, namespace: SignatureNamespace): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), `@appkit/siwx-auth-token:${namespace}`);
}

/** A namespace's connection as the client holds it. */
async function namespaceConnection(page: Page, namespace: SignatureNamespace): Promise<{ status: string; address: string | undefined } | undefined> {
  return page.evaluate((name) => {
    const entry = (window as unknown as DemoWindow).walletportCore.connection.snapshot.namespaces[name];
    return entry ? { status: entry.status, address: entry.address } : undefined;
  }, namespace);
}

/**
 * The modal's WalletConnect entry, the QR code scanned and checked, the wallet page approving a proposal that
 * asks for the namespace's chain; the modal then shows the sign view. Returns the wallet's account and the dialog.
 */
async function connectOverWalletConnect(journey: WalletConnectJourney, namespace: SignatureNamespace): Promise<{ address: string; dialog: Locator }> {
  const { page, wallet } = journey;
  const dialog = await openWalletConnectView(journey);
  const uri = await scanAndCheck(journey, dialog);
  const proposal = await pairWallet(wallet, uri);
  await expect.poll(() => proposal.getByTestId('proposal-chains').textContent()).toContain(NAMESPACES[namespace].chain);
  await proposal.getByTestId('approve-proposal').click();
  const address = await walletPageAccount(wallet, namespace);
  await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
  await expect.poll(() => namespaceConnection(page, namespace)).toEqual({ status: 'connected', address });
  await signViewHeading(dialog).waitFor();
  return { address, dialog };
}

/** Presses Sign in the modal and approves the signing card that arrives in the wallet page; returns the card. */
async function signOnWalletPage(journey: WalletConnectJourney, dialog: Locator, namespace: SignatureNamespace): Promise<Locator> {
  const { method, blockchain } = NAMESPACES[namespace];
  await signButton(dialog).click();
  const request = await pendingRequest(journey.wallet, method);
  // The wallet shows the CAIP-122 text it signs: the page's domain asking an account of that chain to sign in.
  await expect.poll(() => request.getByTestId('request-message').textContent()).toContain(`wants you to sign in with your ${blockchain} account:`);
  await request.getByTestId('approve-request').click();
  return request;
}

describe('issue 31 journey 4: sign in with a Polkadot wallet over WalletConnect', () => {
  it('the wallet page signs an sr25519 sign-in, the server verifies it and keeps the session; a reload keeps it', async () => {
    const journey = await journeys.open('polkadot=only&siwx=required');
    const { page, wallet, guard } = journey;
    const { address, dialog } = await connectOverWalletConnect(journey, 'polkadot');
    expect(decodeSs58(address).prefix).toBe(0);
    const before = (await cloudSessions(address)).length;
    await page.screenshot({ path: join(tmpdir(), 'walletport-siwx-polkadot-sign-view.png') });

    const request = await signOnWalletPage(journey, dialog, 'polkadot');
    expect(await request.getByTestId('request-message').textContent()).toContain(address);
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await demoField(page, 'siwx-account').textContent()).toBe(`${address} on ${POLKADOT}`);

    // The sign-in server checked the signature over the account's sr25519 key: a session on Polkadot.
    const sessions = await cloudSessions(address);
    expect(sessions).toHaveLength(before + 1);
    expect(sessions.at(-1)).toMatchObject({ address, chainId: POLKADOT.slice('polkadot:'.length), revoked: false });
    const token = await sessionToken(page, 'polkadot');
    const me = await askMe(page, token ?? '');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ address, chainNamespace: 'polkadot', caip2Network: POLKADOT });

    // A reload: the WalletConnect session and the sign-in come back; neither the modal nor the wallet asks.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await sessionToken(page, 'polkadot')).toBe(token);
    expect(await wallet.locator('[data-testid="session-request"][data-method="polkadot_signMessage"]').count()).toBe(1);
    guard.assertNoViolations();
  });

  it('a Kusama address offered on Polkadot: the server refuses the sign-in and no session is kept', async () => {
    const journey = await journeys.open('polkadot=only&siwx=required');
    const { page, wallet, guard } = journey;
    // The wallet page's Kusama account: the same kind of key, SS58 prefix 2.
    await wallet.getByTestId('polkadot-network').selectOption('kusama');
    const kusamaAddress = await walletPageAccount(wallet, 'polkadot');
    expect(decodeSs58(kusamaAddress).prefix).toBe(2);

    const { address, dialog } = await connectOverWalletConnect(journey, 'polkadot');
    expect(address).toBe(kusamaAddress);
    const sessionsBefore = (await cloudSessions(kusamaAddress)).length;
    const refused = page.waitForResponse((response) => response.url().includes('/auth/v1/authenticate') && response.request().method() === 'POST');
    await signOnWalletPage(journey, dialog, 'polkadot');

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
    expect(await sessionToken(page, 'polkadot')).toBeNull();
    guard.assertNoViolations();
  });

  it('with sessions kept in the browser (createLocalSiwx), the page checks the sr25519 signature itself, again after a reload', async () => {
    const journey = await journeys.open('polkadot=only&siwx=required&siwxStore=local');
    const { page, guard } = journey;
    const { address, dialog } = await connectOverWalletConnect(journey, 'polkadot');
    const serverSessions = (await cloudSessions(address)).length;

    await signOnWalletPage(journey, dialog, 'polkadot');
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await demoField(page, 'siwx-account').textContent()).toBe(`${address} on ${POLKADOT}`);
    // Nothing went to the sign-in server: the session lives in this browser.
    expect(await cloudSessions(address)).toHaveLength(serverSessions);

    // A reload verifies the stored session again (sr25519 and the address's network), asking nothing.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A session edited in storage (another expiry than the one signed) no longer holds: the sign view asks again.
    await page.evaluate(() => {
      const key = '@appkit/siwx-sessions';
      const sessions = JSON.parse(window.localStorage.getItem(key) ?? '[]') as { data: { expirationTime?: string } }[];
      for (const session of sessions) session.data.expirationTime = new Date(Date.now() + 365 * 86_400_000).toISOString();
      window.localStorage.setItem(key, JSON.stringify(sessions));
    });
    await page.reload();
    await signViewHeading(page.getByRole('dialog')).waitFor({ timeout: 30_000 });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('prompting');
    guard.assertNoViolations();
  });
});

describe('the same over WalletConnect on the Cosmos Hub', () => {
  it('the wallet page signs an ADR-036 sign-in (cosmos_signAmino), the server verifies it and keeps the session', async () => {
    const journey = await journeys.open('cosmos=only&siwx=required');
    const { page, guard } = journey;
    const { address, dialog } = await connectOverWalletConnect(journey, 'cosmos');
    expect(address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/);
    const before = (await cloudSessions(address)).length;

    await signOnWalletPage(journey, dialog, 'cosmos');
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await demoField(page, 'siwx-account').textContent()).toBe(`${address} on ${COSMOS_HUB}`);
    const sessions = await cloudSessions(address);
    expect(sessions).toHaveLength(before + 1);
    expect(sessions.at(-1)).toMatchObject({ address, chainId: 'cosmoshub-4', revoked: false });
    const me = await askMe(page, (await sessionToken(page, 'cosmos')) ?? '');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ address, chainNamespace: 'cosmos', caip2Network: COSMOS_HUB });
    guard.assertNoViolations();
  });
});
