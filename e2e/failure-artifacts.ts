/**
 * What a failed journey leaves behind: a screenshot of every page still open in its browser context, and a
 * line in the log per page with its address and the text of any dialog it shows. A journey that failed only
 * on a busy machine is rarely run again the same way; the log line is often all there is to read.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

export type CapturedPage = {
  /** Where the screenshot went (null when the page could not be captured). */
  screenshot: string | null;
  url: string;
  /** The inner text of the dialogs on the page (open shadow roots included), shortened. */
  dialogText: string;
};

export type CaptureFailedPagesParameters = {
  context: BrowserContext;
  label: string;
  directory: string;
  /** How long a page may take for each of its screenshot and its dialog text (default 5 s). */
  timeoutMs?: number;
};
export type CaptureFailedPagesReturnType = CapturedPage[];

/** Longest dialog text kept per page: enough to say which view it showed and what it said. */
const DIALOG_TEXT_LIMIT = 400;
/** A page too busy to answer within this is reported without its picture rather than holding the run. */
const CAPTURE_TIMEOUT_MS = 5_000;

/** A name safe in a file path, from a test's name. */
export function artifactSlug(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80).toLowerCase() || 'test';
}

export async function captureFailedPages({ context, label, directory, timeoutMs = CAPTURE_TIMEOUT_MS }: CaptureFailedPagesParameters): Promise<CaptureFailedPagesReturnType> {
  await mkdir(directory, { recursive: true });
  const captured: CapturedPage[] = [];
  for (const [index, page] of context.pages().entries()) {
    if (page.isClosed()) continue;
    const path = join(directory, `${artifactSlug(label)}-${index}.png`);
    const screenshot = await page.screenshot({ path, timeout: timeoutMs }).then(
      () => path,
      () => null,
    );
    // allInnerTexts has no timeout of its own: a page stuck in a script would hold the journey's teardown.
    const texts = await Promise.race([
      page.getByRole('dialog').allInnerTexts(),
      new Promise<string[]>((resolve) => setTimeout(() => resolve([]), timeoutMs).unref()),
    ]).catch(() => [] as string[]);
    const dialogText = texts.join(' | ').replace(/\s+/g, ' ').trim().slice(0, DIALOG_TEXT_LIMIT);
    captured.push({ screenshot, url: page.url(), dialogText });
  }
  return captured;
}
