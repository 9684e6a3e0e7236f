import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WALLETPORT_VERSION } from './version.js';

describe('WALLETPORT_VERSION', () => {
  it('is the version in package.json', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(WALLETPORT_VERSION).toBe(manifest.version);
  });
});
