import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { CaipNetwork } from '../../entities/network/index.js';

export type SupportedChainsDependencies = {
  readonly api: Pick<BlockchainApi, 'getSupportedChains'>;
  readonly logger: Pick<Logger, 'warn'>;
};

/**
 * Whether the blockchain API may be asked about a network. The list is fetched once per session and shared by
 * every caller (concurrent callers share one request). A failed fetch (an HTTP error or a malformed answer) is
 * not "unsupported": the list is unknown, so calls go ahead and the API's own answer, or its failure, is what
 * the user sees. The failure is not kept: the next load asks again, once, whoever asks.
 */
export class SupportedChains {
  readonly #api: SupportedChainsDependencies['api'];
  readonly #logger: Pick<Logger, 'warn'>;
  #chains: Promise<ReadonlySet<string> | undefined> | undefined;

  constructor({ api, logger }: SupportedChainsDependencies) {
    this.#api = api;
    this.#logger = logger;
  }

  /** False only when the list is known and lacks `network`; true when it lists it or could not be fetched. */
  async allows(network: CaipNetwork): Promise<boolean> {
    if (this.#chains === undefined) {
      const request: Promise<ReadonlySet<string> | undefined> = this.#api.getSupportedChains().then(
        (answer) => new Set(answer.http),
        (error: unknown) => {
          // Not kept: the next load asks again.
          if (this.#chains === request) this.#chains = undefined;
          this.#logger.warn('The supported chains of the blockchain API could not be fetched', error);
          return undefined;
        },
      );
      this.#chains = request;
    }
    const chains = await this.#chains;
    if (chains === undefined) return true;
    return chains.has(network.caipNetworkId) || (network.deprecatedCaipNetworkId !== undefined && chains.has(network.deprecatedCaipNetworkId));
  }
}
