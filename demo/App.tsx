/**
 * The demo dApp: the network button, the connect button (it becomes the account button once connected), a
 * language select and a light/dark/system switch in the header, and panels that exercise the public hooks the
 * way a host page would (read the account and network, sign a message, send a transaction with viem over the
 * wallet's provider, open the Swap view with arguments).
 */
import { Component, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { createWalletClient, custom, parseEther, publicActions, verifyMessage, type Address, type EIP1193Provider } from 'viem';
import type { WalletportClient } from 'walletport';
import {
  ConnectButton,
  NetworkButton,
  useWalletportAccount,
  useWalletportNetwork,
  useWalletportProvider,
  useWalletportTheme,
  type ThemeMode,
  type UseWalletportProviderReturnType,
} from 'walletport/react';
import { BatchPanel } from './BatchPanel.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { SignInPanel } from './SignInPanel.js';
import { SolanaSignPanel } from './SolanaSignPanel.js';
import { SwapPanel } from './SwapPanel.js';

/** The client, for what has no hook: the language select calls the actions with it. */
export type AppProps = { client: WalletportClient };

export function App({ client }: AppProps) {
  return (
    <>
      <header>
        <h1>walletport demo</h1>
        {/* The same modal without React: the custom elements of walletport/element (elements.html). */}
        <a href="/elements.html">Elements page (no React)</a>
        {/* walletport as wagmi's connector: wagmi's hooks following the modal (wagmi.html). */}
        <a href="/wagmi.html">wagmi page</a>
        <div className="buttons">
          <LanguageSwitch client={client} />
          <ThemeSwitch />
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main>
        <PanelBoundary title="Connection">
          <ConnectionPanel />
        </PanelBoundary>
        <PanelBoundary title="Sign in with the wallet">
          <SignInPanel />
        </PanelBoundary>
        <PanelBoundary title="Sign a message">
          <SignPanel />
        </PanelBoundary>
        <PanelBoundary title="Sign a message on Solana">
          <SolanaSignPanel />
        </PanelBoundary>
        <PanelBoundary title="Send a transaction">
          <SendPanel />
        </PanelBoundary>
        <PanelBoundary title="Send a batch">
          <BatchPanel />
        </PanelBoundary>
        <PanelBoundary title="Swap tokens">
          <SwapPanel />
        </PanelBoundary>
      </main>
    </>
  );
}

/** Light, dark, or the visitor's system setting (the default), through the theme hook. */
function ThemeSwitch() {
  const { themeModeSetting, setTheme } = useWalletportTheme();
  return (
    <label className="theme-switch">
      Theme{' '}
      <select
        value={themeModeSetting ?? 'system'}
        onChange={(event) => {
          const value = event.target.value;
          void setTheme({ themeMode: value === 'system' ? undefined : (value as ThemeMode) });
        }}
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}

function ConnectionPanel() {
  const account = useWalletportAccount();
  const network = useWalletportNetwork();
  const { provider } = useWalletportProvider();
  const { chainId: providerChain, error: providerError } = useProviderChain(provider);
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
      {providerError === undefined ? null : (
        <output role="alert" data-testid="provider-error">
          {providerError}
        </output>
      )}
    </section>
  );
}

/**
 * Asks the connected provider which chain it is on, and follows its chainChanged events. The provider is the
 * wallet's: its `request`, `on` and `removeListener` may throw (synchronously, too); any failure becomes the
 * error line, never an exception in an effect (that would unmount the page).
 */
function useProviderChain(provider: UseWalletportProviderReturnType['provider']): { chainId?: string; error?: string } {
  const [chainId, setChainId] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    setChainId(undefined);
    // A failed removeListener of the last provider stays shown until the next provider arrives.
    if (!provider) return;
    setError(undefined);
    let active = true;
    const onChainChanged = (next: unknown) => {
      if (active && typeof next === 'string') setChainId(String(Number.parseInt(next, 16)));
    };
    const fail = (failure: unknown) => {
      if (active) setError(errorText(failure));
    };
    // The request is made inside the promise chain, so a request that throws rather than rejecting is caught too.
    void Promise.resolve()
      .then(() => provider.request({ method: 'eth_chainId' }))
      .then(onChainChanged, fail);
    try {
      provider.on?.('chainChanged', onChainChanged);
    } catch (failure) {
      fail(failure);
    }
    return () => {
      try {
        provider.removeListener?.('chainChanged', onChainChanged);
      } catch (failure) {
        fail(failure);
      }
      active = false;
    };
  }, [provider]);
  return { chainId, error };
}

/** Contains a panel's render or effect failure to that panel: it shows the error line in its place, the page stays. */
class PanelBoundary extends Component<{ title: string; children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};

  static getDerivedStateFromError(error: unknown): { error: string } {
    return { error: errorText(error) };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <section aria-label={this.props.title}>
        <h2>{this.props.title}</h2>
        <output role="alert" data-testid="panel-error">
          {this.state.error}
        </output>
      </section>
    );
  }
}

function SignPanel() {
  const { address } = useWalletportAccount();
  const { provider } = useWalletportProvider();
  const [message, setMessage] = useState('Hello from the walletport demo');
  const [result, setResult] = useState<string>();

  async function sign(event: FormEvent) {
    event.preventDefault();
    if (!provider || !address) return;
    setResult('Waiting for the wallet…');
    try {
      // The provider walletport hands out goes straight into viem, no cast.
      const signature = await walletClient(provider).signMessage({ account: address as Address, message });
      const valid = await verifyMessage({ address: address as Address, message, signature });
      setResult(`${valid ? 'Verified' : 'NOT verified'}: ${signature}`);
    } catch (error) {
      setResult(errorText(error));
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
  const { address } = useWalletportAccount();
  const { provider } = useWalletportProvider();
  const [to, setTo] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  const [amount, setAmount] = useState('0.01');
  const [result, setResult] = useState<string>();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!provider || !address) return;
    setResult('Waiting for the wallet…');
    try {
      const client = walletClient(provider);
      const hash = await client.sendTransaction({ account: address as Address, to: to as Address, value: parseEther(amount), chain: null });
      setResult(`Sent: ${hash}`);
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 500, timeout: 30_000 });
      setResult(`Mined in block ${receipt.blockNumber}: ${hash}`);
    } catch (error) {
      setResult(errorText(error));
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

/**
 * `Error: [4001] User rejected the request.`: the wallet's EIP-1193 code (found along viem's causes) and viem's
 * short message. The error may be anything a wallet threw (null, a string, an object with odd fields), so every
 * part is checked and the answer is always plain text (React renders it as text, never as HTML).
 */
function errorText(error: unknown): string {
  try {
    let code: number | undefined;
    const seen = new Set<unknown>();
    for (let current: unknown = error; isObject(current) && code === undefined && !seen.has(current); current = current.cause) {
      seen.add(current);
      if (typeof current.code === 'number') code = current.code;
    }
    const message = isObject(error)
      ? [error.shortMessage, error.message].find((part): part is string => typeof part === 'string' && part !== '') ?? 'Unknown error'
      : String(error);
    return `Error: ${code === undefined ? '' : `[${code}] `}${message}`;
  } catch {
    return 'Error: Unknown error';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** A viem client over the wallet's provider: it signs and sends through the wallet and reads through it too. */
function walletClient(provider: EIP1193Provider) {
  return createWalletClient({ transport: custom(provider) }).extend(publicActions);
}
