/**
 * The demo's swap panel: a host page opening the modal's Swap view with arguments (source token, destination
 * token, amount), the way `open({ view: 'Swap', data: { swap } })` is meant to be used. The tokens are symbols
 * the local cloud's convert endpoints list for the devstack chains (ETH, USDC, WETH).
 */
import { useState, type FormEvent } from 'react';
import { useWalletportAccount, useWalletportModal } from 'walletport/react';

const SYMBOLS = ['ETH', 'USDC', 'WETH'] as const;

export function SwapPanel() {
  const { address } = useWalletportAccount();
  const { open } = useWalletportModal();
  const [fromToken, setFromToken] = useState<string>('USDC');
  const [toToken, setToToken] = useState<string>('WETH');
  const [amount, setAmount] = useState('10');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    open({ view: 'Swap', data: { swap: { fromToken, toToken, amount } } }).catch((reason: unknown) => {
      setError(reason instanceof Error ? reason.message : String(reason));
    });
  };

  return (
    <section aria-labelledby="swap-title">
      <h2 id="swap-title">Swap tokens</h2>
      <form onSubmit={onSubmit} className="row">
        <label>
          From{' '}
          <select value={fromToken} onChange={(event) => setFromToken(event.target.value)} data-testid="swap-from">
            {SYMBOLS.map((symbol) => (
              <option key={symbol}>{symbol}</option>
            ))}
          </select>
        </label>
        <label>
          To{' '}
          <select value={toToken} onChange={(event) => setToToken(event.target.value)} data-testid="swap-to">
            {SYMBOLS.map((symbol) => (
              <option key={symbol}>{symbol}</option>
            ))}
          </select>
        </label>
        <label>
          Amount <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" size={8} data-testid="swap-amount" />
        </label>
        <button className="demo" type="submit" disabled={!address}>
          Open the swap
        </button>
      </form>
      {error === undefined ? null : (
        <output role="alert" data-testid="swap-error">
          {error}
        </output>
      )}
    </section>
  );
}
