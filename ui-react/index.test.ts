import { describe, expect, it } from 'vitest';
import { importQuietly } from '../tests/architecture/import-quietly.js';

describe('walletport/react', () => {
  it('does no I/O, starts no timer and touches no window, document or storage at import time', async () => {
    const entry = await importQuietly(() => import('./index.js'));
    expect(typeof entry.WalletportProvider).toBe('function');
    expect(typeof window).toBe('undefined');
  });

  it('exports exactly the public React surface (a change here is an API change)', async () => {
    const entry = await import('./index.js');
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "AccountButton",
        "ConnectButton",
        "ConnectButtonCustom",
        "NetworkButton",
        "WalletportProvider",
        "darkTheme",
        "lightTheme",
        "prefetchViews",
        "useWalletport",
        "useWalletportAccount",
        "useWalletportButton",
        "useWalletportCallsStatus",
        "useWalletportCapabilities",
        "useWalletportConnect",
        "useWalletportDisconnect",
        "useWalletportEvents",
        "useWalletportModal",
        "useWalletportNetwork",
        "useWalletportProvider",
        "useWalletportSendCalls",
        "useWalletportSiwx",
        "useWalletportTheme",
        "useWalletportWalletInfo",
      ]
    `);
  });
});
