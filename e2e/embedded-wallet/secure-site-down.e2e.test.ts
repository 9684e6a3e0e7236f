/**
 * Issue 13, journey 7: the secure site does not answer (its frame is refused a connection, as when it is
 * stopped): opening the email login shows 'Network Error - Could not load embedded wallet' once the 20 s
 * load timeout passes (the constant itself is asserted in virtual time in adapters/frame). The page's clock is
 * playwright's fake one, installed once the page has loaded (time flows on by itself): once the frame is
 * mounted the journey moves the clock on by the timeout instead of waiting the real 20 s. Should the frame's
 * timer ever be armed before the fake clock is in place, the real 20 s still pass inside the poll's 30 s: the
 * journey only gets slower.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { FRAME_LOAD_TIMEOUT_MS } from '../../domain/entities/constants.js';
import { openDemo, type Journey } from '../harness.js';
import { submitEmail, uniqueEmail } from './email-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('embedded wallet: the secure site is down', () => {
  it('says the embedded wallet could not load', async () => {
    const { secureSiteUrl } = inject('devstack');
    journey = await openDemo();
    const { page, guard } = journey;
    await page.route(`${secureSiteUrl}/**`, (route) => route.abort('connectionrefused'));
    await page.clock.install();
    const dialog = await submitEmail(page, uniqueEmail('down'));
    // The frame arms its load timer as it mounts the iframe: from then on the 20 s can be skipped.
    await page.locator('iframe[title="Secure wallet"]').waitFor({ state: 'attached' });
    await page.clock.fastForward(FRAME_LOAD_TIMEOUT_MS);
    await expect
      .poll(() => dialog.getByRole('alert').filter({ hasText: 'Network Error - Could not load embedded wallet' }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    guard.assertNoViolations();
  }, 60_000);
});
