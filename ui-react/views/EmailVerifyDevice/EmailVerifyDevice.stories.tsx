/** The EmailVerifyDevice view: waiting for the device link, the link failed; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { EmbeddedStory, emailLoginUntil } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Email verify device', meta: { iframed: true } } satisfies StoryDefault;

const waiting = emailLoginUntil('VERIFY_DEVICE', 'CONNECT_DEVICE');
const failed = emailLoginUntil('VERIFY_DEVICE', 'CONNECT_DEVICE', 'The approval link expired');

export const Waiting: Story = () => <EmbeddedStory prepare={waiting} />;
export const WaitingDark: Story = () => <EmbeddedStory dark prepare={waiting} />;
export const Failed: Story = () => <EmbeddedStory prepare={failed} />;
export const FailedDark: Story = () => <EmbeddedStory dark prepare={failed} />;
