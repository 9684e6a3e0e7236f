/**
 * The Connect view with its methods on and off, with and without the legal footer, light and dark; and the
 * view as the demo shows it (a wallet list, email, socials and the legal footer), alone and under the alert
 * banner, taller than a small window (e2e/layout/modal-height).
 */
import type { Story, StoryDefault } from '@ladle/react';
import type { FeatureOptions, WalletportOptions } from '../../../domain/usecases/options/options.js';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { TEST_NETWORK, type TestPorts } from '../../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { runInRealTime, storyConnector, storyWallets } from '../AllWallets/testing/storyWallets.js';

export default { title: 'Views / Connect', meta: { iframed: true } } satisfies StoryDefault;

function OpenConnect({ features, options }: { features?: FeatureOptions; options?: Partial<WalletportOptions> }) {
  return <StoryProvider options={{ ...options, features }} prepare={(core) => core.modal.open({ view: 'Connect' })} />;
}

export const EmailAndSocials: Story = () => <OpenConnect />;
export const EmailOnly: Story = () => <OpenConnect features={{ socials: false }} />;
export const SocialsOnly: Story = () => <OpenConnect features={{ email: false }} />;
export const SocialsFirst: Story = () => <OpenConnect features={{ connectMethodsOrder: ['social', 'email', 'wallet'] }} />;
/** The social buttons for 1, 3, 6 and 7 providers: one or two full-width, the rest in full rows of pictures. */
export const OneSocial: Story = () => <OpenConnect features={{ socials: ['google'] }} />;
export const ThreeSocials: Story = () => <OpenConnect features={{ socials: ['github', 'apple', 'discord'] }} />;
export const SixSocials: Story = () => <OpenConnect features={{ socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github'] }} />;
export const SevenSocialsDark: Story = () => <OpenConnect options={{ themeMode: 'dark' }} />;
export const EmailAndSocialsOff: Story = () => <OpenConnect features={{ email: false, socials: false }} />;
export const WithLegalFooter: Story = () => (
  <OpenConnect options={{ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' }} />
);
export const Dark: Story = () => (
  <OpenConnect options={{ themeMode: 'dark', termsConditionsUrl: 'https://example.com/terms' }} />
);
export const Mobile: Story = () => <OpenConnect />;
Mobile.meta = { iframed: true, width: 'xsmall' };

/** Everything the demo's Connect view shows: a browser wallet, the catalogue's wallets, email, socials, legal footer. */
function EverythingConnect({ prepare }: { prepare?: (ports: TestPorts) => void }) {
  return (
    <StoryProvider
      options={{ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' }}
      prepare={(core, ports) => {
        runInRealTime(ports.scheduler);
        ports.catalogue.wallets = storyWallets(605, TEST_NETWORK.caipNetworkId);
        ports.connectorDiscovery.announce(
          new MockConnector({
            info: storyConnector({ id: 'uuid-walletport-test', name: 'Walletport Test Wallet', info: { rdns: 'org.walletport.test' } }),
            accounts: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
            caipNetworkId: TEST_NETWORK.caipNetworkId,
          }),
        );
        prepare?.(ports);
        core.modal.open({ view: 'Connect' });
      }}
    />
  );
}

export const Everything: Story = () => <EverythingConnect />;
/** The analytics service answers 403: the 'Invalid App Configuration' banner sits above the header. */
export const EverythingWithAlert: Story = () => <EverythingConnect prepare={(ports) => void (ports.analytics.failWithStatus = 403)} />;
