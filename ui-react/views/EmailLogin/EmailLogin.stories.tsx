/** The EmailLogin view: sending the address, the 30 s cooldown, an invalid address, opened without one; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { EmbeddedStory, emailLoginUntil, STORY_EMAIL, type EmbeddedStoryProps } from './testing/EmbeddedStory.js';

export default { title: 'Views / Email login', meta: { iframed: true } } satisfies StoryDefault;

const sending = emailLoginUntil('VERIFY_OTP', 'CONNECT_EMAIL');

/** The address was sent 12 s ago: 'Please try again after 18 seconds', the address filled in. */
const cooldown: EmbeddedStoryProps['prepare'] = (core, connector, { scheduler }) => {
  connector.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
  core.embeddedWallet?.loginStorage.setLastEmailLoginTime(scheduler.now() - 12_000);
  core.modal.open({ view: 'EmailLogin', data: { email: STORY_EMAIL } });
};

export const Sending: Story = () => <EmbeddedStory prepare={sending} />;
export const SendingDark: Story = () => <EmbeddedStory dark prepare={sending} />;
export const Cooldown: Story = () => <EmbeddedStory prepare={cooldown} />;
export const CooldownDark: Story = () => <EmbeddedStory dark prepare={cooldown} />;
export const InvalidAddress: Story = () => (
  <EmbeddedStory prepare={(core) => core.modal.open({ view: 'EmailLogin', data: { email: 'ada@example' } })} />
);
export const WithoutAddress: Story = () => <EmbeddedStory prepare={(core) => core.modal.open({ view: 'EmailLogin' })} />;
