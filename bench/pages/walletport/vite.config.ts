/**
 * `walletport` and `walletport/react` resolve to the repository's sources, as in demo/vite.config.ts, so the
 * page imports exactly the public API a host page would import from the package.
 */
import path from 'node:path';
import { pageConfig, REPOSITORY_ROOT } from '../page-config.js';

export default pageConfig('walletport', {
  resolve: {
    alias: [
      { find: /^walletport\/react$/, replacement: path.join(REPOSITORY_ROOT, 'ui-react/index.ts') },
      { find: /^walletport$/, replacement: path.join(REPOSITORY_ROOT, 'index.ts') },
    ],
  },
});
