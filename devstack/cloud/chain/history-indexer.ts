/**
 * Indexes one chain's blocks for the history route: native value transfers, the Transfer logs of the known
 * token and NFT contracts, the Swapped logs of the swap fee router (a trade), and the ETH moved inside a user
 * operation or an EIP-7702 batch (internal-transfers.ts), on the bundle's own entry so that it is listed once.
 * Incremental: it remembers
 * the last indexed block (number and hash) and reads only newer blocks; when the chain went back (restart,
 * evm_revert, anvil_reset) it starts over.
 */
import { getAddress, hexToBigInt, isAddressEqual, type Address, type Hex, type Log } from 'viem';
import type { CloudChain } from './chain-set.js';
import { ENTRY_POINT_ADDRESS, internalTransfers, isUserOperationLog } from './internal-transfers.js';
import { decodeSwapLog, type IndexedSwap } from './swap-log.js';

/** keccak256('Transfer(address,address,uint256)'), shared by ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const BLOCKS_PER_BATCH = 50n;

export type IndexedTransfer = {
  kind: 'native' | 'erc20' | 'erc721';
  /** The token or NFT contract; undefined for native transfers. */
  contract: Address | undefined;
  from: Address;
  to: Address;
  /** Base units; 1 for an NFT. */
  amount: bigint;
  tokenId: bigint | undefined;
};

export type IndexedTransaction = {
  chainId: string;
  blockNumber: bigint;
  transactionIndex: number;
  hash: Hex;
  from: Address;
  to: Address | null;
  nonce: number;
  /** Block time, seconds since the epoch. */
  timestamp: number;
  status: 'confirmed' | 'failed';
  transfers: IndexedTransfer[];
  /** Set when the transaction swapped through the fee router. */
  swap?: IndexedSwap;
};

export class HistoryIndexer {
  readonly #chain: CloudChain;
  readonly #contracts: readonly Address[];
  readonly #feeRouter: Address | undefined;
  #transactions: IndexedTransaction[] = [];
  #last: { number: bigint; hash: Hex } | undefined;
  #queue: Promise<void> = Promise.resolve();

  /** `feeRouter`: the SwapFeeRouter whose Swapped logs mark trades; undefined when the cloud serves no swaps. */
  constructor(chain: CloudChain, contracts: readonly Address[], feeRouter?: Address) {
    this.#chain = chain;
    this.#contracts = feeRouter ? [...contracts, feeRouter] : contracts;
    this.#feeRouter = feeRouter;
  }

  /** The last indexed block number, or undefined before the first sync. */
  get lastIndexedBlock(): bigint | undefined {
    return this.#last?.number;
  }

  /** Brings the index up to the chain's latest block. Concurrent calls run one after the other. */
  sync(): Promise<void> {
    const run = this.#queue.then(() => this.#syncOnce());
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Indexed transactions with a transfer (or a swap) from or to `address`, oldest first. */
  transactionsOf(address: string): IndexedTransaction[] {
    const lower = address.toLowerCase();
    const involves = (party: { from: string; to: string }) => party.from.toLowerCase() === lower || party.to.toLowerCase() === lower;
    const swapOf = (swap: IndexedSwap | undefined) => swap !== undefined && involves({ from: swap.sender, to: swap.to });
    return this.#transactions.filter((transaction) => transaction.transfers.some(involves) || swapOf(transaction.swap));
  }

  async #syncOnce(): Promise<void> {
    const client = this.#chain.client;
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    if (this.#last) {
      const stillThere =
        latest >= this.#last.number && (await client.getBlock({ blockNumber: this.#last.number })).hash === this.#last.hash;
      if (!stillThere) {
        this.#transactions = [];
        this.#last = undefined;
      }
    }
    for (let from = this.#last ? this.#last.number + 1n : 0n; from <= latest; from += BLOCKS_PER_BATCH) {
      const to = from + BLOCKS_PER_BATCH - 1n < latest ? from + BLOCKS_PER_BATCH - 1n : latest;
      await this.#indexRange(from, to);
    }
  }

  async #indexRange(fromBlock: bigint, toBlock: bigint): Promise<void> {
    const client = this.#chain.client;
    const numbers: bigint[] = [];
    for (let number = fromBlock; number <= toBlock; number++) numbers.push(number);
    const [blocks, logs] = await Promise.all([
      Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
      client.getLogs({ address: [...this.#contracts, ENTRY_POINT_ADDRESS], fromBlock, toBlock }),
    ]);
    const found = new Map<Hex, IndexedTransaction>();
    const valueTransfers: Hex[] = [];
    /** Transactions whose transfers happen inside calls: bundles of user operations, EIP-7702 batches. */
    const traced = new Set<Hex>();
    for (const block of blocks) {
      for (const transaction of block.transactions) {
        const entry: IndexedTransaction = {
          chainId: this.#chain.caipId,
          blockNumber: block.number,
          transactionIndex: transaction.transactionIndex,
          hash: transaction.hash,
          from: getAddress(transaction.from),
          to: transaction.to ? getAddress(transaction.to) : null,
          nonce: transaction.nonce,
          timestamp: Number(block.timestamp),
          status: 'confirmed',
          transfers: [],
        };
        found.set(transaction.hash, entry);
        // A delegated EOA calling itself runs its batch (EIP-7702): its transfers are calls it makes.
        if (entry.to && isAddressEqual(entry.from, entry.to) && transaction.input !== '0x') traced.add(transaction.hash);
        if (transaction.value > 0n && entry.to) {
          entry.transfers.push({ kind: 'native', contract: undefined, from: entry.from, to: entry.to, amount: transaction.value, tokenId: undefined });
          valueTransfers.push(transaction.hash);
        }
      }
    }
    for (const log of logs) {
      const entry = log.transactionHash ? found.get(log.transactionHash) : undefined;
      if (!entry) continue;
      if (isUserOperationLog(log)) {
        traced.add(entry.hash);
        continue;
      }
      const swap = this.#feeRouter ? decodeSwapLog(log, this.#feeRouter) : undefined;
      if (swap) {
        entry.swap = swap;
        continue;
      }
      const transfer = decodeTransfer(log);
      if (transfer) entry.transfers.push(transfer);
    }
    // A reverted transaction is mined too; its value did not move, which only its receipt tells.
    const receipts = await Promise.all(valueTransfers.map((hash) => client.getTransactionReceipt({ hash })));
    for (const receipt of receipts) {
      const entry = found.get(receipt.transactionHash);
      if (entry && receipt.status === 'reverted') entry.status = 'failed';
    }
    for (const hash of traced) {
      const entry = found.get(hash);
      // A chain that cannot trace leaves the entry with what blocks and logs say; the index goes on.
      if (entry) entry.transfers.push(...(await internalTransfers({ client, hash }).catch(() => [])));
    }
    for (const entry of found.values()) if (entry.transfers.length > 0 || entry.swap) this.#transactions.push(entry);
    const lastBlock = blocks[blocks.length - 1];
    if (lastBlock?.hash) this.#last = { number: lastBlock.number, hash: lastBlock.hash };
  }
}

function decodeTransfer(log: Log): IndexedTransfer | undefined {
  const [topic, fromTopic, toTopic, tokenIdTopic] = log.topics;
  if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) return undefined;
  const from = topicAddress(fromTopic);
  const to = topicAddress(toTopic);
  const contract = getAddress(log.address);
  if (tokenIdTopic) return { kind: 'erc721', contract, from, to, amount: 1n, tokenId: hexToBigInt(tokenIdTopic) };
  return { kind: 'erc20', contract, from, to, amount: log.data === '0x' ? 0n : hexToBigInt(log.data), tokenId: undefined };
}

function topicAddress(topic: Hex): Address {
  return getAddress(`0x${topic.slice(-40)}`);
}
