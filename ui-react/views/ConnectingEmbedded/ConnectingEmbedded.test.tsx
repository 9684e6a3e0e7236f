import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { focused, modal, settle } from '../../testing/shadow.js';
import { hasAlert, renderEmbeddedWorld, submitEmailOnConnect, typeCode } from '../EmailLogin/testing/embeddedWorld.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the ConnectingEmbedded view', () => {
  it("says why the wallet did not connect, and 'Try again' connects it", async () => {
    const world = await renderEmbeddedWorld();
    const { core, frame } = world;
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    frame.fail('GET_USER', 'Not signed in');
    await submitEmailOnConnect(world);
    await typeCode('123456');

    expect(modal().getByRole('dialog', { name: 'Connecting' })).toBeTruthy();
    expect(hasAlert('Failed to connect')).toBe(true);
    const retry = modal().getByRole('button', { name: 'Try again' });
    expect(focused()).toBe(retry);
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');

    frame.respond('GET_USER', EMBEDDED_TEST_USER);
    fireEvent.click(retry);
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
  });
});
