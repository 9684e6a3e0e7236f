import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletport } from 'walletport';
import { WalletportProvider } from 'walletport/react';
import { App } from './App.js';
import { devstackOptions } from './devstack-config.js';
import { localeFromPage } from './LanguageSwitch.js';
import { demoSiwx } from './siwx-mode.js';
import { exposeForTests } from './test-hooks.js';

const options = devstackOptions();
// `?locale=ar`: the page in that language from the first paint (the language select writes it).
const client = createWalletport({ ...options, siwx: demoSiwx(options), logLevel: 'warn', locale: localeFromPage() });
// The client, and its core for the browser tests (demo/test-hooks.ts).
exposeForTests(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletportProvider client={client}>
      <App client={client} />
    </WalletportProvider>
  </StrictMode>,
);
