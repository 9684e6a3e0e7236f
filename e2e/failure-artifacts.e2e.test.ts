/** A failed journey's pages are captured: a screenshot file and the text of the dialog it showed. */
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedChromium } from '../devstack/browser/launch-chromium.js';
import { artifactSlug, captureFailedPages } from './failure-artifacts.js';

const directory = join(tmpdir(), `walletport-failure-artifacts-${process.pid}`);
afterAll(() => rm(directory, { recursive: true, force: true }));

/** A fresh context with one page for the test, closed after it whatever happens. */
async function withPage<T>(test: (page: Page, browser: LaunchedChromium) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    return await test(await browser.newPage(), browser);
  } finally {
    await browser.close();
  }
}

it('names files after the test, safely', () => {
  expect(artifactSlug('siwx/polkadot.e2e.test.ts a reload: the sign view')).toBe('siwx-polkadot-e2e-test-ts-a-reload-the-sign-view');
  expect(artifactSlug('../..')).toBe('test');
});

it('captures each open page: a PNG screenshot and the dialog text in a shadow root', () =>
  withPage(async (page, browser) => {
    await page.setContent('<div id="host"></div>');
    await page.evaluate(() => {
      const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
      root.innerHTML = '<div role="dialog" aria-label="Sign in">Sign in with your wallet\n   to continue</div>';
    });
    const [captured, ...others] = await captureFailedPages({ context: browser.context, label: 'a journey', directory });
    expect(others).toHaveLength(0);
    expect(captured!.dialogText).toBe('Sign in with your wallet to continue');
    expect(captured!.screenshot).toBe(join(directory, 'a-journey-0.png'));
    const png = await readFile(captured!.screenshot!);
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  }));

it('reports a page stuck in a script without its dialog text, and does not hang', () =>
  withPage(async (page, browser) => {
    await page.setContent('<div role="dialog">never read</div>');
    void page.evaluate(() => {
      for (;;) {
        // A page whose main thread never comes back.
      }
    }).catch(() => undefined);
    const [captured] = await captureFailedPages({ context: browser.context, label: 'stuck', directory, timeoutMs: 500 });
    expect(captured!.dialogText).toBe('');
    expect(captured!.url).toBe('about:blank');
    expect(captured!.screenshot).toBeNull();
  }), 30_000);
