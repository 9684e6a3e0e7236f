/**
 * The size budget (issue 7): the JS a host page loads before it opens the modal must stay within
 * ENTRY_GZIP_BUDGET_BYTES (tests/size-budget/budget.ts, the one place it is written).
 */
import { describe, expect, it } from 'vitest';
import { ENTRY_GZIP_BUDGET_BYTES } from './budget.js';
import { measureEntry } from './measure-entry.js';

describe('the entry size budget', () => {
  it('keeps walletport + walletport/react (createWalletport, WalletportProvider, ConnectButton) within the gzip budget, with the core, viem and WalletConnect loaded lazily', async () => {
    const size = await measureEntry();
    // The lazy views stay out of the entry; a build that inlined them all would pass for the wrong reason.
    expect(size.lazyChunks).toBeGreaterThan(0);
    expect(
      size.gzip,
      `entry JS is ${size.gzip} bytes gzip (${size.raw} raw, ${size.files.length} files), budget ${ENTRY_GZIP_BUDGET_BYTES}: ` +
        'see what grew with `npm run bench` (the table of what the initial JS is made of)',
    ).toBeLessThanOrEqual(ENTRY_GZIP_BUDGET_BYTES);
    // What loads after the first paint: the core (rxjs, zod and the use cases; inversify and ky, which it no
    // longer uses, must not come back here either) right after the provider mounts; viem (and ox, abitype, the noble curves under it) with the first chain read or write;
    // the WalletConnect client with the first pairing; the QR encoder with its view.
    const lazyOnly = [
      'inversify',
      '@inversifyjs/core',
      '@inversifyjs/container',
      'reflect-metadata',
      'rxjs',
      'zod',
      'ky',
      'viem',
      'ox',
      'abitype',
      '@noble/curves',
      '@walletconnect/universal-provider',
      '@walletconnect/sign-client',
      'uqr',
      '@tanstack/virtual-core',
      // Bitcoin sending (issue 31): PSBTs are built and checked in a chunk loaded with the first BTC send.
      '@scure/btc-signer',
      'micro-packed',
    ];
    expect(size.packages.filter((name) => lazyOnly.includes(name))).toEqual([]);
  }, 60_000);
});
