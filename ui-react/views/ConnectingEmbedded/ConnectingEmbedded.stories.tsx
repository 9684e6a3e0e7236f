/** The ConnectingEmbedded view: connecting the email wallet, the connect failed; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { EmbeddedStory, emailLoginUntil } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Connecting embedded', meta: { iframed: true } } satisfies StoryDefault;

// The device holds a session already (CONNECT): the login goes straight to connecting (GET_USER).
const connecting = emailLoginUntil('CONNECT', 'GET_USER');
const failed = emailLoginUntil('CONNECT', 'GET_USER', 'Not signed in');

export const Connecting: Story = () => <EmbeddedStory prepare={connecting} />;
export const ConnectingDark: Story = () => <EmbeddedStory dark prepare={connecting} />;
export const Failed: Story = () => <EmbeddedStory prepare={failed} />;
export const FailedDark: Story = () => <EmbeddedStory dark prepare={failed} />;
