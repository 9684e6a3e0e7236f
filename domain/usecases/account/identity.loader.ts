/**
 * The profile name and avatar: looked up only on EVM networks that are not testnets and
 * that the blockchain API supports, cached IDENTITY_CACHE_TTL_MS per address (whatever the network) in
 * memory and, when a storage is given, under IDENTITY_CACHE (validated on read, see identity.storage.ts).
 * A failed lookup shows no profile and is asked again on the next load. The avatar shows only when it may
 * load without calling a host the page does not already use (trustedImageUrl: a data:image URI or an image on
 * `avatarOrigins`, the configured APIs); otherwise the view draws the generated avatar.
 */
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { IdentityResponse } from '../../entities/api/blockchain-api.schema.js';
import { IDENTITY_CACHE_TTL_MS } from '../../entities/constants.js';
import { trustedImageUrl } from '../../entities/link/trusted-image-url.js';
import type { AccountContext } from './accountContext.js';
import type { AccountDataState, ApplyAccountData } from './account-data.types.js';
import { readStoredIdentity, writeStoredIdentity } from './identity.storage.js';
import { InFlight } from './in-flight.js';
import type { SupportedChains } from './supported-chains.js';
import { TtlCache } from '../shared/index.js';

export type IdentityLoaderDependencies = {
  readonly api: Pick<BlockchainApi, 'getIdentity'>;
  readonly supportedChains: SupportedChains;
  readonly scheduler: Pick<Scheduler, 'now'>;
  readonly logger: Pick<Logger, 'warn'>;
  readonly storage?: KeyValueStorage | undefined;
  /** Origins an http(s) avatar may load from (the configured APIs'); without them only data: avatars show. */
  readonly avatarOrigins?: readonly string[] | undefined;
};

export class IdentityLoader {
  readonly #api: IdentityLoaderDependencies['api'];
  readonly #supportedChains: SupportedChains;
  readonly #scheduler: Pick<Scheduler, 'now'>;
  readonly #logger: Pick<Logger, 'warn'>;
  readonly #storage: KeyValueStorage | undefined;
  readonly #avatarOrigins: readonly string[];
  readonly #cache: TtlCache<string, IdentityResponse>;
  readonly #inFlight = new InFlight();

  constructor({ api, supportedChains, scheduler, logger, storage, avatarOrigins = [] }: IdentityLoaderDependencies) {
    this.#avatarOrigins = avatarOrigins;
    this.#api = api;
    this.#supportedChains = supportedChains;
    this.#scheduler = scheduler;
    this.#logger = logger;
    this.#storage = storage;
    this.#cache = new TtlCache({ ttlMs: IDENTITY_CACHE_TTL_MS, clock: scheduler });
  }

  /** Loads and applies the identity of `context`'s account; `force` bypasses the caches. */
  async load(context: AccountContext, force: boolean, apply: ApplyAccountData): Promise<void> {
    if (context.namespace !== 'eip155' || context.network.testnet === true) {
      apply(this.#state(undefined));
      return;
    }
    const key = context.address.toLowerCase();
    const cached = force ? undefined : this.#cached(key);
    if (cached) {
      apply(this.#state(cached));
      return;
    }
    if (!(await this.#supportedChains.allows(context.network))) {
      apply(this.#state(undefined));
      return;
    }
    const identity = await this.#inFlight.run(key, async () => {
      try {
        const answer = await this.#api.getIdentity({ address: context.address, sender: context.address });
        this.#cache.set(key, answer);
        if (this.#storage) writeStoredIdentity(this.#storage, key, answer, this.#scheduler.now());
        return answer;
      } catch (error) {
        this.#logger.warn('The identity could not be fetched', error);
        return undefined;
      }
    });
    apply(this.#state(identity));
  }

  #state(identity: IdentityResponse | undefined): Partial<AccountDataState> {
    return {
      profileName: identity?.name ?? undefined,
      profileImage: trustedImageUrl({ url: identity?.avatar, trustedOrigins: this.#avatarOrigins }),
    };
  }

  #cached(key: string): IdentityResponse | undefined {
    const inMemory = this.#cache.get(key);
    if (inMemory || !this.#storage) return inMemory;
    const now = this.#scheduler.now();
    const stored = readStoredIdentity(this.#storage, key, now);
    if (!stored) return undefined;
    this.#cache.set(key, stored.identity, stored.expiresAt - now);
    return stored.identity;
  }
}
