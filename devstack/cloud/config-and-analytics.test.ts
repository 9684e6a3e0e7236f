import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  projectConfigResponseSchema,
  remoteFeatureIds,
} from '../../domain/entities/api/catalogue-api.schema.js';
import { admin, getJson, sendJson, startTestCloud, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud();
});
afterAll(() => cloud.dispose());
beforeEach(async () => {
  await admin.post(cloud, 'reset');
});

describe('project config', () => {
  it('GET /appkit/v1/config answers the default features', async () => {
    const { status, body } = await getJson(cloud, '/appkit/v1/config');
    expect(status).toBe(200);
    const { features } = projectConfigResponseSchema.parse(body);
    expect(features.map((feature) => feature.id).sort()).toEqual([...remoteFeatureIds].sort());
    const enabled = features.filter((feature) => feature.isEnabled).map((feature) => feature.id).sort();
    // Swap and onramp are on: the devstack serves /v1/convert/* and /v1/onramp/* (the local provider).
    expect(enabled).toEqual(['activity', 'multi_wallet', 'onramp', 'reown_branding', 'social_login', 'swap']);
    expect(features.find((feature) => feature.id === 'social_login')?.config).toEqual([
      'email', 'google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook',
    ]);
  });

  it('changes through PUT /__admin/settings: merge by id, remove ids', async () => {
    const put = await admin.put(cloud, 'settings', {
      features: [{ id: 'swap', isEnabled: false, config: null }, { id: 'social_login', isEnabled: true, config: ['email'] }],
      removeFeatures: ['onramp'],
    });
    expect(put.status).toBe(200);
    const { features } = projectConfigResponseSchema.parse((await getJson(cloud, '/appkit/v1/config')).body);
    expect(features.find((feature) => feature.id === 'swap')?.isEnabled).toBe(false);
    expect(features.find((feature) => feature.id === 'social_login')?.config).toEqual(['email']);
    expect(features.find((feature) => feature.id === 'onramp')).toBeUndefined();
    expect(features.find((feature) => feature.id === 'activity')?.isEnabled).toBe(true);
  });

  it('GET /projects/v1/origins answers the allowed origins, changeable', async () => {
    expect(allowedOriginsResponseSchema.parse((await getJson(cloud, '/projects/v1/origins')).body)).toEqual({
      allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    });
    await admin.put(cloud, 'settings', { allowedOrigins: ['https://dapp.example'] });
    expect(allowedOriginsResponseSchema.parse((await getJson(cloud, '/projects/v1/origins')).body).allowedOrigins).toEqual([
      'https://dapp.example',
    ]);
  });

  it('GET /getAnalyticsConfig answers the switch, changeable', async () => {
    expect(analyticsConfigResponseSchema.parse((await getJson(cloud, '/getAnalyticsConfig')).body)).toEqual({ isAnalyticsEnabled: true });
    await admin.put(cloud, 'settings', { analyticsEnabled: false });
    expect(analyticsConfigResponseSchema.parse((await getJson(cloud, '/getAnalyticsConfig')).body)).toEqual({ isAnalyticsEnabled: false });
  });

  it('rejects bad settings with 400 and requires projectId on the config routes', async () => {
    for (const body of [{ analyticsEnabled: 'yes' }, { features: [{ id: 'swap' }] }, { unknown: 1 }, '{not json']) {
      const answer = await admin.put(cloud, 'settings', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(reasonNames(answer.body).length).toBeGreaterThan(0);
    }
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      const { status, body } = await getJson(cloud, path, {}, false);
      expect(status, path).toBe(400);
      expect(reasonNames(body)).toEqual(['query.projectId']);
    }
  });
});

describe('POST /e', () => {
  const event = (props: Record<string, unknown>) => ({
    eventId: randomUUID(),
    url: 'http://127.0.0.1:5173/',
    domain: '127.0.0.1',
    timestamp: Date.now(),
    props,
  });

  it('stores events and error reports, listed by GET /__admin/events', async () => {
    const track = event({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } });
    const report = event({ type: 'error', event: 'ERROR', errorType: 'WalletportError', errorMessage: 'boom', stackTrace: 'at x' });
    expect((await sendJson(cloud, 'POST', '/e', track)).status).toBe(202);
    expect((await sendJson(cloud, 'POST', '/e', report)).status).toBe(202);
    const { body } = await admin.get(cloud, 'events');
    const { events } = body as { events: { projectId: string; sdkType: string; body: unknown }[] };
    expect(events.map((stored) => stored.body)).toEqual([track, report]);
    expect(events[0]).toMatchObject({ projectId: 'devstacktest', sdkType: 'appkit' });
    const errors = (await admin.get(cloud, 'events', { type: 'error' })).body as { events: unknown[] };
    expect(errors.events).toHaveLength(1);
    const named = (await admin.get(cloud, 'events', { event: 'MODAL_OPEN' })).body as { events: unknown[] };
    expect(named.events).toHaveLength(1);
    await admin.delete(cloud, 'events');
    expect(((await admin.get(cloud, 'events')).body as { events: unknown[] }).events).toEqual([]);
  });

  it('rejects bodies the product schema rejects, with 400', async () => {
    for (const body of [
      { ...event({ type: 'track', event: 'X' }), eventId: 'not-a-uuid' },
      event({ type: 'other', event: 'X' }),
      { url: 'x' },
      'not json',
      '',
    ]) {
      const answer = await sendJson(cloud, 'POST', '/e', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(reasonNames(answer.body)[0]).toMatch(/^body/);
    }
    expect(((await admin.get(cloud, 'events')).body as { events: unknown[] }).events).toEqual([]);
  });

  it('requires projectId', async () => {
    const answer = await sendJson(cloud, 'POST', '/e', event({ type: 'track', event: 'X' }), {}, false);
    expect(answer.status).toBe(400);
    expect(reasonNames(answer.body)).toEqual(['query.projectId']);
  });
});
