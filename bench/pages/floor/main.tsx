/**
 * The floor: React alone, a button and a hand-written <dialog> with a short wallet list. Every other page is
 * measured against this one.
 */
import { useRef } from 'react';
import { createRoot } from 'react-dom/client';

const WALLETS = ['MetaMask', 'Rainbow', 'Coinbase Wallet', 'WalletConnect'];

function App() {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        Connect Wallet
      </button>
      <dialog ref={dialog} aria-labelledby="floor-title">
        <h2 id="floor-title">Connect a wallet</h2>
        <ul data-testid="wallet-list">
          {WALLETS.map((wallet) => (
            <li key={wallet}>
              <button type="button">{wallet}</button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
