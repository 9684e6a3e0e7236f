/** Transactions: send, simulate, fees, statuses, history. */
import { VersionedMessage } from '@solana/web3.js';
import { z } from 'zod';
import { accountJson } from './account-json.js';
import type { LandedTransaction } from './landed-transaction.js';
import { RPC_ERROR_CODES, SolanaRpcError, invalidParams } from './rpc-error.js';
import { withContext, type RpcMethod } from './rpc-context.js';
import { commitmentConfig, decodeWire, positional, pubkeyParam, sendConfig, signatureParam, signaturesForAddressConfig, simulateConfig, transactionConfig } from './rpc-params.js';
import { transactionJson } from './transaction-json.js';

/** getSignatureStatuses answers at most this many signatures, as a node does. */
const MAX_SIGNATURE_STATUSES = 256;
const DEFAULT_SIGNATURES_LIMIT = 1000;

function status(landed: LandedTransaction): Record<string, unknown> {
  return {
    slot: landed.slot,
    confirmations: null,
    err: landed.err,
    status: landed.err === null ? { Ok: null } : { Err: landed.err },
    confirmationStatus: 'finalized',
  };
}

export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction: (params, node) => {
    const at = positional(params, 1);
    const encoded = at(0, z.string());
    const config = at(1, sendConfig);
    const wire = decodeWire(encoded, config?.encoding ?? 'base58');
    return node.ledger.send(wire, { skipPreflight: config?.skipPreflight ?? false });
  },
  simulateTransaction: (params, node) => {
    const at = positional(params, 1);
    const encoded = at(0, z.string());
    const config = at(1, simulateConfig);
    const sigVerify = config?.sigVerify ?? false;
    const replaceRecentBlockhash = config?.replaceRecentBlockhash ?? false;
    if (sigVerify && replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const wire = decodeWire(encoded, config?.encoding ?? 'base58');
    const simulation = node.ledger.simulate(wire, { sigVerify, replaceRecentBlockhash });
    const read = (address: string) => node.ledger.account(address);
    const accounts = config?.accounts
      ? config.accounts.addresses.map((address) => {
          const account = simulation.err ? undefined : (simulation.postAccounts.get(address) ?? read(address));
          return account && account.lamports > 0n ? accountJson(account, { encoding: config.accounts!.encoding ?? 'base64', read }) : null;
        })
      : null;
    return withContext(node, {
      err: simulation.err?.json ?? null,
      logs: simulation.logs,
      accounts,
      unitsConsumed: simulation.unitsConsumed,
      returnData: simulation.returnData && { programId: simulation.returnData.programId, data: [Buffer.from(simulation.returnData.data).toString('base64'), 'base64'] },
      innerInstructions: config?.innerInstructions ? simulation.innerInstructions : null,
      replacementBlockhash: replaceRecentBlockhash ? node.ledger.latestBlockhash() : null,
      loadedAccountsDataSize: 0,
    });
  },
  getFeeForMessage: (params, node) => {
    const at = positional(params, 1);
    const encoded = at(0, z.string());
    at(1, commitmentConfig);
    let message: VersionedMessage;
    try {
      message = VersionedMessage.deserialize(decodeWire(encoded, 'base64', 'solana_message::VersionedMessage'));
    } catch (error) {
      if (error instanceof SolanaRpcError) throw error;
      throw invalidParams(`invalid message: ${error instanceof Error ? error.message : String(error)}`);
    }
    return withContext(node, node.ledger.feeForMessage(message));
  },
  getSignatureStatuses: (params, node) => {
    const at = positional(params, 1);
    const signatures = at(0, z.array(signatureParam));
    at(1, z.object({ searchTransactionHistory: z.boolean().optional() }).loose().optional());
    if (signatures.length > MAX_SIGNATURE_STATUSES) throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
    return withContext(
      node,
      signatures.map((signature) => {
        const landed = node.ledger.transaction(signature);
        return landed ? status(landed) : null;
      }),
    );
  },
  getSignaturesForAddress: (params, node) => {
    const at = positional(params, 1);
    const address = at(0, pubkeyParam);
    const config = at(1, signaturesForAddressConfig);
    let history = node.ledger.signaturesFor(address);
    if (config?.before) {
      const index = history.findIndex((landed) => landed.signature === config.before);
      history = index < 0 ? [] : history.slice(index + 1);
    }
    if (config?.until) {
      const index = history.findIndex((landed) => landed.signature === config.until);
      if (index >= 0) history = history.slice(0, index);
    }
    return history.slice(0, config?.limit ?? DEFAULT_SIGNATURES_LIMIT).map((landed) => ({
      signature: landed.signature,
      slot: landed.slot,
      err: landed.err,
      memo: null,
      blockTime: landed.blockTime,
      confirmationStatus: 'finalized',
    }));
  },
  getTransaction: (params, node) => {
    const at = positional(params, 1);
    const signature = at(0, signatureParam);
    const config = at(1, z.union([z.enum(['json', 'jsonParsed', 'base58', 'base64']), transactionConfig]));
    const options = typeof config === 'string' ? { encoding: config } : config;
    const landed = node.ledger.transaction(signature);
    if (!landed) return null;
    const version = landed.transaction.version;
    if (version !== 'legacy' && (options?.maxSupportedTransactionVersion === undefined || version > options.maxSupportedTransactionVersion)) {
      throw new SolanaRpcError(
        RPC_ERROR_CODES.unsupportedTransactionVersion,
        `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
      );
    }
    return transactionJson(landed, options?.encoding ?? 'json');
  },
};

