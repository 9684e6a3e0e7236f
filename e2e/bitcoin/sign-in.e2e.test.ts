/**
 * Issue 31: sign in with a Bitcoin wallet (BIP-322). The demo on Bitcoin alone with sign-in required
 * (`?bitcoin=only&siwx=required&nowallet`) and the Bitcoin test wallet holding a key of this journey's own: once
 * connected, the modal asks for a CAIP-122 sign-in message, the wallet signs it with its payment key (sats-connect's
 * signMessage, BIP-322 simple), and the local sign-in server verifies the signature before keeping a session (its
 * token under the bip122 key); a reload keeps it, asking nothing. A refusal in the wallet keeps the sign view
 * with 'Signature declined' and no session. Request guard on.
 */
import { describe, expect, it, afterEach } from 'vitest';
import { bitcoinKeyFor } from '../../devstack/bitcoin/dev-keys.js';
import { BITCOIN_DEVSTACK_CAIP2 } from '../../devstack/bitcoin/regtest.js';
import { bitcoinTestWalletAccount } from '../../devstack/bitcoin-test-wallet/init-script.js';
import { bitcoinWalletControl, openDemo, type Journey } from '../harness.js';
import { connectButton, demoField, walletOption } from '../wallet-journeys.js';
import { askMe, cloudSessions, signButton, signViewHeading } from '../siwx/siwx-journeys.js';

const BITCOIN_TEST_WALLET_NAME = 'Walletport Bitcoin Test Wallet';
const LABEL = 'issue 31 bitcoin sign-in journey';
const address = bitcoinKeyFor(LABEL, 'p2wpkh').address;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

async function bip122Token(journeyPage: Journey['page']): Promise<string | null> {
  return journeyPage.evaluate(() => window.localStorage.getItem('@appkit/siwx-auth-token:bip122'));
}

/** Opens the page, connects the Bitcoin test wallet and waits for the sign view; returns the dialog. */
async function connectAndAskToSign(current: Journey) {
  const { page } = current;
  const dialog = page.getByRole('dialog');
  await connectButton(page).click();
  await walletOption(dialog, BITCOIN_TEST_WALLET_NAME).click();
  await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
  await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
  await signViewHeading(dialog).waitFor();
  return dialog;
}

describe('issue 31: sign in with the Bitcoin test wallet', () => {
  it('signs a BIP-322 sign-in the server verifies and keeps; a reload keeps it', async () => {
    journey = await openDemo({ query: 'bitcoin=only&siwx=required&nowallet', bitcoinWallet: { accounts: [bitcoinTestWalletAccount({ label: LABEL })] } });
    const { page, guard } = journey;
    const dialog = await connectAndAskToSign(journey);
    const before = (await cloudSessions(address)).length;

    await signButton(dialog).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await demoField(page, 'siwx-account').textContent()).toBe(`${address} on ${BITCOIN_DEVSTACK_CAIP2}`);
    expect(await bitcoinWalletControl(page, 'wallet.requests.map((entry) => entry.method)')).toEqual(['getAccounts', 'signMessage']);

    // The sign-in server checked the BIP-322 signature of the payment address: a session on the ledger's chain.
    expect(await cloudSessions(address)).toHaveLength(before + 1);
    const token = await bip122Token(page);
    const me = await askMe(page, token ?? '');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ address, chainNamespace: 'bip122', caip2Network: BITCOIN_DEVSTACK_CAIP2 });

    // A reload: the connection and the sign-in come back; neither the modal nor the wallet asks.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await bitcoinWalletControl(page, 'wallet.requests.length')).toBe(0);
    expect(await bip122Token(page)).toBe(token);
    guard.assertNoViolations();
  });

  it('a refusal in the wallet keeps the sign view with the failure and no session', async () => {
    journey = await openDemo({ query: 'bitcoin=only&siwx=required&nowallet', bitcoinWallet: { accounts: [bitcoinTestWalletAccount({ label: `${LABEL} refusal` })] } });
    const { page, guard } = journey;
    const refusing = bitcoinKeyFor(`${LABEL} refusal`, 'p2wpkh').address;
    const dialog = page.getByRole('dialog');
    await connectButton(page).click();
    await walletOption(dialog, BITCOIN_TEST_WALLET_NAME).click();
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(refusing);
    await signViewHeading(dialog).waitFor();
    const before = (await cloudSessions(refusing)).length;

    await bitcoinWalletControl(page, "wallet.rejectNext({ method: 'signMessage' })");
    await signButton(dialog).click();
    await dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor();
    await signViewHeading(dialog).waitFor();
    expect(await demoField(page, 'siwx-status').textContent()).not.toBe('signed-in');
    expect(await cloudSessions(refusing)).toHaveLength(before);
    expect(await bip122Token(page)).toBeNull();
    guard.assertNoViolations();
  });
});
