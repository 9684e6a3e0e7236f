/**
 * The demo's Solana panel, as a host page signs with a connected Solana wallet: the account of the solana
 * namespace, and a message signed through useWalletportProvider({ namespace: 'solana' }) (the wallet's
 * signMessage over bytes), then checked with the browser's own ed25519 (WebCrypto) against the account's
 * public key.
 */
import { useState, type FormEvent } from 'react';
import { useWalletportAccount, useWalletportProvider } from 'walletport/react';
import { base58Decode, base58Encode } from './base58.js';

export function SolanaSignPanel() {
  const { address } = useWalletportAccount({ namespace: 'solana' });
  const { provider } = useWalletportProvider({ namespace: 'solana' });
  const [message, setMessage] = useState('Hello from the walletport demo on Solana');
  const [result, setResult] = useState<string>();

  async function sign(event: FormEvent) {
    event.preventDefault();
    if (!provider || !address) return;
    setResult('Waiting for the wallet…');
    try {
      const bytes = new TextEncoder().encode(message);
      const signature = await provider.signMessage(bytes);
      const valid = await verifyEd25519(address, bytes, signature);
      setResult(`${valid ? 'Verified' : 'NOT verified'}: ${base58Encode(signature)}`);
    } catch (error) {
      setResult(errorText(error));
    }
  }

  return (
    <section aria-labelledby="solana-sign-title">
      <h2 id="solana-sign-title">Sign a message on Solana</h2>
      <p>
        Solana account: <span data-testid="solana-address">{address ?? '—'}</span>
      </p>
      <form className="row" onSubmit={sign}>
        <label>
          Solana message <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button className="demo" type="submit" disabled={!provider || !address}>
          Sign on Solana
        </button>
      </form>
      <output data-testid="solana-sign-result">{result}</output>
    </section>
  );
}

async function verifyEd25519(address: string, message: Uint8Array<ArrayBuffer>, signature: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', base58Decode(address), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), message);
}

/**
 * A wallet error as the page shows it: its numeric code (4001 for a rejection: `rpcCode` on walletport's typed
 * errors, `code` on a wallet's own) and its message.
 */
function errorText(error: unknown): string {
  const { rpcCode, code, shortMessage, message } = (error ?? {}) as { rpcCode?: unknown; code?: unknown; shortMessage?: unknown; message?: unknown };
  const number = [rpcCode, code].find((value): value is number => typeof value === 'number');
  const words = [shortMessage, message].find((value): value is string => typeof value === 'string' && value !== '') ?? String(error);
  return `Error: ${number === undefined ? '' : `[${number}] `}${words}`;
}
