/** The email wallet's page (ProfileWallets), its email on the Account view, a long email, none connected; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import type { ViewName } from '../../../domain/usecases/router/views.js';
import { connectThen, EmbeddedStory, type EmbeddedStoryProps } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Profile wallets', meta: { iframed: true } } satisfies StoryDefault;

const connectedOn =
  (view: ViewName, email = EMBEDDED_TEST_USER.email): EmbeddedStoryProps['prepare'] =>
  (core, connector) => {
    connector.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, email });
    connectThen(core, () => core.modal.open({ view }));
  };

const LONG_EMAIL = 'averyveryverylongname.surname@example.com';

export const Wallet: Story = () => <EmbeddedStory prepare={connectedOn('ProfileWallets')} />;
export const WalletDark: Story = () => <EmbeddedStory dark prepare={connectedOn('ProfileWallets')} />;
export const LongEmail: Story = () => <EmbeddedStory prepare={connectedOn('ProfileWallets', LONG_EMAIL)} />;
export const AccountWithEmail: Story = () => <EmbeddedStory prepare={connectedOn('Account', LONG_EMAIL)} />;
export const AccountWithEmailDark: Story = () => <EmbeddedStory dark prepare={connectedOn('Account')} />;
export const NotConnected: Story = () => <EmbeddedStory prepare={(core) => core.modal.open({ view: 'ProfileWallets' })} />;
