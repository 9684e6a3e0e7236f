/**
 * Journey 7 (issue 5): the blockchain API's balance endpoint answers 500 (a fault switched on through the local
 * cloud's admin API, cleared after). 'Token Balance Unavailable' is shown once, the native balance still comes
 * from the chain, and during the 30 s lockout nothing the user does (Try again, reopening the modal, another
 * network) makes the page ask the balance endpoint again. Issue 18, defect 1: with /v1/supported-chains failing
 * (503), the balance endpoint is still asked and the funded account's Tokens tab lists its tokens.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_BALANCE_RETRY_LOCKOUT_MS } from '../../domain/entities/constants.js';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButtonBalance,
  CHAIN_A,
  closeModal,
  cloudAdmin,
  connectWallet,
  type DemoWindow,
  waitForCore,
  demoField,
  expectChainBalanceShown,
  networkButton,
  openAccountView,
  walletState,
} from '../wallet-journeys.js';

const BALANCE_ROUTE = '/v1/account/:address/balance';
const SUPPORTED_CHAINS_ROUTE = '/v1/supported-chains';
const MESSAGE = 'Token Balance Unavailable';
/** How long the page is watched for retries during the lockout (a timing assertion: it waits on purpose). */
const WATCH_MS = 3_000;

type Fault = { route: string; method?: string; status?: number };

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
  await cloudAdmin(`faults?route=${encodeURIComponent(BALANCE_ROUTE)}`, { method: 'DELETE' });
  await cloudAdmin(`faults?route=${encodeURIComponent(SUPPORTED_CHAINS_ROUTE)}`, { method: 'DELETE' });
});

describe('journey 7: the balance endpoint fails', () => {
  it("shows 'Token Balance Unavailable' once and makes no retry storm", async () => {
    const { faults } = await cloudAdmin<{ faults: Fault[] }>('faults', { method: 'PUT', body: { route: BALANCE_ROUTE, method: 'GET', status: 500 } });
    expect(faults).toContainEqual(expect.objectContaining({ route: BALANCE_ROUTE, status: 500 }));

    journey = await openDemo();
    const { page, guard, devstack } = journey;
    const balanceRequests: { at: number; chainId: string | null }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === devstack.cloudUrl && /^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
        balanceRequests.push({ at: Date.now(), chainId: url.searchParams.get('chainId') });
      }
    });
    // Every toast the client opens, in order, and whether it was on screen while open. The toast closes by
    // itself after 2.2 s, so it is watched from inside the page rather than looked for afterwards.
    await waitForCore(page);
    await page.evaluate(() => {
      const page = window as unknown as DemoWindow & { __toasts: { toast: string; shown: boolean }[] };
      const { toasts } = page.walletportCore;
      const onScreen = (message: string, root: Document | ShadowRoot = document): boolean =>
        [...root.querySelectorAll('.wp-toast-message')].some((element) => element.textContent === message) ||
        [...root.querySelectorAll('*')].some((element) => element.shadowRoot !== null && onScreen(message, element.shadowRoot));
      page.__toasts = [];
      let wasOpen = false;
      let lastMessage = '';
      toasts.state$.subscribe(({ open, message, variant }) => {
        if (open && (!wasOpen || message !== lastMessage)) {
          const entry = { toast: `${variant}: ${message}`, shown: false };
          page.__toasts.push(entry);
          const look = () => {
            if (onScreen(message)) entry.shown = true;
            else if (toasts.snapshot.open && toasts.snapshot.message === message) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }
        wasOpen = open;
        lastMessage = message;
      });
    });
    const toasts = () => page.evaluate(() => (window as unknown as { __toasts: { toast: string; shown: boolean }[] }).__toasts);

    await connectWallet(page);
    const { address } = await walletState(page);
    await expect.poll(toasts).toEqual([{ toast: `error: ${MESSAGE}`, shown: true }]);
    // The native balance still shows, read from the chain.
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, address);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);
    expect(balanceRequests.length).toBeGreaterThanOrEqual(1);
    const settled = balanceRequests.length;

    // The lockout: the Tokens tab's Try again, reopening the Account view, another network. No new request.
    const dialog = await openAccountView(page);
    const tokens = dialog.getByRole('tabpanel', { name: 'Tokens' });
    await tokens.getByText(MESSAGE).waitFor();
    const tryAgain = tokens.getByRole('button', { name: 'Try again' });
    for (let click = 0; click < 3; click += 1) await tryAgain.click();
    await closeModal(page);
    await openAccountView(page);
    await tokens.getByText(MESSAGE).waitFor();
    await closeModal(page);
    await networkButton(page).click();
    await dialog.getByRole('button', { name: /Walletport Devnet B/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'network').textContent()).toContain('Walletport Devnet B');
    await openAccountView(page);
    await tokens.getByText(MESSAGE).waitFor();
    await tryAgain.click();
    await page.waitForTimeout(WATCH_MS);

    // Counted within the lockout only (30 s from the failed request), however slow the machine.
    const lockoutEnds = balanceRequests[0]!.at + TOKEN_BALANCE_RETRY_LOCKOUT_MS;
    expect(balanceRequests.slice(settled).filter(({ at }) => at < lockoutEnds)).toEqual([]);
    expect(balanceRequests.filter(({ at }) => at < lockoutEnds).length).toBeLessThanOrEqual(2);
    // The toast was shown once, and no other since.
    expect(await toasts()).toEqual([{ toast: `error: ${MESSAGE}`, shown: true }]);

    guard.assertNoViolations();
  });
});

describe('issue 18, defect 1: the supported chains fail', () => {
  it("still asks the balance endpoint: the funded account's Tokens tab lists its tokens, not 'No tokens yet'", async () => {
    await cloudAdmin('faults', { method: 'PUT', body: { route: SUPPORTED_CHAINS_ROUTE, method: 'GET', status: 503 } });
    journey = await openDemo();
    const { page, guard, devstack } = journey;
    let balanceRequests = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === devstack.cloudUrl && /^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) balanceRequests += 1;
    });
    await connectWallet(page);
    const dialog = await openAccountView(page);
    const tokens = dialog.getByRole('tabpanel', { name: 'Tokens' });
    await tokens.getByRole('listitem').first().waitFor();
    expect(balanceRequests).toBeGreaterThanOrEqual(1);
    expect(await tokens.getByText('No tokens yet').count()).toBe(0);
    guard.assertNoViolations();
  });
});
