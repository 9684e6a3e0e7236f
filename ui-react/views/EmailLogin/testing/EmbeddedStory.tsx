/**
 * The stories of the email and embedded-wallet views (dev-only: stories and `testing/` never ship): a story
 * client with the fake embedded connector, started, and `prepare` given the core and that connector (its
 * `frame` takes the answers the story wants: respond, fail, hang) and the other fakes before the first render.
 */
import type { WalletportCore } from '../../../../container/walletport-core.js';
import { StoryProvider } from '../../../../.ladle/story-client.js';
import type { FrameRequestType } from '../../../../ports/embedded-wallet-frame.port.js';
import type { TestPorts } from '../../../../tests/fakes/create-test-client.js';
import type { FakeEmbeddedWalletConnector } from '../../../../tests/fakes/embedded-wallet-connector.fake.js';

export const STORY_EMAIL = 'ada@example.com';

export type EmbeddedStoryProps = {
  prepare: (core: WalletportCore, connector: FakeEmbeddedWalletConnector, ports: TestPorts) => void;
  dark?: boolean;
};

export function EmbeddedStory({ prepare, dark = false }: EmbeddedStoryProps) {
  return (
    <StoryProvider
      embeddedWallet
      options={dark ? { themeMode: 'dark' } : {}}
      prepare={(core, ports) => {
        // Started here, not by the provider: the email login follows the router from its start.
        core.start();
        if (ports.embeddedWallet) prepare(core, ports.embeddedWallet, ports);
      }}
    />
  );
}

/**
 * The email login of STORY_EMAIL, the frame answering CONNECT_EMAIL with `action`, run until `request`, which
 * then never answers or, given a `failure`, fails with it.
 */
export function emailLoginUntil(action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT', request: FrameRequestType, failure?: string): EmbeddedStoryProps['prepare'] {
  return (core, { frame }) => {
    frame.respond('CONNECT_EMAIL', { action });
    if (failure === undefined) frame.hang(request);
    else frame.fail(request, failure);
    core.modal.open({ view: 'EmailLogin', data: { email: STORY_EMAIL } });
  };
}

/** Connects the email wallet, then runs `then` (open the modal on a view, raise a request, ...). */
export function connectThen(core: WalletportCore, then: () => void): void {
  core.connection.connect({ connectorId: 'ID_AUTH', method: 'email' }).then(then, (error: unknown) => console.error('The story wallet could not connect', error));
}
