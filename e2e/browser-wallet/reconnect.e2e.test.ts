/**
 * Journey 4 (issue 5): after a reload a connected wallet is restored without a prompt (no
 * eth_requestAccounts); after an explicit Disconnect and a reload it stays disconnected, and the browser
 * storage holds none of the connection keys.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButton,
  accountButtonBalance,
  accountButtonLabel,
  CHAIN_A,
  hasConnector,
  connectButton,
  connectWallet,
  demoField,
  expectChainBalanceShown,
  openAccountView,
  TEST_WALLET_RDNS,
  truncated,
  walletRequests,
  walletState,
} from '../wallet-journeys.js';

/** The connection keys (SPEC.md, browser storage; '@appkit/' prefix) that must not survive a disconnect. */
const CONNECTION_KEYS = {
  connectedConnectorId: '@appkit/eip155:connected_connector_id',
  connectionStatus: '@appkit/connection_status',
  connections: '@appkit/connections',
  connectedNamespaces: '@appkit/connected_namespaces',
  walletId: '@appkit/wallet_id',
  walletName: '@appkit/wallet_name',
} as const;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('journey 4: reload while connected, then disconnect and reload', () => {
  it('restores the connection without a prompt, and stays disconnected after Disconnect', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const dialog = page.getByRole('dialog');
    // From the next load on: every value the demo's status field takes, from the first render.
    await page.context().addInitScript(`
      window.__statusLog = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="status"]')?.textContent;
        if (text !== undefined && text !== null && window.__statusLog.at(-1) !== text) window.__statusLog.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    `);
    const statusLog = () => page.evaluate(() => (window as unknown as { __statusLog: string[] }).__statusLog);

    await connectWallet(page);
    const { address } = await walletState(page);
    const connectorId = await page.evaluate((key) => localStorage.getItem(key), CONNECTION_KEYS.connectedConnectorId);
    expect(connectorId).toBe(TEST_WALLET_RDNS);

    // Reload: connected again, no prompt and no modal.
    await page.reload();
    await accountButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(address));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, address);
    const afterReload = (await walletRequests(page)).map((request) => request.method);
    expect(afterReload).not.toContain('eth_requestAccounts');
    expect(afterReload).toContain('eth_accounts');
    expect(await dialog.count()).toBe(0);
    // A stored session starts 'connecting', never 'disconnected', then 'connected' once the account synced.
    expect(await statusLog()).not.toContain('disconnected');
    expect((await statusLog()).at(-1)).toBe('connected');

    // Disconnect from the Account view: the modal closes and the page is disconnected.
    const accountView = await openAccountView(page);
    await accountView.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await connectButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');

    // Reload: still disconnected once the wallet has announced itself (and for a moment after), no prompt.
    await page.reload();
    await connectButton(page).waitFor();
    await expect.poll(() => hasConnector(page, TEST_WALLET_RDNS)).toBe(true);
    // A timing assertion: nothing reconnects a moment later either (the status log keeps every value shown).
    await page.waitForTimeout(1_000);
    expect(await statusLog()).toEqual(['disconnected']);
    expect(await accountButton(page).count()).toBe(0);
    expect((await walletRequests(page)).map((request) => request.method)).not.toContain('eth_requestAccounts');

    const stored: Record<string, string | null> = await page.evaluate(
      (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
      Object.values(CONNECTION_KEYS),
    );
    expect(stored[CONNECTION_KEYS.connectedConnectorId]).toBeNull();
    expect(stored[CONNECTION_KEYS.connectionStatus]).not.toBe('connected');
    expect(stored[CONNECTION_KEYS.walletId]).toBeNull();
    expect(stored[CONNECTION_KEYS.walletName]).toBeNull();
    const namespaces = stored[CONNECTION_KEYS.connectedNamespaces] ?? null;
    expect(namespaces === null ? [] : namespaces.split(',')).not.toContain('eip155');
    const connections = stored[CONNECTION_KEYS.connections] ?? null;
    const eip155Connections = connections === null ? [] : ((JSON.parse(connections) as Record<string, unknown[]>).eip155 ?? []);
    expect(eip155Connections).toEqual([]);

    guard.assertNoViolations();
  });
});
