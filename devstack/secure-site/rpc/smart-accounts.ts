/**
 * The embedded wallet's smart account: a SimpleAccount (@account-abstraction/contracts 0.8) behind the devstack's
 * SimpleAccountFactory, owned by the user's key, salt 0. Counterfactual until its first user operation, whose
 * initCode deploys it (viem adds the factory data while the account has no code). The factory's CREATE2 gives
 * the same address on every chain, so it is read once per owner and kept. Only chains with a bundler are
 * smart-account-enabled: without one a user operation has nowhere to go.
 *
 * Why SimpleAccount and not the EOA delegated to Simple7702Account (docs/EMBEDDED-WALLET.md, "Smart account"):
 * a 7702 account has the EOA's own address, so "switch to your smart account" would change nothing the person
 * sees, and the delegation is a type-4 transaction the EOA must pay for before any sponsorship can apply.
 */
import { createPublicClient, http, type Address, type PublicClient } from 'viem';
import { createBundlerClient, type BundlerClient } from 'viem/account-abstraction';
import type { PrivateKeyAccount } from 'viem/accounts';
import { readContract } from 'viem/actions';
import { devnetChain, SIMPLE_ACCOUNT_FACTORY_ADDRESS } from '../../chains/index.js';
import { SIMPLE_ACCOUNT_FACTORY_ABI, toDevSimpleAccount, type DevSimpleAccount } from '../../chains/simple-account.js';
import { PublicError } from '../../mail/http-server.js';
import type { SecureSiteChain } from './chain-book.js';

/** A chain's ERC-4337 bundler (JSON-RPC over HTTP). */
export type SecureSiteBundler = { chainId: number; url: string };

export const NO_SMART_ACCOUNTS = 'Smart accounts are not enabled on this network';

export type SmartAccountState = { address: Address; isDeployed: boolean };

export class SmartAccounts {
  readonly #bundlers: ReadonlyMap<number, string>;
  readonly #addresses = new Map<Address, Address>();
  readonly #clients = new Map<number, PublicClient>();

  constructor(bundlers: readonly SecureSiteBundler[]) {
    this.#bundlers = new Map(bundlers.map(({ chainId, url }) => [chainId, url]));
  }

  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chain ids with a bundler. */
  get enabledChainIds(): number[] {
    return [...this.#bundlers.keys()];
  }

  isEnabled(chainId: number): boolean {
    return this.#bundlers.has(chainId);
  }

  /** The owner's counterfactual account address on `chain` (read from the factory once, then remembered). */
  async addressOf(owner: Address, chain: SecureSiteChain): Promise<Address> {
    const known = this.#addresses.get(owner);
    if (known) return known;
    const address = await readContract(this.#client(chain), {
      address: SIMPLE_ACCOUNT_FACTORY_ADDRESS,
      abi: SIMPLE_ACCOUNT_FACTORY_ABI,
      functionName: 'getAddress',
      args: [owner, 0n],
    });
    this.#addresses.set(owner, address);
    return address;
  }

  /** INIT_SMART_ACCOUNT: the address and whether its code is on `chain` yet (deployed by its first operation). */
  async stateOf(owner: Address, chain: SecureSiteChain): Promise<SmartAccountState> {
    const address = await this.addressOf(owner, chain);
    const code = await this.#client(chain).getCode({ address });
    return { address, isDeployed: code !== undefined && code !== '0x' };
  }

  /** Runs `use` with the owner's smart account and the chain's bundler; 400 on a chain without a bundler. */
  async withAccount<T>(owner: PrivateKeyAccount, chain: SecureSiteChain, use: (account: DevSimpleAccount, bundler: BundlerClient) => Promise<T>): Promise<T> {
    const url = this.#bundlers.get(chain.chainId);
    if (url === undefined) throw new PublicError(400, NO_SMART_ACCOUNTS);
    const client = this.#client(chain);
    const account = await toDevSimpleAccount({ client, owner });
    const bundler = createBundlerClient({ client, transport: http(url, { retryCount: 0 }) });
    return use(account, bundler);
  }

  /** A user operation's receipt on `chain`, or null while it is pending (wallet_getCallsStatus). */
  async receiptOf(hash: `0x${string}`, chain: SecureSiteChain) {
    const url = this.#bundlers.get(chain.chainId);
    if (url === undefined) throw new PublicError(400, NO_SMART_ACCOUNTS);
    const bundler = createBundlerClient({ client: this.#client(chain), transport: http(url, { retryCount: 0 }) });
    return bundler.getUserOperationReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'UserOperationReceiptNotFoundError') return null;
      throw error;
    });
  }

  #client(chain: SecureSiteChain): PublicClient {
    let client = this.#clients.get(chain.chainId);
    if (!client) {
      client = createPublicClient({ chain: devnetChain(chain.chainId, chain.name, chain.rpcUrl), transport: http(chain.rpcUrl, { retryCount: 0 }) });
      this.#clients.set(chain.chainId, client);
    }
    return client;
  }
}
