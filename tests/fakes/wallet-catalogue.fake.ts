/**
 * An in-memory wallet catalogue and project-config service with switches that fail like the real one:
 * the project config can reject with any error, the origins call can reject with RATE_LIMITED (429) or
 * SERVER_ERROR (5xx), and every call is counted. The project config can also be held open to test
 * requests in flight.
 */
import type { ProjectConfigResponse } from '../../domain/entities/api/catalogue-api.schema.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { CatalogueWallet, WalletPage } from '../../domain/entities/wallet/wallet.js';
import type { GetWalletsParameters, ImageKind, WalletCatalogue } from '../../ports/wallet-catalogue.port.js';

export type FakeWalletCatalogueOptions = {
  wallets?: CatalogueWallet[];
  projectConfig?: ProjectConfigResponse;
  allowedOrigins?: string[];
  analyticsEnabled?: boolean;
  baseUrl?: string;
};

/** How the origins call fails: the two failures the port rejects with (others resolve to an empty list). */
export type OriginsFailure = { code: 'RATE_LIMITED' } | { code: 'SERVER_ERROR'; serverMessage?: string };

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
};

/** A catalogue wallet with plausible defaults; pass what the test cares about. */
export function catalogueWallet(wallet: Partial<CatalogueWallet> & { id: string }): CatalogueWallet {
  return {
    name: wallet.id,
    image_id: `${wallet.id}-image`,
    rdns: null,
    chains: ['eip155:1'],
    ...wallet,
  };
}

export class FakeWalletCatalogue implements WalletCatalogue {
  wallets: CatalogueWallet[];
  projectConfig: ProjectConfigResponse;
  allowedOrigins: string[];
  analyticsEnabled: boolean;
  readonly baseUrl: string;

  /** When set, getProjectConfig rejects with this error. */
  failProjectConfigWith: unknown;
  /** When set, getAllowedOrigins rejects with RATE_LIMITED or SERVER_ERROR. */
  failOriginsWith: OriginsFailure | undefined;
  /** When set, getWallets rejects with this error. */
  failWalletsWith: unknown;

  readonly calls = {
    getWallets: [] as GetWalletsParameters[],
    getProjectConfig: 0,
    getAllowedOrigins: 0,
    getAnalyticsEnabled: 0,
  };

  #projectConfigGate: Promise<void> | undefined;
  #walletsGate: Promise<void> | undefined;

  constructor(options: FakeWalletCatalogueOptions = {}) {
    this.wallets = options.wallets ?? [];
    this.projectConfig = options.projectConfig ?? { features: [] };
    this.allowedOrigins = options.allowedOrigins ?? [];
    this.analyticsEnabled = options.analyticsEnabled ?? true;
    this.baseUrl = options.baseUrl ?? 'https://catalogue.fake';
  }

  /**
   * Pages are 1-based. Filters apply in this order: include (only those ids), exclude, chains (a wallet
   * listing any of them), badge, search (trimmed, case-insensitive part of the name). `count` is the number
   * of matches before paging.
   */
  async getWallets(params: GetWalletsParameters): Promise<WalletPage> {
    this.calls.getWallets.push(params);
    if (this.#walletsGate) await this.#walletsGate;
    if (this.failWalletsWith !== undefined) throw this.failWalletsWith;
    const search = params.search?.trim().toLowerCase() ?? '';
    const include = params.include?.length ? new Set(params.include) : undefined;
    const exclude = new Set(params.exclude ?? []);
    const chains = params.chains?.length ? new Set(params.chains) : undefined;
    const matches = this.wallets.filter(
      (wallet) =>
        (!include || include.has(wallet.id)) &&
        !exclude.has(wallet.id) &&
        (!chains || (wallet.chains ?? []).some((chain) => chains.has(chain))) &&
        (params.badge !== 'certified' || wallet.badge_type === 'certified') &&
        (search === '' || wallet.name.toLowerCase().includes(search)),
    );
    const start = (Math.max(1, params.page) - 1) * params.entries;
    return { data: matches.slice(start, start + params.entries), count: matches.length };
  }

  async getProjectConfig(): Promise<ProjectConfigResponse> {
    this.calls.getProjectConfig += 1;
    if (this.#projectConfigGate) await this.#projectConfigGate;
    if (this.failProjectConfigWith !== undefined) throw this.failProjectConfigWith;
    return structuredClone(this.projectConfig);
  }

  async getAllowedOrigins(): Promise<string[]> {
    this.calls.getAllowedOrigins += 1;
    const failure = this.failOriginsWith;
    // As the HTTP adapter does: 429 is RATE_LIMITED; 5xx is SERVER_ERROR carrying the server's message.
    if (failure?.code === 'RATE_LIMITED') throw walletportError('RATE_LIMITED');
    if (failure?.code === 'SERVER_ERROR') throw walletportError('SERVER_ERROR', [], { details: failure.serverMessage });
    return [...this.allowedOrigins];
  }

  async getAnalyticsEnabled(): Promise<boolean> {
    this.calls.getAnalyticsEnabled += 1;
    return this.analyticsEnabled;
  }

  imageUrl(kind: ImageKind, id: string): string {
    return `${this.baseUrl}${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`;
  }

  /** Holds every getProjectConfig answer until the returned function is called. */
  holdProjectConfig(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#projectConfigGate = gate;
    return () => {
      if (this.#projectConfigGate === gate) this.#projectConfigGate = undefined;
      release();
    };
  }

  /**
   * Holds every getWallets answer (those already asked and those asked meanwhile) until the returned function
   * is called; each then answers with the wallets and switches as they are at that moment.
   */
  holdWallets(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#walletsGate = gate;
    return () => {
      if (this.#walletsGate === gate) this.#walletsGate = undefined;
      release();
    };
  }
}
