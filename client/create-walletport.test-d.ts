/** Type tests (checked by the typecheck of the test command, not run): what createWalletport accepts. */
import { createWalletport } from './create-walletport.js';
import { mainnet, base } from '../networks.js';

/** viem's `mainnet` shape (a `Chain`): accepted as it is. */
const viemChain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
} as const;

createWalletport({ projectId: 'p', networks: [mainnet, base] });
createWalletport({ projectId: 'p', networks: [viemChain], defaultNetwork: viemChain });

// @ts-expect-error `networks` is non-empty
createWalletport({ projectId: 'p', networks: [] });

// @ts-expect-error an unknown option is a compile error (and a runtime INVALID_OPTIONS naming it)
createWalletport({ projectId: 'p', networks: [mainnet], themeMod: 'dark' });

// @ts-expect-error the theme mode is 'light' or 'dark'
createWalletport({ projectId: 'p', networks: [mainnet], themeMode: 'sepia' });
