/**
 * A request-style Solana wallet for the adapter's tests: it answers the methods of ports/solana-wallet.port.ts
 * with a devstack dev keypair (public development keys, devstack/solana), signing for real (ed25519 through
 * WebCrypto) and sending to the local node's JSON-RPC as a wallet would, relaying the node's error as
 * `{code, message}`. Switches make the next answer a rejection (4001), make signAndSend unsupported (4200),
 * return a tampered transaction from signTransaction, or forge a message signature; `requests` logs every call.
 */
import {
  createKeyPairFromBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  signBytes,
  type Transaction,
} from '@solana/kit';
import type { Eip1193Provider } from '../../../../ports/wallet-connector.port.js';

export class TestWalletError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'TestWalletError';
    this.code = code;
  }
}

export type TestSolanaProviderControl = {
  /** The next prompting call fails with 4001 'User rejected the request.'. */
  rejectNext(): void;
  /** While true, solana_signAndSendTransaction answers 4200 (unsupported), as a sign-only wallet does. */
  signAndSendUnsupported: boolean;
  /** The next solana_signTransaction changes the transaction (adds a lamport to the transfer) before signing it. */
  tamperNext(): void;
  /** While true, solana_signTransaction answers the signature only, without the transaction. */
  signatureOnly: boolean;
  /** The next solana_signMessage answers a signature of other bytes. */
  forgeNextMessageSignature(): void;
  readonly requests: { method: string; params: unknown }[];
};

export type TestSolanaProvider = { provider: Eip1193Provider; control: TestSolanaProviderControl; address: string };

type Params = Record<string, unknown>;

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw new TestWalletError(body.error.code, body.error.message);
  return body.result;
}

/** The last instruction's data ends with the transfer's u64 amount: one more lamport is a different transfer. */
function tampered(messageBytes: Uint8Array): Uint8Array {
  const changed = new Uint8Array(messageBytes);
  const last = changed.length - 8;
  changed[last] = (changed[last]! + 1) % 256;
  return changed;
}

/** `keypair`: a web3.js Keypair (solanaDevKeypair) or any 64-byte ed25519 secret key (seed then public key). */
export async function testSolanaProvider({ keypair, rpcUrl }: { keypair: { secretKey: Uint8Array }; rpcUrl: string }): Promise<TestSolanaProvider> {
  const keys = await createKeyPairFromBytes(keypair.secretKey);
  const address: string = await getAddressFromPublicKey(keys.publicKey);
  const switches = { reject: false, tamper: false, forge: false };
  const control: TestSolanaProviderControl = {
    rejectNext: () => void (switches.reject = true),
    signAndSendUnsupported: false,
    tamperNext: () => void (switches.tamper = true),
    signatureOnly: false,
    forgeNextMessageSignature: () => void (switches.forge = true),
    requests: [],
  };
  const prompt = (): void => {
    if (!switches.reject) return;
    switches.reject = false;
    throw new TestWalletError(4001, 'User rejected the request.');
  };
  const sign = async (transaction: Transaction): Promise<{ signature: string; wire: string }> => {
    const signature = await signBytes(keys.privateKey, transaction.messageBytes);
    const signed = { ...transaction, signatures: { ...transaction.signatures, [address]: signature } };
    return { signature: getBase58Decoder().decode(signature), wire: getBase64EncodedWireTransaction(signed) };
  };
  const decode = (wire: string): Transaction => getTransactionDecoder().decode(getBase64Encoder().encode(wire));

  const methods: Record<string, (params: Params) => Promise<unknown>> = {
    solana_getAccounts: () => Promise.resolve([{ pubkey: address }]),
    solana_requestAccounts: () => Promise.resolve([{ pubkey: address }]),
    async solana_signMessage(params) {
      prompt();
      const message = new Uint8Array(getBase58Encoder().encode(String(params['message'])));
      const signed = switches.forge ? new Uint8Array([...message, 0]) : message;
      switches.forge = false;
      return { signature: getBase58Decoder().decode(await signBytes(keys.privateKey, signed)) };
    },
    async solana_signTransaction(params) {
      prompt();
      let transaction = decode(String(params['transaction']));
      if (switches.tamper) {
        switches.tamper = false;
        transaction = { ...transaction, messageBytes: tampered(new Uint8Array(transaction.messageBytes)) as unknown as Transaction['messageBytes'] };
      }
      const { signature, wire } = await sign(transaction);
      return control.signatureOnly ? { signature } : { signature, transaction: wire };
    },
    async solana_signAndSendTransaction(params) {
      if (control.signAndSendUnsupported) throw new TestWalletError(4200, 'The requested method is not supported by this wallet.');
      prompt();
      const { wire } = await sign(decode(String(params['transaction'])));
      const sendOptions = (params['sendOptions'] ?? {}) as Params;
      return { signature: await rpc(rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', ...sendOptions }]) };
    },
  };

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      control.requests.push({ method, params });
      const handler = methods[method];
      if (!handler) throw new TestWalletError(4200, `The method "${method}" is not supported.`);
      return handler((params ?? {}) as Params);
    },
  };
  return { provider, control, address };
}

