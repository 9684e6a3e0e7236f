/**
 * Connecting over WalletConnect: waiting for the URI, the QR code shown (with the wallet's tabs), the wallet
 * declined (with the fresh code), a failure with 'Try again', a long name, a name with braces, everyday names
 * in the tabs ('Get Walletport Test Wallet'), dark, a phone's width.
 * The wallet is the WalletConnect fake: nothing reaches a relay.
 */
import type { Story, StoryDefault } from '@ladle/react';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { LONG_WALLET_NAME, storyWallet } from '../AllWallets/testing/storyWallets.js';
import { WalletConnectStory } from './testing/walletConnectStory.js';

export default { title: 'Views / Connecting WalletConnect', meta: { iframed: true } } satisfies StoryDefault;

const CHAIN = TEST_NETWORK.caipNetworkId;

type Outcome = 'waiting' | 'uri' | 'rejected' | 'failed';

const wallet = (name = 'Trust') =>
  storyWallet(1, CHAIN, {
    name,
    mobile_link: 'trust://',
    desktop_link: 'trustdesktop://',
    webapp_link: 'https://app.example.com',
    app_store: 'https://apps.apple.com/app/example',
    play_store: 'https://play.google.com/store/apps/details?id=example',
    homepage: 'https://example.com',
  });

/** Opens the view, then plays the wallet: no URI yet, the URI shown, declined, or failed. */
function Connecting({ outcome, name, options }: { outcome: Outcome; name?: string; options?: Partial<WalletportOptions> }) {
  return (
    <WalletConnectStory
      options={options}
      prepare={(core, _ports, fake) => {
        if (outcome === 'waiting') {
          // The relay has not answered yet: the connect never issues a URI.
          fake.connect = () => new Promise(() => undefined);
        }
        core.start();
        core.modal.open({ view: 'Connect' });
        core.router.push('ConnectingWalletConnect', { wallet: wallet(name) });
        if (outcome === 'rejected' || outcome === 'failed') {
          // Once the view has started the pairing, the wallet answers.
          const answer = () => {
            if (!fake.hasPendingProposal) return void setTimeout(answer, 20);
            if (outcome === 'rejected') fake.reject(userRejectedError());
            else fake.reject({ code: -32603, message: 'The relay dropped the proposal' });
          };
          setTimeout(answer, 20);
        }
      }}
    />
  );
}

export const Waiting: Story = () => <Connecting outcome="waiting" />;
export const UriShown: Story = () => <Connecting outcome="uri" />;
export const Rejected: Story = () => <Connecting outcome="rejected" />;
export const Failed: Story = () => <Connecting outcome="failed" />;
export const LongName: Story = () => <Connecting outcome="uri" name={LONG_WALLET_NAME} />;
export const SafeWallet: Story = () => <Connecting outcome="uri" name="Safe{Wallet}" />;
export const TestWalletTabs: Story = () => <Connecting outcome="uri" name="Walletport Test Wallet" />;
export const TestWalletTabsMobile: Story = () => <Connecting outcome="uri" name="Walletport Test Wallet" />;
TestWalletTabsMobile.meta = { iframed: true, width: 'xsmall' };
export const DarkUriShown: Story = () => <Connecting outcome="uri" options={{ themeMode: 'dark' }} />;
export const Mobile: Story = () => <Connecting outcome="uri" />;
Mobile.meta = { iframed: true, width: 'xsmall' };
