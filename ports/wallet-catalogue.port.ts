/**
 * The wallet catalogue and project configuration: wallets, remote features, allowed origins,
 * analytics switch, and image addresses.
 */
import { serviceToken } from './service-token.js';
import type { ProjectConfigResponse } from '../domain/entities/api/catalogue-api.schema.js';
import type { WalletPage } from '../domain/entities/wallet/wallet.js';

export type GetWalletsParameters = {
  page: number;
  entries: number;
  search?: string;
  chains?: readonly string[];
  include?: readonly string[];
  exclude?: readonly string[];
  badge?: 'certified' | 'none';
};

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';

export interface WalletCatalogue {
  getWallets(params: GetWalletsParameters): Promise<WalletPage>;
  getProjectConfig(): Promise<ProjectConfigResponse>;
  /**
   * The origins allowed for this project. Rejects with RATE_LIMITED on 429 and SERVER_ERROR on 5xx;
   * any other failure resolves to an empty list.
   */
  getAllowedOrigins(): Promise<string[]>;
  /**
   * Whether analytics is enabled for the project. Rejects when it could not be read (an HTTP error, a
   * malformed body, no connection): the analytics gate keeps analytics off and asks again after a lockout.
   */
  getAnalyticsEnabled(): Promise<boolean>;
  /** The address of an image blob; no request is made until something loads it. */
  imageUrl(kind: ImageKind, id: string): string;
}

export const WalletCatalogueToken = serviceToken<WalletCatalogue>('WalletCatalogue');
