/**
 * Project settings the catalogue routes answer from: remote features, allowed origins and the analytics
 * switch. Kept as one JSON value per key; a value that no longer parses falls back to its default.
 */
import { z } from 'zod';
import type { CloudDatabase } from './database.js';

export const featureSettingSchema = z.object({
  id: z.string().min(1).max(64),
  isEnabled: z.boolean(),
  config: z.array(z.string().max(64)).max(64).nullable(),
});
export type FeatureSetting = z.infer<typeof featureSettingSchema>;

export type CloudSettings = {
  features: FeatureSetting[];
  allowedOrigins: string[];
  analyticsEnabled: boolean;
};

export const DEFAULT_SOCIALS = ['email', 'google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'];

export function defaultSettings(): CloudSettings {
  return {
    features: [
      { id: 'multi_wallet', isEnabled: true, config: null },
      { id: 'activity', isEnabled: true, config: null },
      // On: routes/onramp.routes.ts serves /v1/onramp/* and the URL generator from the local provider
      // (devstack/onramp), and swap's routes/convert.routes.ts serves /v1/convert/*.
      { id: 'onramp', isEnabled: true, config: null },
      { id: 'swap', isEnabled: true, config: null },
      { id: 'social_login', isEnabled: true, config: [...DEFAULT_SOCIALS] },
      { id: 'reown_branding', isEnabled: true, config: null },
    ],
    allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    analyticsEnabled: true,
  };
}

const valueSchemas = {
  features: z.array(featureSettingSchema),
  allowedOrigins: z.array(z.string()),
  analyticsEnabled: z.boolean(),
} as const;

type Key = keyof typeof valueSchemas;
const KEYS = Object.keys(valueSchemas) as Key[];

export type SettingsPatch = {
  /** Merged by id: a listed feature replaces the stored one with that id, others stay. */
  features?: FeatureSetting[] | undefined;
  /** Ids dropped from the list (a missing id means off for the client). */
  removeFeatures?: string[] | undefined;
  allowedOrigins?: string[] | undefined;
  analyticsEnabled?: boolean | undefined;
};

export class SettingsStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  get(): CloudSettings {
    const settings = defaultSettings();
    for (const row of this.#db.all('SELECT key, value FROM settings')) {
      const key = row['key'];
      if (typeof key !== 'string' || !(KEYS as string[]).includes(key)) continue;
      const parsed = valueSchemas[key as Key].safeParse(safeJson(row['value']));
      if (parsed.success) Object.assign(settings, { [key]: parsed.data });
    }
    return settings;
  }

  update(patch: SettingsPatch): CloudSettings {
    const current = this.get();
    const next: CloudSettings = { ...current };
    if (patch.features || patch.removeFeatures) {
      const features = new Map(current.features.map((feature) => [feature.id, feature]));
      for (const feature of patch.features ?? []) features.set(feature.id, feature);
      for (const id of patch.removeFeatures ?? []) features.delete(id);
      next.features = [...features.values()];
    }
    if (patch.allowedOrigins) next.allowedOrigins = patch.allowedOrigins;
    if (patch.analyticsEnabled !== undefined) next.analyticsEnabled = patch.analyticsEnabled;
    this.#db.mutate(() => {
      for (const key of KEYS) {
        this.#db.exec('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)', [key, JSON.stringify(next[key])]);
      }
    });
    return next;
  }

  reset(): CloudSettings {
    this.#db.mutate(() => this.#db.exec('DELETE FROM settings', []));
    return this.get();
  }
}

function safeJson(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
