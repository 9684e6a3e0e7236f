/**
 * The ConnectingFarcaster view: fetching the address, the QR code waiting for the approval (on a computer
 * and on a phone), connecting after the approval, and a failure on a view opened on its own (with 'Try
 * again'); light and dark. The frame is the fake: nothing reaches a relay.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { EmbeddedStory, type EmbeddedStoryProps } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Connecting Farcaster', meta: { iframed: true } } satisfies StoryDefault;

const STORY_URL = 'https://farcaster.example/~/siwf?channelToken=0b6c3a51-58d2-4a7e-9d43-2f6f8c1e7a90';

type Stage = 'loading' | 'waiting' | 'connecting' | 'failed';

/** Connect with ConnectingFarcaster pushed over it (a failure: the view opened on its own, to stay on screen). */
function until(stage: Stage, { mobile = false } = {}): EmbeddedStoryProps['prepare'] {
  return (core, { frame }, ports) => {
    ports.platform.mobile = mobile;
    if (stage === 'loading') frame.hang('GET_FARCASTER_URI');
    else if (stage === 'failed') frame.fail('GET_FARCASTER_URI', 'Could not open a relay channel');
    else frame.respond('GET_FARCASTER_URI', { url: STORY_URL });
    if (stage === 'connecting') {
      frame.respond('CONNECT_FARCASTER', { userName: 'ada.eth' });
      frame.hang('GET_USER');
    } else {
      frame.hang('CONNECT_FARCASTER');
    }
    if (stage === 'failed') {
      core.modal.open({ view: 'ConnectingFarcaster' });
      return;
    }
    core.modal.open({ view: 'Connect' });
    core.router.push('ConnectingFarcaster');
  };
}

export const Loading: Story = () => <EmbeddedStory prepare={until('loading')} />;
export const LoadingDark: Story = () => <EmbeddedStory dark prepare={until('loading')} />;
export const Waiting: Story = () => <EmbeddedStory prepare={until('waiting')} />;
export const WaitingDark: Story = () => <EmbeddedStory dark prepare={until('waiting')} />;
export const WaitingMobile: Story = () => <EmbeddedStory prepare={until('waiting', { mobile: true })} />;
WaitingMobile.meta = { iframed: true, width: 'xsmall' };
export const WaitingMobileDark: Story = () => <EmbeddedStory dark prepare={until('waiting', { mobile: true })} />;
WaitingMobileDark.meta = { iframed: true, width: 'xsmall' };
export const Connecting: Story = () => <EmbeddedStory prepare={until('connecting')} />;
export const ConnectingDark: Story = () => <EmbeddedStory dark prepare={until('connecting')} />;
export const Failed: Story = () => <EmbeddedStory prepare={until('failed')} />;
export const FailedDark: Story = () => <EmbeddedStory dark prepare={until('failed')} />;
