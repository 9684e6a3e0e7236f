/**
 * Esplora's address routes: GET /address/:address (chain_stats and mempool_stats), /address/:address/utxo,
 * and the history, newest first: /txs (up to 50 mempool transactions, then 25 confirmed), /txs/chain (25
 * confirmed, then the next 25 after /txs/chain/:last_seen_txid) and /txs/mempool.
 */
import { Address, OutScript } from '@scure/btc-signer';
import { addressJson, transactionJson, unspentJson } from './esplora-json.js';
import type { BitcoinLedger, LedgerTransaction } from './ledger.js';
import { REGTEST } from './regtest.js';
import { json, text, type Reply, type Route } from './reply.js';

const MEMPOOL_PAGE = 50;
const CHAIN_PAGE = 25;

/** The scriptPubKey of a regtest address, or undefined (a mainnet or testnet address is not one). */
export function scriptOfAddress(address: string): Uint8Array | undefined {
  try {
    return OutScript.encode(Address(REGTEST).decode(address));
  } catch {
    return undefined;
  }
}

const INVALID_ADDRESS = text('Invalid Bitcoin address', 400);

function withScript(address: string, answer: (script: Uint8Array) => Reply): Reply {
  const script = scriptOfAddress(address);
  return script === undefined ? INVALID_ADDRESS : answer(script);
}

/** Confirmed transactions newest first (by height, then place in the block), after the mempool's, newest first. */
function ordered(ledger: BitcoinLedger, script: Uint8Array): { mempool: LedgerTransaction[]; chain: LedgerTransaction[] } {
  const history = ledger.historyOf(script);
  const mempool = history.filter((entry) => entry.block === undefined).reverse();
  const place = (entry: LedgerTransaction): number => ledger.blockAt(entry.block!.height)!.txids.indexOf(entry.transaction.txid);
  const chain = history
    .filter((entry) => entry.block !== undefined)
    .sort((a, b) => b.block!.height - a.block!.height || place(b) - place(a));
  return { mempool, chain };
}

function chainPage(chain: LedgerTransaction[], lastSeen: string | undefined): LedgerTransaction[] | undefined {
  if (lastSeen === undefined) return chain.slice(0, CHAIN_PAGE);
  const index = chain.findIndex((entry) => entry.transaction.txid === lastSeen);
  return index === -1 ? undefined : chain.slice(index + 1, index + 1 + CHAIN_PAGE);
}

export function addressRoutes(ledger: BitcoinLedger): Route[] {
  // Anything up to the next slash: what is not a regtest address answers 400, as Esplora does.
  const address = '([^/]{1,100})';
  return [
    { method: 'GET', pattern: new RegExp(`^/address/${address}$`), handle: ([a]) => withScript(a!, (script) => json(addressJson(ledger, a!, script))) },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${address}/utxo$`),
      handle: ([a]) => withScript(a!, (script) => json(ledger.unspentOf(script).map(unspentJson))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${address}/txs$`),
      handle: ([a]) =>
        withScript(a!, (script) => {
          const { mempool, chain } = ordered(ledger, script);
          return json([...mempool.slice(0, MEMPOOL_PAGE), ...chain.slice(0, CHAIN_PAGE)].map(transactionJson));
        }),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${address}/txs/chain(?:/([0-9a-f]{64}))?$`),
      handle: ([a, lastSeen]) =>
        withScript(a!, (script) => {
          const page = chainPage(ordered(ledger, script).chain, lastSeen);
          return page === undefined ? text('Transaction not found', 404) : json(page.map(transactionJson));
        }),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${address}/txs/mempool$`),
      handle: ([a]) => withScript(a!, (script) => json(ordered(ledger, script).mempool.slice(0, MEMPOOL_PAGE).map(transactionJson))),
    },
  ];
}
