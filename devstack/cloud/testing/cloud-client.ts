/**
 * Test helpers: a cloud on port 0 with its database in a fresh temporary folder, and small request helpers
 * that add the common query parameters (projectId, st, sv) the product sends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCloud, type RunningCloud, type StartCloudOptions } from '../start-cloud.js';

export const PROJECT_ID = 'devstacktest';
export const COMMON_QUERY = { projectId: PROJECT_ID, st: 'appkit', sv: 'react-wagmi-0.1.0' } as const;

export type TestCloud = RunningCloud & {
  /** The data folder, or null for an in-memory database. */
  dataDir: string | null;
  /** Stops the cloud and deletes its data folder. */
  dispose(): Promise<void>;
};

export function temporaryDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'walletport-cloud-'));
}

export async function startTestCloud(options: StartCloudOptions = {}): Promise<TestCloud> {
  const dataDir = options.dataDir === undefined ? temporaryDataDir() : options.dataDir;
  const cloud = await startCloud({ port: 0, ...options, dataDir });
  return {
    ...cloud,
    dataDir,
    dispose: async () => {
      await cloud.stop();
      if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Query = Record<string, string | number | boolean | undefined>;

/** `cloud.url + path` with the common parameters (unless `common: false`) and `query`. */
export function urlOf(cloud: { url: string }, path: string, query: Query = {}, common = true): string {
  const url = new URL(path, cloud.url);
  const all: Query = common ? { ...COMMON_QUERY, ...query } : query;
  for (const [key, value] of Object.entries(all)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

export async function getJson(cloud: { url: string }, path: string, query: Query = {}, common = true) {
  const response = await fetch(urlOf(cloud, path, query, common));
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

export async function sendJson(
  cloud: { url: string },
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  query: Query = {},
  common = true,
) {
  const response = await fetch(urlOf(cloud, path, query, common), {
    method,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The admin API (no common parameters). */
export const admin = {
  get: (cloud: { url: string }, path: string, query: Query = {}) => getJson(cloud, `/__admin/${path}`, query, false),
  put: (cloud: { url: string }, path: string, body: unknown) => sendJson(cloud, 'PUT', `/__admin/${path}`, body, {}, false),
  delete: (cloud: { url: string }, path: string, query: Query = {}) =>
    sendJson(cloud, 'DELETE', `/__admin/${path}`, '', query, false),
  post: (cloud: { url: string }, path: string, body: unknown = {}) => sendJson(cloud, 'POST', `/__admin/${path}`, body, {}, false),
};
