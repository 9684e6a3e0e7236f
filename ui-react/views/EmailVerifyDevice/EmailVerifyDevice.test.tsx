import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { alertTexts, EMAIL, hasAlert, renderEmbeddedWorld, submitEmailOnConnect } from '../EmailLogin/testing/embeddedWorld.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function onDeviceStep() {
  const world = await renderEmbeddedWorld();
  world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' });
  world.frame.hang('CONNECT_DEVICE');
  await submitEmailOnConnect(world);
  return world;
}

describe('the EmailVerifyDevice view', () => {
  it('names the address, says a link was sent, and waits', async () => {
    const { core } = await onDeviceStep();
    expect(core.router.snapshot).toMatchObject({ view: 'EmailVerifyDevice', data: { email: EMAIL } });
    const status = modal()
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('Register this device'));
    expect(status?.textContent).toContain(`We sent a link to ${EMAIL} to approve this device`);
    expect(alertTexts()).toEqual([]);
  });

  it("says why the device was not approved, and 'Send a new link' asks again once the cooldown is over", async () => {
    const { core, frame, scheduler } = await onDeviceStep();
    frame.fail('CONNECT_DEVICE', 'Link expired');
    // A first "new link" inside the 30 s cooldown is refused, in so many words.
    scheduler.advance(10_000);
    fireEvent.click(modal().getByRole('button', { name: 'Send a new link' }));
    await settle();
    expect(hasAlert('Please try again after 20 seconds')).toBe(true);
    expect(modal().getByRole('dialog').textContent).toContain(`The link we sent to ${EMAIL} is on its way`);
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);

    scheduler.advance(20_000);
    fireEvent.click(modal().getByRole('button', { name: 'Send a new link' }));
    await settle();
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(2);
    expect(hasAlert('Link expired')).toBe(true);
    expect(modal().getByRole('dialog').textContent).toContain(`We could not confirm this device for ${EMAIL}`);

    frame.hang('CONNECT_DEVICE');
    scheduler.advance(30_000);
    fireEvent.click(modal().getByRole('button', { name: 'Send a new link' }));
    await settle();
    expect(alertTexts()).toEqual([]);
    expect(core.router.snapshot.view).toBe('EmailVerifyDevice');
  });
});
