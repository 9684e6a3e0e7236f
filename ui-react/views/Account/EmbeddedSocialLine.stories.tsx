/** The Account view after a social login: the provider's picture and the user's name (a long one too); light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import type { SocialProvider } from '../../../domain/usecases/options/options.js';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { connectThen, EmbeddedStory, type EmbeddedStoryProps } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Account after a social login', meta: { iframed: true } } satisfies StoryDefault;

const signedInWith =
  (provider: SocialProvider, userName: string): EmbeddedStoryProps['prepare'] =>
  (core, connector) => {
    connector.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, userName });
    core.embeddedWallet?.rememberSocialLogin({ provider, userName });
    connectThen(core, () => core.modal.open({ view: 'Account' }));
  };

export const GitHub: Story = () => <EmbeddedStory prepare={signedInWith('github', 'ada')} />;
export const GitHubDark: Story = () => <EmbeddedStory dark prepare={signedInWith('github', 'ada')} />;
export const LongName: Story = () => <EmbeddedStory prepare={signedInWith('discord', 'ada.lovelace.analytical.engine.1843')} />;
export const LongNameDark: Story = () => <EmbeddedStory dark prepare={signedInWith('google', 'ada.lovelace.analytical.engine@example.com')} />;
