/**
 * sendTransfer: the wallet builds the payment itself from its payment address's UTXOs on the ledger (coin
 * selection and change by @scure/btc-signer's selectUTXO, the ledger's 3-block fee estimate), signs every
 * input, and broadcasts it.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { selectUTXO } from '@scure/btc-signer';
import { REGTEST } from '../bitcoin/regtest.js';
import type { WalletKey } from './keys.js';
import type { LedgerClient } from './ledger-client.js';
import { RPC_ERROR, SatsConnectRpcError } from './prompts.js';

export type TransferRecipient = { address: string; amount: bigint };

export type SendTransferParameters = { payment: WalletKey; ledger: LedgerClient; recipients: readonly TransferRecipient[] };
export type SendTransferReturnType = Promise<{ txid: string }>;
export type SendTransferErrorType = SatsConnectRpcError;

export async function sendTransfer({ payment, ledger, recipients }: SendTransferParameters): SendTransferReturnType {
  const [utxos, feePerByte] = await Promise.all([ledger.utxos(payment.address), ledger.feeRate()]);
  const inputs = utxos.map((utxo) => ({ txid: hexToBytes(utxo.txid), index: utxo.vout, witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) } }));
  let selected: ReturnType<typeof selectUTXO>;
  try {
    selected = selectUTXO(inputs, [...recipients], 'default', { feePerByte, changeAddress: payment.address, network: REGTEST, createTx: true });
  } catch (error) {
    throw new SatsConnectRpcError(RPC_ERROR.invalidParams, `Cannot pay these recipients: ${(error as Error).message}`);
  }
  if (selected?.tx === undefined) throw new SatsConnectRpcError(RPC_ERROR.internal, `${payment.address} holds too little to pay these recipients and the fee.`);
  const transaction = selected.tx;
  transaction.sign(payment.privateKey);
  transaction.finalize();
  return { txid: await ledger.broadcast(bytesToHex(transaction.extract())) };
}
