/**
 * Where the provider keeps its sessions, interactions, grants, codes and tokens: in memory, one store per
 * provider (oidc-provider's own fallback is shared by every provider in the process and warns on each start).
 * Restarting the devstack signs everybody out of the stand-in providers, which is what a stand-in may do.
 *
 * oidc-provider calls the adapter contract below once per model name ('Session', 'AuthorizationCode', ...).
 */
import type { AdapterPayload, ProviderAdapter } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt: number };

export function memoryAdapterClass(now: () => number = Date.now): new (model: string) => ProviderAdapter {
  const entries = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return class MemoryAdapter implements ProviderAdapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    #key(id: string): string {
      return `${this.#model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const key = this.#key(id);
      entries.set(key, { payload, expiresAt: expiresIn === undefined ? Infinity : now() + expiresIn * 1000 });
      if (this.#model === 'Session' && typeof payload.uid === 'string') sessionsByUid.set(payload.uid, id);
      if (typeof payload.grantId === 'string') {
        const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        keysByGrant.set(payload.grantId, keys);
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.#key(id))?.payload;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = sessionsByUid.get(uid);
      return id === undefined ? undefined : this.find(id);
    }

    /** The device flow is off; nothing has a user code. */
    async findByUserCode(): Promise<AdapterPayload | undefined> {
      return undefined;
    }

    /** Marks a code or token used: oidc-provider refuses it next time and revokes what it granted. */
    async consume(id: string): Promise<void> {
      const entry = live(this.#key(id));
      if (entry) entry.payload.consumed = Math.floor(now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.#key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
      keysByGrant.delete(grantId);
    }
  };
}
