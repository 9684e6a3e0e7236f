/**
 * WalletCatalogue over HTTP (CONTRACTS.md, "Wallet catalogue and project config"): wallet pages, remote
 * features, allowed origins, the analytics switch and image addresses. Every answer is checked with the
 * schemas of domain/entities/api.
 */
import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  projectConfigResponseSchema,
  walletPageSchema,
} from '../../domain/entities/api/catalogue-api.schema.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { Logger } from '../../ports/logger.port.js';
import type { GetWalletsParameters, ImageKind, WalletCatalogue } from '../../ports/wallet-catalogue.port.js';
import type { HttpClient } from './http-client.js';
import { httpStatusOf } from './http-status.error.js';

const IMAGE_PATHS: Readonly<Record<ImageKind, string>> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
};

export type HttpWalletCatalogueOptions = {
  /** Where failures that resolve to a fallback value (empty origins, analytics off) are reported. */
  logger?: Logger | undefined;
};

export class HttpWalletCatalogue implements WalletCatalogue {
  readonly #http: HttpClient;
  readonly #logger: Logger | undefined;

  constructor(http: HttpClient, options: HttpWalletCatalogueOptions = {}) {
    this.#http = http;
    this.#logger = options.logger;
  }

  getWallets(params: GetWalletsParameters): ReturnType<WalletCatalogue['getWallets']> {
    return this.#http.get('/getWallets', walletPageSchema, {
      query: {
        page: params.page,
        entries: params.entries,
        search: params.search,
        chains: params.chains?.join(','),
        include: params.include?.join(','),
        exclude: params.exclude?.join(','),
        badge_type: params.badge,
      },
    });
  }

  getProjectConfig(): ReturnType<WalletCatalogue['getProjectConfig']> {
    return this.#http.get('/appkit/v1/config', projectConfigResponseSchema);
  }

  async getAllowedOrigins(): Promise<string[]> {
    try {
      const { allowedOrigins } = await this.#http.get('/projects/v1/origins', allowedOriginsResponseSchema);
      return allowedOrigins;
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 429) throw walletportError('RATE_LIMITED', [], { cause: error });
      if (status !== undefined && status >= 500 && status <= 599) {
        throw walletportError('SERVER_ERROR', [], { cause: error, details: serverMessage(error) });
      }
      this.#logger?.warn('Could not fetch the allowed origins; using none', error);
      return [];
    }
  }

  async getAnalyticsEnabled(): Promise<boolean> {
    try {
      const { isAnalyticsEnabled } = await this.#http.get('/getAnalyticsConfig', analyticsConfigResponseSchema);
      return isAnalyticsEnabled;
    } catch (error) {
      this.#logger?.warn('Could not fetch the analytics config; analytics stay off until it is read again', error);
      throw error;
    }
  }

  imageUrl(kind: ImageKind, id: string): string {
    return this.#http.url(`${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`);
  }
}

/** The server's own words from an error answer, if it sent any. */
function serverMessage(error: unknown): string | undefined {
  return isWalletportError(error) ? error.details : undefined;
}
