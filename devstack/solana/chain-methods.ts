/** The chain's own facts: blockhash, genesis, slot and height, epoch, version, health. */
import { SOLANA_DEVSTACK_GENESIS_HASH, SOLANA_DEVSTACK_VERSION } from './genesis.js';
import { withContext, type RpcMethod } from './rpc-context.js';
import { commitmentConfig, positional } from './rpc-params.js';
import { z } from 'zod';

/** A real cluster's epoch length; the local chain never leaves epoch 0 in practice. */
const SLOTS_PER_EPOCH = 432_000;

export const chainMethods: Record<string, RpcMethod> = {
  getLatestBlockhash: (params, node) => {
    positional(params, 0)(0, commitmentConfig);
    return withContext(node, node.ledger.latestBlockhash());
  },
  isBlockhashValid: (params, node) => {
    const at = positional(params, 1);
    const blockhash = at(0, z.string());
    at(1, commitmentConfig);
    return withContext(node, node.ledger.isBlockhashValid(blockhash));
  },
  getGenesisHash: () => SOLANA_DEVSTACK_GENESIS_HASH,
  getSlot: (params, node) => {
    positional(params, 0)(0, commitmentConfig);
    return node.ledger.slot;
  },
  getBlockHeight: (params, node) => {
    positional(params, 0)(0, commitmentConfig);
    return node.ledger.slot;
  },
  getEpochInfo: (params, node) => {
    positional(params, 0)(0, commitmentConfig);
    const slot = node.ledger.slot;
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: node.ledger.transactionCount,
    };
  },
  getVersion: () => SOLANA_DEVSTACK_VERSION,
  getHealth: () => 'ok',
};
