/**
 * The demo's batch panel, as a host page batches calls (EIP-5792) with walletport's hooks: what the connected
 * EVM wallet says it can do per chain (useWalletportCapabilities), two ETH transfers sent as one atomic batch
 * (useWalletportSendCalls with forceAtomic), and the batch followed to its final status
 * (useWalletportCallsStatus). Everything shown is text (wallet answers are never rendered as HTML).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { parseEther } from 'viem';
import { useWalletportAccount, useWalletportCallsStatus, useWalletportCapabilities, useWalletportSendCalls } from 'walletport/react';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function BatchPanel() {
  const { address } = useWalletportAccount({ namespace: 'eip155' });
  const capabilities = useWalletportCapabilities();
  const send = useWalletportSendCalls();
  const status = useWalletportCallsStatus({ id: send.data?.id });
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [amount, setAmount] = useState('0.01');
  const finalStatus = status.data?.status === 'pending' ? undefined : status.data?.status;
  const { refetch: refetchCapabilities } = capabilities;
  // A batch can change what the account is (a first atomic batch delegates it, EIP-7702), and that is on the
  // chain only once the batch is mined: the capabilities are read again when its status is final, not when
  // the wallet accepted it (a read then races the mining).
  useEffect(() => {
    if (finalStatus !== undefined) refetchCapabilities();
  }, [finalStatus, refetchCapabilities]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!HEX_ADDRESS.test(first) || !HEX_ADDRESS.test(second)) return;
    const value = parseEther(amount);
    // The hook keeps the refusal in send.error, shown below.
    await send.sendCalls({ calls: [{ to: first as `0x${string}`, value }, { to: second as `0x${string}`, value }], forceAtomic: true }).catch(() => undefined);
  }

  const atomic = Object.entries(capabilities.data ?? {})
    .map(([chainId, chain]) => `${chainId}: atomic ${String((chain as { atomic?: { status?: unknown } }).atomic?.status ?? 'not said')}`)
    .join('; ');
  const final = status.data;

  return (
    <section aria-labelledby="batch-title">
      <h2 id="batch-title">Send a batch</h2>
      <p>
        Capabilities:{' '}
        <span data-testid="batch-capabilities">{capabilities.error ? `Error: ${capabilities.error.message}` : atomic || (capabilities.isLoading ? 'reading…' : '—')}</span>
      </p>
      <form className="row" onSubmit={submit}>
        <label>
          First receiver <input value={first} onChange={(event) => setFirst(event.target.value)} size={44} />
        </label>
        <label>
          Second receiver <input value={second} onChange={(event) => setSecond(event.target.value)} size={44} />
        </label>
        <label>
          ETH each <input value={amount} onChange={(event) => setAmount(event.target.value)} size={6} />
        </label>
        <button className="demo" type="submit" disabled={!address || send.status === 'pending'}>
          Send batch
        </button>
      </form>
      <p>
        Batch: <output data-testid="batch-id">{send.data?.id ?? (send.status === 'pending' ? 'waiting for the wallet…' : '—')}</output>
      </p>
      <p>
        Status:{' '}
        <output data-testid="batch-status">
          {final ? `${final.statusCode} ${final.status}${final.atomic ? ' atomic' : ''}, ${final.receipts.length} receipt(s)` : '—'}
        </output>
      </p>
      <output data-testid="batch-error">{send.error ? `Error: ${send.error.message}` : status.error ? `Error: ${status.error.message}` : ''}</output>
    </section>
  );
}
