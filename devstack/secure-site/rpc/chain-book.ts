/** The chains the secure site serves (the devstack's), by id; the first is where a new user starts. */
import { PublicError } from '../../mail/http-server.js';
import { parseChainId } from '../shared/chain-id.js';

export type SecureSiteChain = { chainId: number; name: string; rpcUrl: string };

export const UNSUPPORTED_CHAIN = 'Unsupported chain';

export class ChainBook {
  readonly chains: readonly SecureSiteChain[];

  constructor(chains: readonly SecureSiteChain[]) {
    if (chains.length === 0) throw new Error('The secure site needs at least one chain');
    this.chains = chains;
  }

  get default(): SecureSiteChain {
    return this.chains[0]!;
  }

  find(chainId: unknown): SecureSiteChain | undefined {
    const id = parseChainId(chainId);
    return this.chains.find((chain) => chain.chainId === id);
  }

  /** As `find`, but 400 'Unsupported chain' for a chain this site does not serve. */
  require(chainId: unknown): SecureSiteChain {
    const chain = this.find(chainId);
    if (!chain) throw new PublicError(400, UNSUPPORTED_CHAIN);
    return chain;
  }
}
