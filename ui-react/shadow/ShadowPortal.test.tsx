import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js';
import { WalletportProvider } from '../provider/WalletportProvider.js';
import { settle, shadowRootOf } from '../testing/shadow.js';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
});

describe('ShadowPortal', () => {
  it('states its own language and direction, so a page in another language or right to left does not pass its own on', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const { client, core } = createTestClient();
    core.modal.open();
    render(
      <WalletportProvider client={client}>
        <ConnectButton />
      </WalletportProvider>,
    );
    await settle();
    for (const kind of ['modal', 'connect-button'] as const) {
      const root = shadowRootOf(kind).querySelector('.wp-root');
      expect(root?.getAttribute('lang'), kind).toBe('en');
      expect(root?.getAttribute('dir'), kind).toBe('ltr');
    }
  });
});
