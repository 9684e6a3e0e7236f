/**
 * The local chains the cloud reads from, keyed by CAIP-2 id, each with a viem client. Only the supported ones
 * (GET /v1/supported-chains) are served; the others exist so "unsupported network" stays a real path.
 */
import { createPublicClient, http, type PublicClient } from 'viem';

export type CloudChainConfig = { chainId: number; rpcUrl: string };

export type CloudChain = CloudChainConfig & { caipId: string; client: PublicClient };

export const RPC_TIMEOUT_MS = 15_000;

export class ChainSet {
  readonly #chains: Map<string, CloudChain>;
  readonly #supported: readonly string[];

  constructor(chains: readonly CloudChainConfig[], supportedChainIds: readonly number[]) {
    this.#chains = new Map(
      chains.map((chain) => {
        const caipId = `eip155:${chain.chainId}`;
        const client = createPublicClient({
          transport: http(chain.rpcUrl, { batch: { wait: 0 }, retryCount: 0, timeout: RPC_TIMEOUT_MS }),
        });
        return [caipId, { ...chain, caipId, client }];
      }),
    );
    this.#supported = supportedChainIds.map((chainId) => `eip155:${chainId}`);
  }

  /** CAIP-2 ids answered under `http` by /v1/supported-chains. */
  get supportedIds(): readonly string[] {
    return this.#supported;
  }

  /** A supported chain by CAIP-2 id, else undefined (unknown or deliberately unsupported). */
  supported(caipId: string): CloudChain | undefined {
    return this.#supported.includes(caipId) ? this.#chains.get(caipId) : undefined;
  }

  /** Every supported chain that has an RPC URL. */
  allSupported(): CloudChain[] {
    return this.#supported.flatMap((caipId) => {
      const chain = this.#chains.get(caipId);
      return chain ? [chain] : [];
    });
  }
}
