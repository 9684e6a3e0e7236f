/**
 * The demo in Arabic, right to left (issue 32), against the devstack with the request guard on: `?locale=ar`
 * (the demo passes it as the `locale` option). The connect button and the Connect view speak Arabic; the
 * test wallet connects; the Account view is a `dir="rtl"` `lang="ar"` dialog whose header is mirrored (close
 * on the left, back on the right with its chevron turned) while the address stays left to right, in order;
 * the Send form has Arabic labels and says "insufficient balance" in Arabic; the activity's month heading is
 * Arabic with Latin digits.
 *
 * The history comes from the journey's own key (a transfer to another key of its own, made before the page
 * opens), so the file moves no shared funds and runs in e2e-parallel. The expected words are read from the
 * Arabic catalogue, and each is checked to be Arabic and not the English one, so a page left in English fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import arabic from '../../locales/ar.js';
import { enButtons } from '../../locales/en/buttons.js';
import { enModal } from '../../locales/en/modal.js';
import { openDemo, type Journey } from '../harness.js';
import { waitForReceipt } from '../send/send-journeys.js';
import { accountButton, CHAIN_A, chainRpcUrl, demoField, journeyAccount, rpc, TEST_WALLET_NAME, truncated } from '../wallet-journeys.js';

type Key = keyof typeof arabic & keyof (typeof enButtons & typeof enModal);
const english: Record<string, unknown> = { ...enButtons, ...enModal };
const ARABIC_LETTERS = /[\u0600-\u06ff]/;
/** Arabic-Indic and Persian digits: the modal writes numbers with Latin digits in every language. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

/** The Arabic text of `key`, checked to be Arabic and not the English text (else the check below proves nothing). */
function ar(key: Key): string {
  const text = arabic[key];
  if (typeof text !== 'string' || !ARABIC_LETTERS.test(text) || text === english[key]) throw new Error(`the Arabic catalogue has no Arabic text for ${key}`);
  return text;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

/** The writing context of the dialog: its `lang` and `dir` (from the overlay around it) and its computed direction. */
async function dialogLanguage(page: Page): Promise<{ lang: string | null; dir: string | null; direction: string }> {
  return page.getByRole('dialog').evaluate((dialog) => ({
    lang: dialog.closest('[lang]:not(.wp-root)')?.getAttribute('lang') ?? null,
    dir: dialog.closest('[dir]:not(.wp-root)')?.getAttribute('dir') ?? null,
    direction: getComputedStyle(dialog).direction,
  }));
}

/** How an element lays out its text: its computed direction, and each character's left edge in order. */
async function textLayout(locator: Locator): Promise<{ text: string; direction: string; lefts: number[] }> {
  return locator.evaluate((element) => {
    const lefts: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        lefts.push(range.getBoundingClientRect().left);
      }
    }
    return { text: element.textContent ?? '', direction: getComputedStyle(element).direction, lefts };
  });
}

/** Sends `ether` from the journey's key to another of its own on chain A, and returns the block's time (ms). */
async function transferOfOurOwn(privateKey: `0x${string}`, to: `0x${string}`, ether: string): Promise<number> {
  const wallet = createWalletClient({ account: privateKeyToAccount(privateKey), transport: http(chainRpcUrl(CHAIN_A)) });
  const chain = { id: CHAIN_A, name: 'Walletport Devnet A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chainRpcUrl(CHAIN_A)] } } };
  const hash = await wallet.sendTransaction({ to, value: parseEther(ether), chain });
  await waitForReceipt(hash);
  const { blockNumber } = await rpc<{ blockNumber: string }>(CHAIN_A, 'eth_getTransactionReceipt', [hash]);
  const block = await rpc<{ timestamp: string }>(CHAIN_A, 'eth_getBlockByNumber', [blockNumber, false]);
  return Number(BigInt(block.timestamp)) * 1000;
}

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('the demo in Arabic, right to left', () => {
  it('connects, shows the Account view mirrored with the address left to right, the Send form and the activity in Arabic', async () => {
    const owner = await journeyAccount('arabic rtl journey', { [CHAIN_A]: '3' });
    const receiver = await journeyAccount('arabic rtl journey receiver', { [CHAIN_A]: '0' });
    const sentAt = await transferOfOurOwn(owner.privateKey, receiver.address, '0.25');

    journey = await openDemo({ wallets: [{ privateKeys: [owner.privateKey] }], query: 'locale=ar' });
    const { page, guard } = journey;
    const dialog = page.getByRole('dialog');

    // The connect button is in Arabic before the modal's code has loaded; the Connect view too.
    await page.getByRole('button', { name: ar('button.connect'), exact: true }).click();
    await expect.poll(() => dialogLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
    await expect.poll(() => dialog.locator('.wp-title').textContent()).toBe(ar('view.Connect'));
    await dialog.getByRole('button', { name: new RegExp(`^${escape(TEST_WALLET_NAME)}`) }).click();
    await accountButton(page).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');

    // The Account view: right to left, in Arabic; close at the start of the line (the left), the address left to right.
    await accountButton(page).click();
    await dialog.getByTestId('account-balance').waitFor();
    expect(await dialogLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
    const dialogBox = await box(dialog);
    const close = dialog.locator('.wp-header').getByRole('button', { name: ar('common.close'), exact: true });
    const title = dialog.locator('.wp-header .wp-title');
    const closeBox = await box(close);
    expect(closeBox.x + closeBox.width, 'close in the left half of the dialog').toBeLessThan(dialogBox.x + dialogBox.width / 2);
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual((await box(title)).x + 0.5);

    const address = dialog.getByTestId('account-name');
    const shown = await textLayout(address);
    expect(shown.text).toBe(truncated(owner.address));
    expect(shown.direction).toBe('ltr');
    // Every character to the right of the one before it: '0x' first on the left, nothing reordered.
    expect(shown.lefts.every((left, index) => index === 0 || left > shown.lefts[index - 1]!), `character edges ${shown.lefts.join(', ')}`).toBe(true);

    // The Send form: Arabic labels, the header with back on the right (its chevron turned), an Arabic error.
    await dialog.getByRole('button', { name: ar('account.send'), exact: true }).click();
    await expect.poll(() => title.textContent()).toBe(ar('view.Send'));
    const back = dialog.locator('.wp-header').getByRole('button', { name: ar('common.back'), exact: true });
    const [backBox, closeInSend, titleInSend] = [await box(back), await box(close), await box(title)];
    expect(backBox.x, 'back on the right of the title').toBeGreaterThanOrEqual(titleInSend.x + titleInSend.width - 0.5);
    expect(closeInSend.x + closeInSend.width, 'close on the left of the title').toBeLessThanOrEqual(titleInSend.x + 0.5);
    expect(await back.locator('svg').evaluate((icon) => getComputedStyle(icon).transform), 'the back chevron points right').toBe('matrix(-1, 0, 0, 1, 0, 0)');

    await dialog.getByRole('button', { name: new RegExp(`${escape(ar('send.changeToken'))}$`) }).click();
    await dialog.getByRole('list', { name: ar('send.tokens'), exact: true }).locator('[data-token="ETH"]').click();
    const amount = dialog.getByRole('textbox', { name: ar('send.amount'), exact: true });
    await amount.fill('5000');
    await dialog.getByRole('textbox', { name: ar('send.to'), exact: true }).fill(receiver.address);
    await dialog.getByRole('button', { name: ar('send.previewSend'), exact: true }).click();
    await expect.poll(() => dialog.locator('.wp-send-error[role="alert"]').textContent()).toBe(ar('error.INSUFFICIENT_BALANCE'));
    expect(await amount.inputValue()).toBe('5000');

    // The activity: the month in Arabic, every number in Latin digits, the transfer's amount among them.
    await back.click();
    await dialog.getByRole('tab', { name: ar('account.activity'), exact: true }).click();
    const activity = dialog.getByRole('tabpanel');
    await expect.poll(() => activity.textContent(), { timeout: 15_000 }).toMatch(/0\.25\d* ETH/);
    const sameYear = new Date(sentAt).getUTCFullYear() === new Date().getUTCFullYear();
    const month = new Intl.DateTimeFormat('ar-u-nu-latn', { month: 'long', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(sentAt);
    expect(month).toMatch(ARABIC_LETTERS);
    const headings = await activity.locator('.wp-month').allTextContents();
    expect(headings).toContain(month);
    expect(await activity.textContent()).not.toMatch(NON_LATIN_DIGITS);

    guard.assertNoViolations();
  }, 120_000);
});
