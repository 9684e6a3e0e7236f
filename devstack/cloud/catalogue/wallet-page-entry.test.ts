import { describe, expect, it } from 'vitest';
import { buildCatalogue, TEST_WALLET, WALLET_PAGE } from './build-catalogue.js';

describe('the wallet page in the catalogue', () => {
  it('is listed after the test wallet, with its URL as web app link, when the URL is given', () => {
    const { entries } = buildCatalogue(600, { walletPageUrl: 'http://127.0.0.1:4400' });
    const index = entries.findIndex((entry) => entry.name === WALLET_PAGE.name);
    expect(entries[index - 1]?.name).toBe(TEST_WALLET.name);
    expect(entries[index]).toMatchObject({
      webapp_link: 'http://127.0.0.1:4400/',
      homepage: 'http://127.0.0.1:4400/',
      mobile_link: null,
      rdns: null,
      injected: null,
      chains: ['eip155:31337', 'eip155:31338', 'eip155:31339'],
      order: index + 1,
    });
    expect(entries).toHaveLength(600);
  });

  it('is absent without a URL', () => {
    expect(buildCatalogue(600).entries.some((entry) => entry.name === WALLET_PAGE.name)).toBe(false);
  });
});
