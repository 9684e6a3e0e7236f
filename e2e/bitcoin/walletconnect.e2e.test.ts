/**
 * Issue 31: a Bitcoin wallet over WalletConnect. The demo on Bitcoin alone (`?bitcoin=only&nowallet`) and the
 * devstack's wallet page as the phone: the modal's QR code is scanned, the wallet page approves a session whose
 * bip122 namespace holds its regtest payment address, and the page connects that address on the ledger's network
 * (WalletConnect's bip122 connector), the account button showing the BTC the ledger holds for it. A reload
 * restores the session without asking the wallet. Request guard on.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BITCOIN_DEVSTACK_CAIP2 } from '../../devstack/bitcoin/regtest.js';
import { accountButtonBalance, accountButtonLabel, demoField, truncated } from '../wallet-journeys.js';
import { openWalletConnectView, pairWallet, proposals, scanAndCheck, useWalletConnectJourneys } from '../walletconnect/wc-journeys.js';

const journeys = useWalletConnectJourneys();

/** An address's satoshis on the ledger, the mempool included (as the cloud's balance reads it), asked from Node. */
async function ledgerSats(page: Page, address: string): Promise<bigint> {
  const url = await page.evaluate(() => (window as unknown as { __WALLETPORT_DEVSTACK__: { bitcoin: { url: string } } }).__WALLETPORT_DEVSTACK__.bitcoin.url);
  const response = await fetch(`${url}/address/${address}`);
  if (!response.ok) throw new Error(`The ledger answered ${response.status} for ${address}`);
  type Stats = { funded_txo_sum: number; spent_txo_sum: number };
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as { chain_stats: Stats; mempool_stats: Stats };
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum);
}

/** Whether `text` shows the address's BTC as the ledger holds it when read, floored to 3 decimals. */
async function showsLedgerBtc(page: Page, text: string | null, address: string): Promise<boolean> {
  const match = /(?<![\w.])([\d,]+)(?:\.(\d{1,3}))?\s*BTC/.exec(text ?? '');
  if (!match) return false;
  const shown = BigInt(match[1]!.replaceAll(',', '')) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
  return shown === (await ledgerSats(page, address)) / 100_000n;
}

describe('issue 31: a Bitcoin wallet over WalletConnect', () => {
  it("connects the wallet page's payment address on the ledger's network, shows its BTC, and a reload restores it", async () => {
    const journey = await journeys.open('bitcoin=only');
    const { page, wallet, guard } = journey;
    const dialog = await openWalletConnectView(journey);
    const uri = await scanAndCheck(journey, dialog);
    const proposal = await pairWallet(wallet, uri);
    await expect.poll(() => proposal.getByTestId('proposal-chains').textContent()).toContain(BITCOIN_DEVSTACK_CAIP2);
    expect(await proposal.getByTestId('proposal-methods').textContent()).toContain('signPsbt');
    await proposal.getByTestId('approve-proposal').click();
    const address = (await wallet.getByTestId('wallet-bitcoin-account').textContent())?.trim() ?? '';
    expect(address).toMatch(/^bcrt1/);

    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
    await expect.poll(() => demoField(page, 'network').textContent()).toContain(BITCOIN_DEVSTACK_CAIP2);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(address));
    await expect.poll(async () => showsLedgerBtc(page, await accountButtonBalance(page).textContent(), address)).toBe(true);

    // A reload: the WalletConnect session comes back; the wallet is asked nothing more.
    const proposalsBefore = await proposals(wallet).count();
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await proposals(wallet).count()).toBe(proposalsBefore);
    guard.assertNoViolations();
  });
});
