/**
 * A production build of a minimal host page that uses only walletport/element (createWalletport, one call to
 * defineWalletportElements, a <walletport-connect-button> in the HTML, the account event followed), built the
 * way the package ships the elements: React's names mapped to preact/compat (scripts/preact-specifiers.mjs).
 * For the strict-CSP journey, which also checks the build's module list: no React in it.
 *
 * The page creates its client from the devstack's addresses in its query string (e2e/built-page/devstack-query.ts);
 * e2e/built-page/build-page.ts builds it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';
import { hostPageBuildConfig } from '../../devstack/testing/host-page-build-config.js';
import { preactAliases } from '../../scripts/preact-specifiers.mjs';
import { buildPage, type BuiltPage } from '../built-page/build-page.js';
import { clientFromDevstackQuery } from '../built-page/devstack-query.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>walletport elements host page</title></head>
  <body>
    <walletport-connect-button></walletport-connect-button>
    <p>Status: <output id="status">disconnected</output></p>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

const MAIN_JS = `
import { createWalletport } from 'walletport';
import { defineWalletportElements } from 'walletport/element';
${clientFromDevstackQuery({ projectId: 'walletport-elements-page', name: 'elements page' })}
defineWalletportElements(client);
document.addEventListener('walletport-account-change', (event) => {
  document.getElementById('status').textContent = event.detail.status;
});
`;

/** The host page's settings with walletport/element resolved to the sources and React's names to Preact's. */
function elementsPageBuildConfig(root: string): InlineConfig {
  const config = hostPageBuildConfig(root);
  const aliases = Array.isArray(config.resolve?.alias) ? config.resolve.alias : [];
  return {
    ...config,
    resolve: {
      alias: [{ find: /^walletport\/element$/, replacement: path.join(REPO_ROOT, 'ui-element/index.ts') }, ...preactAliases(), ...aliases],
    },
  };
}

export type BuiltElementsPage = BuiltPage;

export function buildElementsPage(): Promise<BuiltElementsPage> {
  return buildPage({ folderPrefix: 'walletport-elements-page-', indexHtml: INDEX_HTML, mainJs: MAIN_JS, config: elementsPageBuildConfig });
}
