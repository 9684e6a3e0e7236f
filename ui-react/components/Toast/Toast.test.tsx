import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, TOAST_REPLACEMENT_DELAY_MS } from '../../../domain/entities/constants.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { modal, settle } from '../../testing/shadow.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function setup() {
  const { client, core, ports } = createTestClient();
  render(<WalletportProvider client={client} />);
  await settle();
  return { client, core, ports };
}

describe('Toast', () => {
  it('shows loading and success toasts in a polite status region', async () => {
    const { core } = await setup();
    const status = modal().getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    act(() => core.toasts.showLoading('Waiting for the wallet'));
    expect(status.textContent).toBe('Waiting for the wallet');
    expect(status.querySelector('.wp-toast')?.getAttribute('data-variant')).toBe('loading');
    act(() => core.toasts.hide());
    act(() => core.toasts.showSuccess('Address copied'));
    expect(modal().getByRole('status').textContent).toBe('Address copied');
    expect(modal().getByRole('alert').textContent).toBe('');
  });

  it('shows an error toast in an alert region', async () => {
    const { core } = await setup();
    act(() => core.toasts.showError('Signature declined'));
    expect(modal().getByRole('alert').textContent).toBe('Signature declined');
    expect(modal().getByRole('status').textContent).toBe('');
  });

  it('replaces a toast after exactly 150 ms, and auto-closes after 2200 ms (virtual time)', async () => {
    const { core, ports } = await setup();
    act(() => core.toasts.showSuccess('Copied'));
    act(() => core.toasts.showError('Token Balance Unavailable'));
    // The first closes at once; the second waits for the replacement delay.
    expect(modal().getByRole('status').textContent).toBe('');
    expect(modal().getByRole('alert').textContent).toBe('');
    act(() => ports.scheduler.advance(TOAST_REPLACEMENT_DELAY_MS - 1));
    expect(modal().getByRole('alert').textContent).toBe('');
    act(() => ports.scheduler.advance(1));
    expect(modal().getByRole('alert').textContent).toBe('Token Balance Unavailable');
    act(() => ports.scheduler.advance(TOAST_AUTO_CLOSE_MS));
    expect(modal().getByRole('alert').textContent).toBe('');
  });

  it('is shown inside the dialog while the modal is open', async () => {
    const { core } = await setup();
    act(() => core.modal.open({ view: 'Connect' }));
    act(() => core.toasts.showSuccess('Copied'));
    await settle();
    expect(modal().getByRole('dialog').contains(modal().getByText('Copied'))).toBe(true);
  });
});
