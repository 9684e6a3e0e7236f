import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { decodeQrSvg } from '../../components/QrCode/testing/decodeQr.js';
import { modal, settle } from '../../testing/shadow.js';
import { prefetchViews } from '../prefetch.js';
import { renderWorld, TEST_ADDRESS } from '../Account/testing/world.js';
import { RECEIVE_ADDRESS_COPIED } from './Receive.js';

// The lazy views' chunks load once here, not inside the first test's time limit.
beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function openReceive() {
  const world = await renderWorld({ options: { networks: [walletportDevnetA, walletportDevnetB] } });
  act(() => world.core.open({ view: 'Account' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Receive' }));
  await settle();
  return world;
}

describe('the Receive view', () => {
  it("opens from the Account view's Receive button, in a dialog named Receive", async () => {
    const { core } = await openReceive();
    expect(core.router.snapshot.view).toBe('Receive');
    expect(modal().getByRole('dialog', { name: 'Receive' })).toBeTruthy();
  });

  it('shows the address in full and a QR code that decodes to it', async () => {
    await openReceive();
    expect(modal().getByTestId('receive-address').textContent).toBe(TEST_ADDRESS);
    const qr = modal().getByRole('img', { name: 'QR code of your address' });
    expect(decodeQrSvg(qr)).toBe(TEST_ADDRESS);
  });

  it("lists the namespace's configured networks as the ones it can receive on", async () => {
    await openReceive();
    const list = within(modal().getByRole('region', { name: 'Receive on these networks' }));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('.wp-receive-network-name')?.textContent)).toEqual([walletportDevnetA.name, walletportDevnetB.name]);
  });

  it('copies the address', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { core } = await openReceive();
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS);
    expect(core.toasts.snapshot).toMatchObject({ message: RECEIVE_ADDRESS_COPIED });
  });
});
