/**
 * A production build of a minimal host page (createWalletport, the provider and a connect button, as a site
 * would write it) for checks that need the page as it ships (e2e/built-page/build-page.ts): for instance a page
 * under a strict Content Security Policy. The page creates its client from the devstack's addresses in its
 * query string (e2e/built-page/devstack-query.ts).
 */
import { hostPageBuildConfig } from '../../devstack/testing/host-page-build-config.js';
import { buildPage, type BuiltPage } from '../built-page/build-page.js';
import { clientFromDevstackQuery } from '../built-page/devstack-query.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>walletport host page</title></head>
  <body><div id="root"></div><script type="module" src="./main.js"></script></body>
</html>
`;

const MAIN_JS = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletport } from 'walletport';
import { ConnectButton, WalletportProvider } from 'walletport/react';
${clientFromDevstackQuery({ projectId: 'walletport-host-page', name: 'host page' })}
createRoot(document.getElementById('root')).render(createElement(WalletportProvider, { client }, createElement(ConnectButton)));
`;

export type BuiltHostPage = BuiltPage;

export function buildHostPage(): Promise<BuiltHostPage> {
  return buildPage({ folderPrefix: 'walletport-host-page-', indexHtml: INDEX_HTML, mainJs: MAIN_JS, config: hostPageBuildConfig });
}
