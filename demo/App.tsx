/**
 * The demo dApp: the three buttons in the header, and panels that exercise the public hooks the way a
 * host page would (read the account and network, sign a message, send a transaction).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { parseEther, verifyMessage, type Hex } from 'viem';
import { AccountButton, ConnectButton, NetworkButton, useAccount, useNetwork, useProvider } from 'walletport/react';

export function App() {
  const { isConnected } = useAccount();
  return (
    <>
      <header>
        <h1>walletport demo</h1>
        <div className="buttons">
          <NetworkButton />
          {isConnected ? <AccountButton /> : <ConnectButton />}
        </div>
      </header>
      <main>
        <ConnectionPanel />
        <SignPanel />
        <SendPanel />
      </main>
    </>
  );
}

function ConnectionPanel() {
  const account = useAccount();
  const network = useNetwork();
  const { provider } = useProvider('eip155');
  const providerChain = useProviderChain(provider);
  return (
    <section aria-labelledby="connection-title">
      <h2 id="connection-title">Connection</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{account.address ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="balance">{account.balance === undefined ? '—' : `${account.balance} ${account.balanceSymbol ?? ''}`}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{network.caipNetwork ? `${network.caipNetwork.name} (${network.caipNetworkId})` : '—'}</dd>
        <dt>Provider chain</dt>
        <dd data-testid="provider-chain">{providerChain ?? '—'}</dd>
      </dl>
    </section>
  );
}

/** Asks the connected provider which chain it is on, and follows its chainChanged events. */
function useProviderChain(provider: ReturnType<typeof useProvider>['provider']): string | undefined {
  const [chainId, setChainId] = useState<string>();
  useEffect(() => {
    if (!provider) {
      setChainId(undefined);
      return;
    }
    let active = true;
    const onChainChanged = (next: unknown) => {
      if (active && typeof next === 'string') setChainId(String(Number.parseInt(next, 16)));
    };
    void provider.request({ method: 'eth_chainId' }).then(onChainChanged, () => undefined);
    provider.on?.('chainChanged', onChainChanged);
    return () => {
      active = false;
      provider.removeListener?.('chainChanged', onChainChanged);
    };
  }, [provider]);
  return chainId;
}

function SignPanel() {
  const { address } = useAccount();
  const { provider } = useProvider('eip155');
  const [message, setMessage] = useState('Hello from the walletport demo');
  const [result, setResult] = useState<string>();

  async function sign(event: FormEvent) {
    event.preventDefault();
    if (!provider || !address) return;
    setResult('Waiting for the wallet…');
    try {
      const signature = (await provider.request({ method: 'personal_sign', params: [message, address] })) as Hex;
      const valid = await verifyMessage({ address: address as Hex, message, signature });
      setResult(`${valid ? 'Verified' : 'NOT verified'}: ${signature}`);
    } catch (error) {
      setResult(`Error: ${(error as Error).message}`);
    }
  }

  return (
    <section aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <form className="row" onSubmit={sign}>
        <label>
          Message <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button className="demo" type="submit" disabled={!provider || !address}>
          Sign
        </button>
      </form>
      <output data-testid="sign-result">{result}</output>
    </section>
  );
}

function SendPanel() {
  const { address } = useAccount();
  const { provider } = useProvider('eip155');
  const [to, setTo] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  const [amount, setAmount] = useState('0.01');
  const [result, setResult] = useState<string>();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!provider || !address) return;
    setResult('Waiting for the wallet…');
    try {
      const value = `0x${parseEther(amount).toString(16)}`;
      const hash = (await provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to, value }] })) as string;
      setResult(`Sent: ${hash}`);
      const receipt = await waitForReceipt(provider, hash);
      setResult(`Mined in block ${Number.parseInt(receipt.blockNumber, 16)}: ${hash}`);
    } catch (error) {
      setResult(`Error: ${(error as Error).message}`);
    }
  }

  return (
    <section aria-labelledby="send-title">
      <h2 id="send-title">Send a transaction</h2>
      <form className="row" onSubmit={send}>
        <label>
          To <input value={to} onChange={(event) => setTo(event.target.value)} size={44} />
        </label>
        <label>
          ETH <input value={amount} onChange={(event) => setAmount(event.target.value)} size={6} />
        </label>
        <button className="demo" type="submit" disabled={!provider || !address}>
          Send
        </button>
      </form>
      <output data-testid="send-result">{result}</output>
    </section>
  );
}

async function waitForReceipt(
  provider: NonNullable<ReturnType<typeof useProvider>['provider']>,
  hash: string,
): Promise<{ blockNumber: string }> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { blockNumber: string } | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The transaction was not mined in 30 s');
}
