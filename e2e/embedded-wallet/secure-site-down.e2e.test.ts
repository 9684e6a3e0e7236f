/**
 * Issue 13, journey 7: the secure site does not answer (its frame is refused a connection, as when it is
 * stopped): opening the email login shows 'Network Error - Could not load embedded wallet' once the 20 s
 * load timeout passes (the constant itself is asserted in virtual time in adapters/frame). The journey waits
 * the real 20 s once; it is the only one that does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
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
    const dialog = await submitEmail(page, uniqueEmail('down'));
    await expect
      .poll(() => dialog.getByRole('alert').filter({ hasText: 'Network Error - Could not load embedded wallet' }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    guard.assertNoViolations();
  }, 60_000);
});
