/**
 * Delivery on an EVM chain: an ERC-20 `transfer` (USDC) or a plain ETH send from the treasury, waited for until
 * mined and successful. Sends on one chain go one at a time, so two deliveries never race for a nonce.
 */
import { createWalletClient, erc20Abi, http, publicActions, type Address, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { devnetChain } from '../../chains/index.js';
import type { DeliveryRequest } from './deliverer.js';
import { EVM_TREASURY } from './treasury.js';

export type EvmDeliveryChain = { chainId: number; name: string; rpcUrl: string };

export class EvmDelivery {
  readonly #chains: ReadonlyMap<string, EvmDeliveryChain>;
  /** The last send per chain: the next one waits for it. */
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(chains: readonly EvmDeliveryChain[]) {
    this.#chains = new Map(chains.map((chain) => [`eip155:${chain.chainId}`, chain]));
  }

  deliver(request: DeliveryRequest): Promise<string> {
    const chain = this.#chains.get(request.caipNetworkId);
    if (!chain) return Promise.reject(new Error(`no EVM chain ${request.caipNetworkId}`));
    const previous = this.#queues.get(request.caipNetworkId) ?? Promise.resolve();
    const sent = previous.catch(() => undefined).then(() => send(chain, request));
    this.#queues.set(request.caipNetworkId, sent);
    return sent;
  }
}

async function send(chain: EvmDeliveryChain, request: DeliveryRequest): Promise<Hash> {
  const wallet = createWalletClient({
    chain: devnetChain(chain.chainId, chain.name, chain.rpcUrl),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
    account: privateKeyToAccount(EVM_TREASURY.privateKey),
  }).extend(publicActions);
  const to = request.destination as Address;
  const hash =
    request.contractAddress === ''
      ? await wallet.sendTransaction({ to, value: request.units })
      : await wallet.writeContract({ address: request.contractAddress as Address, abi: erc20Abi, functionName: 'transfer', args: [to, request.units] });
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: 60_000 });
  if (receipt.status !== 'success') throw new Error(`delivery ${hash} reverted`);
  return hash;
}
