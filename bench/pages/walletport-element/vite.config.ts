/**
 * The elements page: `walletport` and `walletport/element` from the repository's sources, with React's names
 * mapped to preact/compat as the package build maps them (scripts/preact-specifiers.mjs), so the page holds
 * no React, as a page using the published walletport/element would.
 */
import path from 'node:path';
import { preactAliases } from '../../../scripts/preact-specifiers.mjs';
import { pageConfig, REPOSITORY_ROOT } from '../page-config.js';

export default pageConfig('walletport-element', {
  resolve: {
    alias: [
      ...preactAliases(),
      { find: /^walletport\/element$/, replacement: path.join(REPOSITORY_ROOT, 'ui-element/index.ts') },
      { find: /^walletport$/, replacement: path.join(REPOSITORY_ROOT, 'index.ts') },
    ],
  },
});
