import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { nameResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { projectConfigResponseSchema } from '../../domain/entities/api/catalogue-api.schema.js';
import { DEV_ACCOUNTS } from '../config.js';
import { admin, getJson, sendJson, startTestCloud, temporaryDataDir } from './testing/cloud-client.js';
import { registerName } from './testing/register-name.js';

const alice = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey);
const folders: string[] = [];

function dataDir(): string {
  const folder = temporaryDataDir();
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps names, events, settings and faults across a stop and start with the same data folder', async () => {
    const folder = dataDir();
    const first = await startTestCloud({ dataDir: folder });
    expect((await registerName(first, alice, 'persisted-name')).status).toBe(200);
    const event = { eventId: randomUUID(), url: 'http://127.0.0.1:5173/', domain: '127.0.0.1', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } };
    expect((await sendJson(first, 'POST', '/e', event)).status).toBe(202);
    await admin.put(first, 'settings', { features: [{ id: 'swap', isEnabled: false, config: null }], analyticsEnabled: false });
    await admin.put(first, 'faults', { route: '/getWallets', status: 503, times: 5 });
    await first.stop();
    expect(existsSync(join(folder, 'cloud.sqlite'))).toBe(true);

    const second = await startTestCloud({ dataDir: folder });
    try {
      const name = await getJson(second, '/v1/profile/account/persisted-name.reown.id', { apiVersion: 2 });
      expect(name.status).toBe(200);
      expect(Object.values(nameResponseSchema.parse(name.body).addresses)).toEqual([
        expect.objectContaining({ address: alice.address }),
      ]);
      expect(((await admin.get(second, 'events')).body as { events: { body: unknown }[] }).events.map((stored) => stored.body)).toEqual([event]);
      const { features } = projectConfigResponseSchema.parse((await getJson(second, '/appkit/v1/config')).body);
      expect(features.find((feature) => feature.id === 'swap')?.isEnabled).toBe(false);
      expect((await getJson(second, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: false });
      expect((await getJson(second, '/getWallets')).status).toBe(503);
    } finally {
      await second.stop();
    }
  });

  it('creates a missing data folder', async () => {
    const folder = join(dataDir(), 'nested', 'data');
    const cloud = await startTestCloud({ dataDir: folder });
    await cloud.stop();
    expect(existsSync(join(folder, 'cloud.sqlite'))).toBe(true);
  });

  it('moves a corrupt database file aside and starts empty instead of crashing', async () => {
    const folder = dataDir();
    writeFileSync(join(folder, 'cloud.sqlite'), 'this is not an SQLite database, just text '.repeat(200));
    const cloud = await startTestCloud({ dataDir: folder });
    try {
      expect(cloud.db.database.movedAside).toMatch(/cloud\.sqlite\.corrupt-\d+$/);
      expect(readdirSync(folder).some((file) => file.startsWith('cloud.sqlite.corrupt-'))).toBe(true);
      expect((await getJson(cloud, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true });
      expect((await registerName(cloud, alice, 'after-corruption')).status).toBe(200);
    } finally {
      await cloud.stop();
    }
  });

  it('keeps nothing with dataDir null', async () => {
    const cloud = await startTestCloud({ dataDir: null });
    expect(cloud.db.database.file).toBeUndefined();
    await cloud.stop();
  });
});
