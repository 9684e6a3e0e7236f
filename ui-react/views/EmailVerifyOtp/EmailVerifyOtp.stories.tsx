/** The EmailVerifyOtp view: the code field, the code being checked, a wrong code; light and dark. */
import type { Story, StoryDefault } from '@ladle/react';
import { EmbeddedStory, STORY_EMAIL, type EmbeddedStoryProps } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Email verify code', meta: { iframed: true } } satisfies StoryDefault;

const codeStep =
  (code: 'none' | 'checking' | 'wrong'): EmbeddedStoryProps['prepare'] =>
  (core, connector) => {
    connector.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    if (code === 'checking') connector.frame.hang('CONNECT_OTP');
    if (code === 'wrong') connector.frame.fail('CONNECT_OTP', 'Invalid code');
    core.modal.open({ view: 'EmailLogin' });
    const login = core.emailLogin;
    void login?.submitEmail(STORY_EMAIL).then(() => (code === 'none' ? undefined : login.submitOtp('123456')));
  };

export const EnterCode: Story = () => <EmbeddedStory prepare={codeStep('none')} />;
export const EnterCodeDark: Story = () => <EmbeddedStory dark prepare={codeStep('none')} />;
export const Checking: Story = () => <EmbeddedStory prepare={codeStep('checking')} />;
export const WrongCode: Story = () => <EmbeddedStory prepare={codeStep('wrong')} />;
export const WrongCodeDark: Story = () => <EmbeddedStory dark prepare={codeStep('wrong')} />;
