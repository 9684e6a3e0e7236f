import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { frameRequestError } from '../../../domain/entities/frame/frame-error.js';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { deferred, type Deferred } from '../../../domain/usecases/shared/deferred.js';
import { decodeQrSvg } from '../../components/QrCode/testing/decodeQr.js';
import { focused, modal, settle } from '../../testing/shadow.js';
import { LINK_COPIED_MESSAGE } from '../ConnectingWalletConnect/pairing.js';
import { alertTexts, renderEmbeddedWorld, type EmbeddedWorld } from '../EmailLogin/testing/embeddedWorld.js';
import { EMBEDDED_OFF_MESSAGE } from '../../components/UnavailableView/viewWithUseCase.js';
import {
  FARCASTER_LOADING_LABEL,
  FARCASTER_QR_LABEL,
  FARCASTER_RETRY_TEXT,
  FARCASTER_WAITING_TEXT,
  OPEN_FARCASTER_LABEL,
} from './ConnectingFarcaster.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const FAILED = 'Failed to connect to farcaster';
const url = (index: number) => `https://farcaster.example/~/siwf?channelToken=channel-${index}`;

/** The embedded world with the frame's Farcaster answers: a new address per GET_FARCASTER_URI, approvals held. */
async function farcasterView({ mobile = false } = {}) {
  const world = await renderEmbeddedWorld();
  world.ports.platform.mobile = mobile;
  let channels = 0;
  world.frame.respond('GET_FARCASTER_URI', () => ({ url: url((channels += 1)) }));
  const approvals: Deferred<unknown>[] = [];
  world.frame.respond('CONNECT_FARCASTER', () => {
    const approval = deferred<unknown>();
    approvals.push(approval);
    return approval.promise;
  });
  return { ...world, approvals };
}

/** Connect, then the Farcaster view pushed over it (as its social button does). */
async function openFromConnect({ core }: EmbeddedWorld): Promise<void> {
  act(() => core.modal.open({ view: 'Connect' }));
  await settle();
  act(() => core.router.push('ConnectingFarcaster'));
  await settle();
}

const qrText = () => decodeQrSvg(modal().getByRole('img', { name: FARCASTER_QR_LABEL }));
const statusTexts = () => modal().queryAllByRole('status').map((element) => element.textContent ?? '');

describe('the ConnectingFarcaster view', () => {
  it('shows a loading state, then the QR code of exactly the address, the waiting status and the links', async () => {
    const world = await farcasterView();
    const answer = deferred<unknown>();
    world.frame.respond('GET_FARCASTER_URI', () => answer.promise);
    await openFromConnect(world);

    expect(modal().getByRole('dialog', { name: 'Farcaster' })).toBeTruthy();
    const loading = modal().getByText(FARCASTER_LOADING_LABEL).closest('[role="status"]');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(modal().queryByRole('img', { name: FARCASTER_QR_LABEL })).toBeNull();
    expect(modal().getByRole('button', { name: OPEN_FARCASTER_LABEL }).hasAttribute('disabled')).toBe(true);
    expect(modal().getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true);
    expect(statusTexts()).not.toContain(FARCASTER_WAITING_TEXT);

    await act(async () => answer.resolve({ url: url(9) }));
    await settle();
    expect(qrText()).toBe(url(9));
    expect(modal().queryByText(FARCASTER_LOADING_LABEL)).toBeNull();
    expect(statusTexts()).toContain(FARCASTER_WAITING_TEXT);
    expect(modal().getByRole('button', { name: OPEN_FARCASTER_LABEL }).hasAttribute('disabled')).toBe(false);
    expect(world.frame.requestsOf('GET_FARCASTER_URI')).toHaveLength(1);
    expect(world.frame.requestsOf('CONNECT_FARCASTER')).toHaveLength(1);
  });

  it("'Open Farcaster' opens the address in a new tab; 'Copy link' copies it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const world = await farcasterView();
    await openFromConnect(world);

    fireEvent.click(modal().getByRole('button', { name: OPEN_FARCASTER_LABEL }));
    expect(world.ports.platform.openedLinks).toEqual([{ url: url(1), target: '_blank' }]);

    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(url(1));
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, variant: 'success', message: LINK_COPIED_MESSAGE });
  });

  it.each([
    { device: 'a phone', mobile: true, before: true, kind: 'wp-button-primary' },
    { device: 'a computer', mobile: false, before: false, kind: 'wp-button-secondary' },
  ])("on $device, 'Open Farcaster' comes before the QR code: $before ($kind)", async ({ mobile, before, kind }) => {
    const world = await farcasterView({ mobile });
    await openFromConnect(world);
    const open = modal().getByRole('button', { name: OPEN_FARCASTER_LABEL });
    const qr = modal().getByRole('img', { name: FARCASTER_QR_LABEL });
    expect(Boolean(open.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(before);
    expect(open.classList.contains(kind)).toBe(true);
  });

  it('connects once approved: the connecting status, then the modal closes with the wallet connected', async () => {
    const world = await farcasterView();
    const user = deferred<void>();
    world.frame.respond('GET_USER', async (payload: unknown) => {
      await user.promise;
      return { ...EMBEDDED_TEST_USER, email: undefined, userName: 'ada.eth', chainId: (payload as { chainId?: number }).chainId ?? 31337 };
    });
    await openFromConnect(world);
    await act(async () => world.approvals[0]?.resolve({ userName: 'ada.eth' }));
    await settle();
    expect(statusTexts().some((text) => text.startsWith('Connecting your wallet'))).toBe(true);

    await act(async () => user.resolve());
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
  });

  it("a failure goes back to Connect with 'Failed to connect to farcaster' shown", async () => {
    const world = await farcasterView();
    await openFromConnect(world);
    await act(async () => world.approvals[0]?.reject(frameRequestError('CONNECT_FARCASTER', FAILED)));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(alertTexts()).toContain(FAILED);
    expect(world.frame.requestsOf('GET_USER')).toHaveLength(0);
  });

  it("opened on its own, a failure stays on the view with 'Try again', which fetches a new address", async () => {
    const world = await farcasterView();
    world.frame.fail('GET_FARCASTER_URI', 'Could not open a relay channel');
    act(() => world.core.modal.open({ view: 'ConnectingFarcaster' }));
    await settle();

    expect(modal().getByRole('dialog', { name: 'Farcaster' })).toBeTruthy();
    expect(alertTexts()).toContain(`${FAILED}Could not open a relay channel. ${FARCASTER_RETRY_TEXT}`);
    const retry = modal().getByRole('button', { name: 'Try again' });
    expect(focused()).toBe(retry);

    world.frame.respond('GET_FARCASTER_URI', { url: url(2) });
    fireEvent.click(retry);
    await settle();
    expect(qrText()).toBe(url(2));
    expect(world.frame.requestsOf('GET_FARCASTER_URI')).toHaveLength(2);
  });

  it("a timeout reads as the alert's title, not the wire code", async () => {
    const world = await farcasterView();
    act(() => world.core.modal.open({ view: 'ConnectingFarcaster' }));
    await settle();
    await act(async () => world.approvals[0]?.reject(walletportError('IFRAME_REQUEST_TIMEOUT')));
    await settle();
    const texts = alertTexts();
    expect(texts.some((text) => text.startsWith(FAILED) && text.includes('Embedded Wallet Request Timed Out'))).toBe(true);
    expect(texts.some((text) => text.includes('iframe_request_timeout'))).toBe(false);
  });

  it('the back button leaves: the late approval connects nothing; coming back shows a new address', async () => {
    const world = await farcasterView();
    await openFromConnect(world);
    expect(qrText()).toBe(url(1));
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    await act(async () => world.approvals[0]?.resolve({ userName: 'ada.eth' }));
    await settle();
    expect(world.frame.requestsOf('GET_USER')).toHaveLength(0);
    expect(world.core.modal.snapshot.open).toBe(true);

    act(() => world.core.router.push('ConnectingFarcaster'));
    await settle();
    expect(qrText()).toBe(url(2));
  });

  it('says the login is off when the page has no embedded wallet', async () => {
    const world = await renderEmbeddedWorld();
    vi.spyOn(world.core, 'farcasterLogin', 'get').mockReturnValue(undefined);
    act(() => world.core.modal.open({ view: 'ConnectingFarcaster' }));
    await settle();
    expect(modal().getByText(EMBEDDED_OFF_MESSAGE)).toBeTruthy();
  });
});
