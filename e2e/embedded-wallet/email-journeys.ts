/**
 * What the embedded-wallet journeys share: the local mailbox (read over its HTTP API, as a person reads it
 * in the browser), the email login driven through the modal the way a person does it, and the secure site's
 * approval screen, which lives in its own frame on its own origin.
 */
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { connectButton, demoField } from '../wallet-journeys.js';

export type MailMessage = { id: string; from: string; to: string; subject: string; text: string; date: string };

/** A fresh address per journey, so runs and parallel journeys never share a user. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function mailTo(address: string): Promise<MailMessage[]> {
  const { mailUrl } = inject('devstack');
  const response = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

/** Waits for the count-th message to `address` (1-based, oldest first) matching `pattern`, and returns its match. */
async function waitForMail(address: string, pattern: RegExp, count: number): Promise<RegExpExecArray> {
  let found: RegExpExecArray | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailTo(address)).reverse().filter((message) => pattern.test(`${message.subject}\n${message.text}`));
        const message = matching[count - 1];
        found = message ? (pattern.exec(`${message.subject}\n${message.text}`) ?? undefined) : undefined;
        return found !== undefined;
      },
      { timeout: 15_000, message: `mail ${count} to ${address} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

const CODE = /code is (\d{6})/;
const DEVICE_LINK = /(https?:\/\/\S+\/device\/approve\?token=[\w-]+)/;

/** The count-th code mailed to `address` (1-based, oldest first). */
export async function mailedCode(address: string, count: number): Promise<string> {
  return (await waitForMail(address, CODE, count))[1]!;
}

/** The count-th device-approval link mailed to `address`. */
export async function mailedDeviceLink(address: string, count = 1): Promise<string> {
  return (await waitForMail(address, DEVICE_LINK, count))[1]!;
}

/** How many codes `address` has received so far. */
export async function codeCount(address: string): Promise<number> {
  return (await mailTo(address)).filter((message) => CODE.test(`${message.subject}\n${message.text}`)).length;
}

/**
 * Half a minute passes for the secure site: its clock moves 31 s on (through the devstack's control line), so
 * its own 30 s mail cooldown lets the next login of an address go, without the journey waiting for it.
 */
export async function secureSiteClockPastCooldown(): Promise<void> {
  const response = await fetch(`${inject('devstack').controlUrl}/secure-site/advance-clock?ms=31000`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`moving the secure site's clock answered ${response.status}`);
}

/** Opens the modal and submits the Connect view's email field. */
export async function submitEmail(page: Page, email: string): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  if (!(await dialog.isVisible())) await connectButton(page).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  return dialog;
}

/** The one-time-code field of the code views. */
export function codeField(dialog: Locator): Locator {
  return dialog.getByRole('textbox', { name: /code/i });
}

/** Types the code and waits until the modal closed on a connected account. */
export async function enterCodeAndConnect(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await codeField(dialog).fill(code);
  await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
  await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected');
}

/**
 * A new address end to end: the device link from the mailbox opened in another tab (as a person opens it
 * from their mail), then the code. Returns the embedded wallet's address.
 */
export async function loginNewEmail(page: Page, email: string): Promise<string> {
  const dialog = await submitEmail(page, email);
  await dialog.getByRole('heading', { name: 'Register Device' }).waitFor({ timeout: 30_000 });
  const link = await mailedDeviceLink(email);
  const tab = await page.context().newPage();
  await tab.goto(link);
  await tab.getByText(/approved/i).first().waitFor();
  await tab.close();
  await dialog.getByRole('heading', { name: 'Confirm Email' }).waitFor({ timeout: 15_000 });
  await enterCodeAndConnect(page, await mailedCode(email, 1));
  return (await demoField(page, 'address').textContent())!;
}

/** The secure site's frame, where its approval screen is. */
export function secureFrame(page: Page): FrameLocator {
  const { secureSiteUrl } = inject('devstack');
  return page.frameLocator(`iframe[src^="${secureSiteUrl}/sdk"]`);
}

/**
 * Waits for ApproveTransaction and presses the secure site's Approve or Reject, once the frame sits over the
 * view's region. Playwright sees a button in a frame as stable when it does not move inside its frame, but the
 * frame itself follows the modal's entrance: a click aimed while it still moved could land beside it, on the
 * page, and nothing answered the request.
 */
export async function answerApproval(page: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Approve Transaction' }).waitFor({ timeout: 15_000 });
  await expectFrameOverRegion(page);
  await secureFrame(page).getByRole('button', { name: answer, exact: true }).click();
}

/** The secure site's frame covers the ApproveTransaction region exactly, and stays there. */
async function expectFrameOverRegion(page: Page): Promise<void> {
  const { secureSiteUrl } = inject('devstack');
  const frame = page.locator(`iframe[src^="${secureSiteUrl}/sdk"]`);
  const region = page.getByRole('region', { name: 'Secure wallet approval screen' });
  const boxes = async () => JSON.stringify([await frame.boundingBox(), await region.boundingBox()].map(rounded));
  let previous: string | undefined;
  await expect
    .poll(
      async () => {
        const current = await boxes();
        const [frameBox, regionBox] = JSON.parse(current) as unknown[];
        const settled = frameBox !== null && JSON.stringify(frameBox) === JSON.stringify(regionBox) && current === previous;
        previous = current;
        return settled;
      },
      { timeout: 15_000, message: 'the secure frame over the approval region' },
    )
    .toBe(true);
}

function rounded(box: { x: number; y: number; width: number; height: number } | null) {
  return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}
