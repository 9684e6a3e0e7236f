import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { connectEmbedded, renderEmbeddedWorld } from '../EmailLogin/testing/embeddedWorld.js';
import { APPROVAL_HINT, APPROVAL_REGION_LABEL, NOTHING_TO_APPROVE } from './ApproveTransaction.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The page asks the embedded wallet for a signature: the secure site's approval screen waits. */
async function requestSignature() {
  const world = await renderEmbeddedWorld();
  await connectEmbedded(world);
  const provider = await world.connector.getProvider();
  let signing!: Promise<unknown>;
  act(() => {
    signing = provider.request({ method: 'personal_sign', params: ['0x6869', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }).catch((error: unknown) => error);
  });
  await settle();
  return { ...world, signing };
}

const region = () => modal().getByRole('region', { name: APPROVAL_REGION_LABEL });

describe('the ApproveTransaction view', () => {
  it('shows the secure wallet over its region while a request waits, follows the region, and hides it once answered', async () => {
    const { core, frame, connector, signing } = await requestSignature();
    expect(core.modal.snapshot.open).toBe(true);
    expect(modal().getByRole('dialog', { name: 'Approve Transaction' })).toBeTruthy();
    expect(modal().getByText(APPROVAL_HINT)).toBeTruthy();
    expect(frame.shownAt).toEqual({ top: 0, left: 0, width: 0, height: 0 });

    // The region moved (the window was resized): the frame follows it.
    const measured = vi.spyOn(region(), 'getBoundingClientRect');
    const moveTo = (rect: { top: number; left: number; width: number; height: number }) =>
      measured.mockReturnValue({ ...rect, x: rect.left, y: rect.top, right: rect.left + rect.width, bottom: rect.top + rect.height, toJSON: () => rect });
    moveTo({ top: 120, left: 40, width: 328, height: 380 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(frame.shownAt).toEqual({ top: 120, left: 40, width: 328, height: 380 });
    // The page scrolled: the region moved up.
    moveTo({ top: 60, left: 40, width: 328, height: 380 });
    fireEvent.scroll(document);
    expect(frame.shownAt).toEqual({ top: 60, left: 40, width: 328, height: 380 });

    act(() => connector.approve('0xsignature'));
    await settle();
    expect(await signing).toBe('0xsignature');
    expect(frame.shownAt).toBeUndefined();
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('hides the frame and refuses the request when the person closes the modal instead', async () => {
    const { core, frame, connector, signing } = await requestSignature();
    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(frame.shownAt).toBeUndefined();
    expect(await signing).toEqual({ code: 4001, message: 'Request was aborted' });
    expect(connector.pendingApprovals()).toEqual([]);
  });

  it('says so when no request is waiting, and shows no frame', async () => {
    const world = await renderEmbeddedWorld();
    await connectEmbedded(world);
    act(() => world.core.modal.open({ view: 'ApproveTransaction' }));
    await settle();
    expect(modal().getByText(NOTHING_TO_APPROVE)).toBeTruthy();
    expect(modal().queryByRole('region', { name: APPROVAL_REGION_LABEL })).toBeNull();
    expect(world.frame.shownAt).toBeUndefined();
  });
});
