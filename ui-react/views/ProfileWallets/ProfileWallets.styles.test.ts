import { describe, expect, it } from 'vitest';
import { walletImageCss } from '../../components/WalletImage/WalletImage.styles.js';
import { profileWalletsCss } from './ProfileWallets.styles.js';

describe('the Wallets view stylesheet', () => {
  it("carries the wallet picture's rules, so a row's picture has its size when this view is the first to show one", () => {
    expect(profileWalletsCss).toContain(walletImageCss);
    expect(profileWalletsCss).toContain('.wp-wallet-image-md { width: 48px; height: 48px;');
  });
});
