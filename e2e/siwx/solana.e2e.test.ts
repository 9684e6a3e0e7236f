/**
 * Issue 28, sign in with the wallet on Solana: a Solana-only page with required sign-in (`?solana=only&siwx=
 * required`) and the Solana test wallet (Wallet Standard). Connect from the modal, the sign view asks, the
 * wallet signs a Sign-In-With-Solana message (solana:signMessage), the local sign-in server verifies its
 * ed25519 signature and keeps a session on the Solana chain; a reload keeps it, asking nothing.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { connectButton, demoField, networkButton, TEST_WALLET_NAME, walletOption } from '../wallet-journeys.js';
import { SOLANA_TEST_WALLET_NAME, solanaWalletRequests, solanaWalletState } from '../solana/solana-journeys.js';
import { askMe, cloudSessions, openSiwxDemo, signButton, signRequests, signViewHeading, storedAuthToken } from './siwx-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('issue 28: sign in with the wallet on Solana', () => {
  it('asks after the connect, the wallet signs a SIWS message, the server keeps the session, and a reload keeps it', async () => {
    journey = await openDemo({ query: 'solana=only&siwx=required' });
    const { page, guard, devstack } = journey;
    const dialog = page.getByRole('dialog');
    await connectButton(page).click();
    await walletOption(dialog, SOLANA_TEST_WALLET_NAME).click();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await signViewHeading(dialog).waitFor();
    const { address } = await solanaWalletState(page);
    // Sessions of this dev account left by an earlier run of the same devstack would not be this page's.
    const before = (await cloudSessions(address)).length;
    await page.screenshot({ path: join(tmpdir(), 'walletport-siwx-solana-sign-view.png') });

    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await demoField(page, 'siwx-account').textContent()).toBe(`${address} on ${devstack.solana.caip2}`);
    expect(await solanaWalletRequests(page)).toEqual(['standard:connect', 'solana:signMessage']);

    // The sign-in server verified the ed25519 signature: a session of the base58 account on the Solana chain.
    const sessions = await cloudSessions(address);
    expect(sessions).toHaveLength(before + 1);
    expect(sessions.at(-1)).toMatchObject({ address, chainId: devstack.solana.caip2.slice('solana:'.length), revoked: false });
    const token = await storedAuthToken(page, 'solana');
    expect(await storedAuthToken(page)).toBeNull();
    const me = await askMe(page, token ?? '');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ address, chainNamespace: 'solana', caip2Network: devstack.solana.caip2 });

    // A reload: the wallet reconnects silently and the server still vouches for the session; nothing is asked.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await dialog.count()).toBe(0);
    expect(await solanaWalletRequests(page)).toEqual([]);
    expect(await storedAuthToken(page, 'solana')).toBe(token);
    guard.assertNoViolations();
  });

  it('with sessions kept in the browser (createLocalSiwx), the page checks the ed25519 signature itself, again after a reload', async () => {
    journey = await openDemo({ query: 'solana=only&siwx=required&siwxStore=local' });
    const { page, guard, devstack } = journey;
    const dialog = page.getByRole('dialog');
    await connectButton(page).click();
    await walletOption(dialog, SOLANA_TEST_WALLET_NAME).click();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await signViewHeading(dialog).waitFor();
    const { address } = await solanaWalletState(page);
    const serverSessions = (await cloudSessions(address)).length;

    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await demoField(page, 'siwx-account').textContent()).toBe(`${address} on ${devstack.solana.caip2}`);
    // Nothing went to the sign-in server: the session lives in this browser.
    expect(await cloudSessions(address)).toHaveLength(serverSessions);

    // After a reload the stored session is verified again (a new page trusts nothing it reads from storage).
    await page.reload();
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await dialog.count()).toBe(0);
    expect(await solanaWalletRequests(page)).toEqual([]);

    // A session edited in storage (another expiry than the one signed) no longer holds: asked again.
    await page.evaluate(() => {
      const key = '@appkit/siwx-sessions';
      const sessions = JSON.parse(window.localStorage.getItem(key) ?? '[]') as { data: { expirationTime?: string } }[];
      for (const session of sessions) session.data.expirationTime = new Date(Date.now() + 365 * 86_400_000).toISOString();
      window.localStorage.setItem(key, JSON.stringify(sessions));
    });
    await page.reload();
    await signViewHeading(dialog).waitFor();
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('prompting');
    guard.assertNoViolations();
  });

  it('a session per namespace: signed in with the EVM wallet, then with the Solana one, and back on EVM nothing is asked', async () => {
    const evm = await openSiwxDemo('two namespaces', { mode: 'required', query: 'solana', solanaWallet: true });
    journey = evm;
    const { page, guard, devstack, address: evmAddress } = evm;
    const dialog = page.getByRole('dialog');

    // The EVM wallet on Devnet A signs in (EIP-4361).
    await connectButton(page).click();
    await walletOption(dialog, TEST_WALLET_NAME).click();
    await signViewHeading(dialog).waitFor();
    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');

    // The Solana network: SwitchActiveChain, the Solana wallet connects, and Solana asks its own sign-in.
    await networkButton(page).click();
    await dialog.getByRole('button', { name: new RegExp(devstack.solana.name) }).click();
    await dialog.getByRole('button', { name: 'Connect a Solana wallet' }).click();
    await walletOption(dialog, SOLANA_TEST_WALLET_NAME).click();
    await signViewHeading(dialog).waitFor();
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('prompting');
    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    const { address: solanaAddress } = await solanaWalletState(page);
    expect(await demoField(page, 'siwx-account').textContent()).toBe(`${solanaAddress} on ${devstack.solana.caip2}`);

    // Back on Devnet A: the EVM session still holds; neither wallet is asked again.
    await networkButton(page).click();
    await dialog.getByRole('button', { name: /Walletport Devnet A/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'siwx-account').textContent()).toContain(evmAddress);
    expect(await demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await signRequests(page)).toBe(1);
    expect((await solanaWalletRequests(page)).filter((feature) => feature === 'solana:signMessage')).toHaveLength(1);
    // The server holds both sessions, each live under its own token.
    expect((await cloudSessions(evmAddress)).map((session) => session.revoked)).toEqual([false]);
    expect((await askMe(page, (await storedAuthToken(page)) ?? '')).status).toBe(200);
    expect((await askMe(page, (await storedAuthToken(page, 'solana')) ?? '')).status).toBe(200);
    guard.assertNoViolations();
  });
});
