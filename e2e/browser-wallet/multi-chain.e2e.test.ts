/**
 * Issue 28, a wallet that speaks both families: it announces itself over EIP-6963 (eip155) and registers over
 * the Wallet Standard (solana) with one name and icon, as Phantom-like wallets do. The Connect view lists it
 * once (a MULTI_CHAIN row), and picking it connects the namespace of the active network: on a page that
 * opens on the Solana network, the Solana side connects and the EVM side is never asked for accounts.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testWalletIcon } from '../../devstack/test-wallet/icon.js';
import { openDemo, type Journey } from '../harness.js';
import { SOLANA_TEST_WALLET_NAME, solanaWalletRequests, solanaWalletState } from '../solana/solana-journeys.js';
import { accountButton, connectButton, demoField, walletListButtons, walletOption, walletRequests } from '../wallet-journeys.js';

const RDNS = 'dev.walletport.bothways';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('a wallet announcing itself over EIP-6963 and the Wallet Standard', () => {
  it('is one row in the Connect view, and connects the Solana namespace on a page open on Solana', async () => {
    journey = await openDemo({
      // The EVM side under the Solana test wallet's name and icon: the same wallet, both ways.
      wallets: [{ name: SOLANA_TEST_WALLET_NAME, rdns: RDNS, icon: testWalletIcon(SOLANA_TEST_WALLET_NAME) }],
      solanaWallet: true,
      query: 'solana=first',
    });
    const { page, guard, devstack } = journey;
    const dialog = page.getByRole('dialog');

    await connectButton(page).click();
    await walletOption(dialog, SOLANA_TEST_WALLET_NAME).waitFor();
    expect(await walletOption(dialog, SOLANA_TEST_WALLET_NAME).count()).toBe(1);
    const names = await walletListButtons(dialog).allTextContents();
    expect(names.filter((name) => name.includes(SOLANA_TEST_WALLET_NAME))).toHaveLength(1);
    await page.screenshot({ path: join(tmpdir(), 'walletport-multi-chain-connect.png') });

    await walletOption(dialog, SOLANA_TEST_WALLET_NAME).click();
    await accountButton(page).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const { address, connected } = await solanaWalletState(page);
    expect(connected).toBe(true);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
    await expect.poll(() => demoField(page, 'network').textContent()).toContain(devstack.solana.caip2);
    expect(await solanaWalletRequests(page)).toEqual(['standard:connect']);
    // The EVM side was not asked for accounts: the visitor connected on Solana.
    const evmMethods = (await walletRequests(page, RDNS)).map((request) => request.method);
    expect(evmMethods).not.toContain('eth_requestAccounts');
    await page.screenshot({ path: join(tmpdir(), 'walletport-multi-chain-connected.png') });

    guard.assertNoViolations();
  });
});
