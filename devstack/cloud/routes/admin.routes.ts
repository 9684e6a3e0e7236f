/**
 * The admin API for tests and the demo (loopback only, never faulted): fault switches, settings, stored
 * events, names and sign-in sessions, and a reset. Also GET /health for the launcher.
 */
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { FAULT_STATUSES } from '../db/faults.store.js';
import { featureSettingSchema } from '../db/settings.store.js';
import { parseJsonBody } from '../http/read-body.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';
import { printable } from '../http/common-schemas.js';

export const MAX_FAULT_LATENCY_MS = 120_000;

const faultBodySchema = z
  .object({
    route: printable(256).refine((route) => route === '*' || route.startsWith('/'), 'Expected a path starting with / or *'),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    exact: z.boolean().optional(),
    latencyMs: z.number().int().min(0).max(MAX_FAULT_LATENCY_MS).optional(),
    status: z
      .number()
      .refine((status): status is (typeof FAULT_STATUSES)[number] => (FAULT_STATUSES as readonly number[]).includes(status), {
        message: `status must be one of ${FAULT_STATUSES.join(', ')}`,
      })
      .optional(),
    malformed: z.boolean().optional(),
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict()
  .refine((fault) => (fault.latencyMs ?? 0) > 0 || fault.status !== undefined || fault.malformed === true, {
    message: 'A fault needs latencyMs, status or malformed',
  });

const faultsBodySchema = z.union([faultBodySchema, z.array(faultBodySchema).min(1).max(100)]);

const clearFaultsQuerySchema = z.object({ route: printable(256).optional() });

const settingsBodySchema = z
  .object({
    features: z.array(featureSettingSchema).max(64).optional(),
    removeFeatures: z.array(z.string().min(1).max(64)).max(64).optional(),
    allowedOrigins: z.array(z.string().min(1).max(256)).max(256).optional(),
    analyticsEnabled: z.boolean().optional(),
  })
  .strict();

const eventsQuerySchema = z.object({
  type: z.enum(['track', 'error']).optional(),
  event: printable(128).optional(),
  limit: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .optional(),
});

export function adminRoutes(router: Router, cloud: CloudContext): void {
  const { faults, settings, events, names, siwx } = cloud.stores;

  router.add('GET', '/health', 'health', () =>
    jsonReply({ status: 'ok', wallets: cloud.catalogue.entries.length, chains: cloud.chains.supportedIds }),
  );

  router.add('GET', '/__admin/faults', 'admin', () => jsonReply({ faults: faults.list() }));
  router.add('PUT', '/__admin/faults', 'admin', ({ bodyText }) => {
    const body = parseInput(faultsBodySchema, parseJsonBody(bodyText), 'body');
    for (const fault of Array.isArray(body) ? body : [body]) faults.set(fault, cloud.now());
    return jsonReply({ faults: faults.list() });
  });
  router.add('DELETE', '/__admin/faults', 'admin', ({ query }) => {
    const { route } = parseInput(clearFaultsQuerySchema, queryObject(query), 'query');
    const removed = faults.clear(route);
    return jsonReply({ removed, faults: faults.list() });
  });

  router.add('GET', '/__admin/settings', 'admin', () => jsonReply(settings.get()));
  router.add('PUT', '/__admin/settings', 'admin', ({ bodyText }) => {
    const body = parseInput(settingsBodySchema, parseJsonBody(bodyText), 'body');
    return jsonReply(settings.update(body));
  });
  router.add('DELETE', '/__admin/settings', 'admin', () => jsonReply(settings.reset()));

  router.add('GET', '/__admin/events', 'admin', ({ query }) => {
    const filter = parseInput(eventsQuerySchema, queryObject(query), 'query');
    return jsonReply({ events: events.list(filter) });
  });
  router.add('DELETE', '/__admin/events', 'admin', () => {
    events.clear();
    return jsonReply({ events: [] });
  });

  router.add('GET', '/__admin/names', 'admin', () => jsonReply({ names: names.list() }));
  router.add('DELETE', '/__admin/names', 'admin', () => {
    names.clear();
    return jsonReply({ names: [] });
  });

  router.add('GET', '/__admin/siwx-sessions', 'admin', () => jsonReply({ sessions: siwx.sessions() }));
  router.add('DELETE', '/__admin/siwx-sessions', 'admin', () => {
    siwx.clear();
    return jsonReply({ sessions: [] });
  });

  router.add('POST', '/__admin/reset', 'admin', () => {
    faults.clear();
    events.clear();
    names.clear();
    siwx.clear();
    return jsonReply({ settings: settings.reset() });
  });
}
