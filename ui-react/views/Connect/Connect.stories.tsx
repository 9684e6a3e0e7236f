/** The Connect view with its methods on and off, with and without the legal footer, light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import type { FeatureOptions, WalletportOptions } from '../../../domain/usecases/options/options.js';
import { StoryProvider } from '../../../.ladle/story-client.js';

export default { title: 'Views / Connect', meta: { iframed: true } } satisfies StoryDefault;

function OpenConnect({ features, options }: { features?: FeatureOptions; options?: Partial<WalletportOptions> }) {
  return <StoryProvider options={{ ...options, features }} prepare={(client) => client.modal.open({ view: 'Connect' })} />;
}

export const EmailAndSocials: Story = () => <OpenConnect />;
export const EmailOnly: Story = () => <OpenConnect features={{ socials: false }} />;
export const SocialsOnly: Story = () => <OpenConnect features={{ email: false }} />;
export const SocialsFirst: Story = () => <OpenConnect features={{ connectMethodsOrder: ['social', 'email', 'wallet'] }} />;
export const EmailAndSocialsOff: Story = () => <OpenConnect features={{ email: false, socials: false }} />;
export const WithLegalFooter: Story = () => (
  <OpenConnect options={{ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' }} />
);
export const Dark: Story = () => (
  <OpenConnect options={{ themeMode: 'dark', termsConditionsUrl: 'https://example.com/terms' }} />
);
export const Mobile: Story = () => <OpenConnect />;
Mobile.meta = { iframed: true, width: 'xsmall' };
