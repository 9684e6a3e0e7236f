/** The email change: the new address, sending it, the current address refused, the two code steps; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { connectThen, EmbeddedStory, type EmbeddedStoryProps } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Update email', meta: { iframed: true } } satisfies StoryDefault;

type Step = 'new-email' | 'sending' | 'same-email' | 'primary' | 'secondary' | 'wrong-code';

const NEW_EMAIL = 'grace@example.com';

const changeAt =
  (step: Step): EmbeddedStoryProps['prepare'] =>
  (core, connector) => {
    const { frame } = connector;
    frame.respond('UPDATE_EMAIL', { action: 'VERIFY_PRIMARY_OTP' });
    if (step === 'sending') frame.hang('UPDATE_EMAIL');
    frame.respond('UPDATE_EMAIL_PRIMARY_OTP', undefined);
    if (step === 'wrong-code') frame.fail('UPDATE_EMAIL_PRIMARY_OTP', 'Invalid code');
    connectThen(core, () => {
      core.modal.open({ view: 'Account' });
      core.router.push('ProfileWallets');
      core.router.push('UpdateEmailWallet');
      const change = core.updateEmail;
      if (!change || step === 'new-email') return;
      const address = step === 'same-email' ? 'ada@example.com' : NEW_EMAIL;
      void change.submitNewEmail(address).then(async () => {
        if (step === 'secondary' || step === 'wrong-code') await change.submitPrimaryOtp('123456');
      });
    });
  };

export const NewEmail: Story = () => <EmbeddedStory prepare={changeAt('new-email')} />;
export const NewEmailDark: Story = () => <EmbeddedStory dark prepare={changeAt('new-email')} />;
export const Sending: Story = () => <EmbeddedStory prepare={changeAt('sending')} />;
export const SameEmail: Story = () => <EmbeddedStory prepare={changeAt('same-email')} />;
export const CurrentEmailCode: Story = () => <EmbeddedStory prepare={changeAt('primary')} />;
export const NewEmailCode: Story = () => <EmbeddedStory prepare={changeAt('secondary')} />;
export const NewEmailCodeDark: Story = () => <EmbeddedStory dark prepare={changeAt('secondary')} />;
export const WrongCode: Story = () => <EmbeddedStory prepare={changeAt('wrong-code')} />;
