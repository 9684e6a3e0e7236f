import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { modal, settle } from '../../testing/shadow.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('AlertBanner', () => {
  it("shows 'Invalid App Configuration' once the analytics service refuses the origin (403), and can be dismissed", async () => {
    const { client, core, ports } = createTestClient();
    ports.analytics.failWithStatus = 403;
    render(<WalletportProvider client={client} />);
    await settle();
    await act(async () => {
      await flushMicrotasks();
    });
    // Nothing is sent before the visitor acts, so nothing has been refused yet.
    expect(ports.analytics.sent).toEqual([]);
    expect(core.events.snapshot.alert).toBeUndefined();

    act(() => core.modal.open({ view: 'Connect' }));
    await settle();
    await act(async () => {
      await flushMicrotasks();
    });
    expect(core.events.snapshot.alert).toBe('INVALID_APP_CONFIGURATION');
    // Inside the dialog while it is open.
    const inDialog = modal().getByRole('dialog').querySelector('.wp-alert');
    expect(inDialog?.getAttribute('role')).toBe('alert');
    expect(inDialog?.textContent).toContain('allow list');

    // On the page once it is closed.
    act(() => void core.modal.close());
    await settle();
    const alert = modal().getByText('Invalid App Configuration').closest('[role="alert"]');
    expect(alert).not.toBeNull();

    fireEvent.click(modal().getByRole('button', { name: 'Dismiss alert' }));
    await settle();
    expect(core.events.snapshot.alert).toBeUndefined();
    expect(modal().queryByText('Invalid App Configuration')).toBeNull();
  });
});
