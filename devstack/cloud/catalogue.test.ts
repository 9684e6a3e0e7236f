import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPageSchema } from '../../domain/entities/api/catalogue-api.schema.js';
import { buildCatalogue, TEST_WALLET } from './catalogue/build-catalogue.js';
import { WELL_KNOWN_WALLETS } from './catalogue/well-known-wallets.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import { getJson, startTestCloud, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud({ dataDir: null });
});
afterAll(() => cloud.stop());

async function wallets(query: Record<string, string | number | undefined>) {
  const { status, body } = await getJson(cloud, '/getWallets', query);
  expect(status).toBe(200);
  return walletPageSchema.parse(body);
}

describe('GET /getWallets', () => {
  it('answers pages that pass the product schema, with the total count', async () => {
    const page = await wallets({ page: 1, entries: 40 });
    expect(page.data).toHaveLength(40);
    expect(page.count).toBeGreaterThanOrEqual(600);
    expect(page.data.map((wallet) => wallet.order)).toEqual([...page.data.map((wallet) => wallet.order)].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('pages without gaps or repeats, and answers an empty page past the end', async () => {
    const first = await wallets({ page: 1, entries: 25 });
    const second = await wallets({ page: 2, entries: 25 });
    const both = await wallets({ page: 1, entries: 50 });
    expect([...first.data, ...second.data].map((wallet) => wallet.id)).toEqual(both.data.map((wallet) => wallet.id));
    const past = await wallets({ page: 1000, entries: 25 });
    expect(past.data).toEqual([]);
    expect(past.count).toBe(first.count);
  });

  it('lists the well-known wallets first with their real names, rdns and link schemes', async () => {
    const page = await wallets({ page: 1, entries: WELL_KNOWN_WALLETS.length });
    const byName = new Map(page.data.map((wallet) => [wallet.name, wallet]));
    expect(byName.get('MetaMask')).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      homepage: 'https://metamask.io/',
    });
    expect(byName.get('Rainbow')).toMatchObject({ rdns: 'me.rainbow', mobile_link: 'rainbow://' });
    expect(byName.get('Trust Wallet')).toMatchObject({ rdns: 'com.trustwallet.app', mobile_link: 'trust://' });
    const rdns = page.data.map((wallet) => wallet.rdns);
    for (const expected of ['com.coinbase.wallet', 'io.rabby', 'app.phantom', 'com.okex.wallet', 'io.zerion.wallet', 'com.brave.wallet', 'com.ledger']) {
      expect(rdns).toContain(expected);
    }
  });

  it('includes the injected test wallet under its rdns', async () => {
    const page = await wallets({ page: 1, entries: 10, search: 'walletport test' });
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      name: TEST_WALLET.name,
      rdns: 'dev.walletport.testwallet',
      injected: [{ namespace: 'eip155', injected_id: 'dev.walletport.testwallet' }],
    });
  });

  it('lists the Solana wallets on the devstack Solana chain, the Solana test wallet under the id of its Wallet Standard connector', async () => {
    const page = await wallets({ page: 1, entries: 100, chains: SOLANA_DEVSTACK_CAIP2 });
    const names = page.data.map((wallet) => wallet.name);
    expect(names).toContain('Phantom');
    expect(names).toContain('Walletport Solana Test Wallet');
    expect(names).not.toContain(TEST_WALLET.name);
    expect(page.data.every((wallet) => wallet.chains?.includes(SOLANA_DEVSTACK_CAIP2))).toBe(true);
    expect(page.data.find((wallet) => wallet.name === 'Walletport Solana Test Wallet')).toMatchObject({
      chains: [SOLANA_DEVSTACK_CAIP2],
      injected: [{ namespace: 'solana', injected_id: 'wallet-standard:Walletport Solana Test Wallet' }],
    });
    const evm = await wallets({ page: 1, entries: 100, search: 'walletport solana', chains: 'eip155:31337' });
    expect(evm.count).toBe(0);
  });

  it('searches names case-insensitively, trimmed', async () => {
    const page = await wallets({ page: 1, entries: 100, search: '  wAlLeT 004 ' });
    expect(page.count).toBeGreaterThan(0);
    expect(page.data.every((wallet) => wallet.name.toLowerCase().includes('wallet 004'))).toBe(true);
    expect(page.data.length).toBe(page.count);
    expect((await wallets({ page: 1, entries: 10, search: 'no such wallet anywhere' })).count).toBe(0);
    expect((await wallets({ page: 1, entries: 10, search: '   ' })).count).toBe((await wallets({ page: 1, entries: 1 })).count);
  });

  it('includes only listed ids, and excludes listed ids', async () => {
    const firstFive = (await wallets({ page: 1, entries: 5 })).data.map((wallet) => wallet.id);
    const included = await wallets({ page: 1, entries: 40, include: `${firstFive[3]},${firstFive[1]}, unknown-id` });
    expect(included.count).toBe(2);
    expect(included.data.map((wallet) => wallet.id).sort()).toEqual([firstFive[1], firstFive[3]].sort());
    const excluded = await wallets({ page: 1, entries: 5, exclude: firstFive.slice(0, 2).join(',') });
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain(firstFive[0]);
    expect(excluded.data[0]?.id).toBe(firstFive[2]);
    const all = await wallets({ page: 1, entries: 1 });
    expect(excluded.count).toBe(all.count - 2);
    const both = await wallets({ page: 1, entries: 40, include: firstFive.join(','), exclude: firstFive[0] });
    expect(both.count).toBe(4);
  });

  it('keeps wallets that support any of the requested chains', async () => {
    const solana = await wallets({ page: 1, entries: 100, chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect(solana.count).toBeGreaterThan(0);
    expect(solana.data.every((wallet) => wallet.chains?.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true);
    const devnetC = await wallets({ page: 1, entries: 100, chains: 'eip155:31339' });
    const either = await wallets({ page: 1, entries: 100, chains: 'eip155:31339,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect(either.count).toBeGreaterThan(Math.max(solana.count, devnetC.count));
    expect(either.count).toBeLessThan((await wallets({ page: 1, entries: 1 })).count);
    expect((await wallets({ page: 1, entries: 10, chains: 'eip155:999999' })).count).toBe(0);
  });

  it('filters certified wallets with badge_type', async () => {
    const certified = await wallets({ page: 1, entries: 100, badge_type: 'certified' });
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true);
    expect(certified.count).toBeGreaterThan(WELL_KNOWN_WALLETS.length);
    expect((await wallets({ page: 1, entries: 1, badge_type: 'none' })).count).toBe((await wallets({ page: 1, entries: 1 })).count);
  });

  it('answers 400 with reasons for bad input', async () => {
    for (const query of [{ page: 0 }, { page: 'two' }, { entries: 0 }, { entries: 101 }, { entries: 100000 }, { chains: 'not-a-chain' }, { badge_type: 'gold' }]) {
      const { status, body } = await getJson(cloud, '/getWallets', query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(reasonNames(body)[0]).toMatch(/^query\./);
    }
  });

  it('requires projectId', async () => {
    const { status, body } = await getJson(cloud, '/getWallets', { page: 1, entries: 1 }, false);
    expect(status).toBe(400);
    expect(reasonNames(body)).toEqual(['query.projectId']);
  });
});

describe('buildCatalogue', () => {
  it('is deterministic and grows without changing its first entries', () => {
    const small = buildCatalogue(600);
    const again = buildCatalogue(600);
    const large = buildCatalogue(5000);
    expect(again.entries).toEqual(small.entries);
    expect(large.entries).toHaveLength(5000);
    expect(large.entries.slice(0, 600)).toEqual(small.entries);
    expect(new Set(large.entries.map((entry) => entry.id)).size).toBe(5000);
    expect(small.entries[WELL_KNOWN_WALLETS.length + 2]?.name).toMatch(/^Wallet \d{4}/);
  });

  it('gives every entry a unique UUID-shaped image id', () => {
    const { entries } = buildCatalogue(600);
    expect(new Set(entries.map((entry) => entry.image_id)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.image_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('can be scaled for benchmarks with walletCount', async () => {
    const big = await startTestCloud({ dataDir: null, walletCount: 1000 });
    try {
      const { body } = await getJson(big, '/getWallets', { page: 1, entries: 1 });
      expect(walletPageSchema.parse(body).count).toBe(1000);
    } finally {
      await big.stop();
    }
  });
});
