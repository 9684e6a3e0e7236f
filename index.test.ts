import { describe, expect, it } from 'vitest';
import { importQuietly } from './tests/architecture/import-quietly.js';

describe('the package entry', () => {
  it('does no I/O, starts no timer and touches no storage at import time', async () => {
    const entry = await importQuietly(() => import('./index.js'));
    expect(typeof entry.createWalletport).toBe('function');
  });

  it('exports exactly the public surface (a change here is an API change)', async () => {
    const entry = await import('./index.js');
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "WALLETPORT_LOCALES",
        "WalletportError",
        "closeModal",
        "connect",
        "createWalletport",
        "darkTheme",
        "disconnect",
        "errorMessages",
        "getAccount",
        "getCallsStatus",
        "getCapabilities",
        "getConnectors",
        "getLocale",
        "getModal",
        "getNetwork",
        "getProvider",
        "getSiwxSession",
        "getTheme",
        "getWalletInfo",
        "isWalletportError",
        "lightTheme",
        "openModal",
        "sendCalls",
        "setLocale",
        "setTheme",
        "signInSiwx",
        "signOutSiwx",
        "switchNetwork",
        "waitForCallsStatus",
        "watchAccount",
        "watchConnectors",
        "watchLocale",
        "watchModal",
        "watchNetwork",
        "watchSiwxSession",
        "watchTheme",
        "watchWalletInfo",
      ]
    `);
  });
});
