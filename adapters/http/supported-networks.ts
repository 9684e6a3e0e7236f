/**
 * The networks the blockchain API serves (GET /v1/supported-chains), fetched once, lazily, on the first call
 * that needs it. A failed fetch is not kept: the next call asks again. While the list is unknown because the
 * fetch failed, calls go ahead (the API's own answer is then the error the user sees).
 */
import type { SupportedChainsResponse } from '../../domain/entities/api/blockchain-api.schema.js';
import { isCaipAddress, isCaipNetworkId, parseCaipAddress } from '../../domain/entities/caip/index.js';

export class SupportedNetworks {
  readonly #load: () => Promise<SupportedChainsResponse>;
  #pending: Promise<SupportedChainsResponse> | undefined;

  constructor(load: () => Promise<SupportedChainsResponse>) {
    this.#load = load;
  }

  /** The list, fetched on first use and then shared. */
  get(): Promise<SupportedChainsResponse> {
    this.#pending ??= this.#load().catch((error: unknown) => {
      this.#pending = undefined;
      throw error;
    });
    return this.#pending;
  }

  /**
   * False only when the list is known and lacks the network of `networkOrAddress` (a CAIP-2 id or a CAIP-10
   * address). Anything else that names no network is not gated.
   */
  async allows(networkOrAddress: string | undefined): Promise<boolean> {
    const network = networkOf(networkOrAddress);
    if (!network) return true;
    try {
      return (await this.get()).http.includes(network);
    } catch {
      return true;
    }
  }
}

/** The CAIP-2 network a CAIP-2 id or CAIP-10 address names, else undefined. */
export function networkOf(value: string | undefined): string | undefined {
  if (isCaipNetworkId(value)) return value;
  if (isCaipAddress(value)) return parseCaipAddress(value).caipNetworkId;
  return undefined;
}
