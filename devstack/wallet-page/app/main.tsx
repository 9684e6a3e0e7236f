/**
 * The wallet page's entry. /wallet-page-config.js ran before this module (a classic script): it set the
 * config and the WalletConnect offline switch, so the client loaded below never calls Verify or pulse.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEV_ACCOUNTS } from '../../config.js';
import { WALLET_PAGE_CONFIG_GLOBAL, type WalletPageConfig } from '../wallet-page-config.js';
import { App } from './App.js';
import { claimWalletTab } from './single-tab.js';
import { pageOptions, WalletController } from './wallet-controller.js';

const config = (window as unknown as Record<string, WalletPageConfig | undefined>)[WALLET_PAGE_CONFIG_GLOBAL];
const root = createRoot(document.getElementById('root')!);

if (config === undefined) {
  root.render(<p role="alert">The wallet page runs inside the devstack: start it with `npm start`.</p>);
} else {
  const options = pageOptions(window.location.search);
  const controller = new WalletController(config, options, DEV_ACCOUNTS[0].privateKey);
  // With ?storage=memory every tab is a wallet of its own (tests); with localStorage, one tab is the wallet.
  const claim = options.storage === 'memory' ? { owner: true as const } : await claimWalletTab(options.uri, (uri) => void controller.pair(uri));
  if (claim.owner) {
    // Exposed for poking at the wallet from the console.
    (window as unknown as { walletPage: WalletController }).walletPage = controller;
    root.render(
      <StrictMode>
        <App controller={controller} />
      </StrictMode>,
    );
    void controller.start();
  } else {
    root.render(
      <main data-testid="wallet-elsewhere">
        <h1>Walletport Wallet Page</h1>
        <p role="status">
          {claim.forwardedUri
            ? 'The wallet page is already open in another tab: the pairing request went there. Switch to that tab to approve it.'
            : 'The wallet page is already open in another tab of this browser: use that tab (or close it and reload this one).'}
        </p>
      </main>,
    );
  }
}
