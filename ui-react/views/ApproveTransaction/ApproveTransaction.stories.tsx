/**
 * The ApproveTransaction view: a signature waiting on the secure wallet's screen (in a story the fake frame
 * draws nothing: the region shows where the frame would be), and nothing waiting; light and dark.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { connectThen, EmbeddedStory, type EmbeddedStoryProps } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Approve transaction', meta: { iframed: true } } satisfies StoryDefault;

const waiting: EmbeddedStoryProps['prepare'] = (core, connector) =>
  connectThen(core, () => {
    void connector.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }).catch(() => undefined);
  });

export const Waiting: Story = () => <EmbeddedStory prepare={waiting} />;
export const WaitingDark: Story = () => <EmbeddedStory dark prepare={waiting} />;
export const NothingWaiting: Story = () => (
  <EmbeddedStory prepare={(core) => connectThen(core, () => core.modal.open({ view: 'ApproveTransaction' }))} />
);
