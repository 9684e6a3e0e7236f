/**
 * The secure site's frame page script (bundled by esbuild when the server starts): finds its parent's
 * origin, asks its server whether that origin may use the wallet for the project, then listens and says
 * READY. Every request is answered `_SUCCESS` or `_ERROR` with its id; with a parent that is not allowed,
 * every answer is `_ERROR {message: 'unverified_domain'}`.
 */
import { API, FRAME_CONFIG_ELEMENT_ID, type FramePageConfig, type UserAnswer } from '../shared/api-types.js';
import { ApiClient } from './api-client.js';
import { ApprovalScreen } from './approval-screen.js';
import type { FrameContext } from './frame-context.js';
import { FrameStorage } from './frame-storage.js';
import { handlers } from './handlers.js';
import { Messenger, type FrameRequest } from './messenger.js';
import { readParentOrigin } from './parent-origin.js';

const UNVERIFIED_DOMAIN = 'unverified_domain';

function readConfig(): FramePageConfig {
  return JSON.parse(document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent ?? '{"chains":[]}') as FramePageConfig;
}

async function start(): Promise<void> {
  const parentOrigin = readParentOrigin();
  if (!parentOrigin) {
    document.body.dataset['state'] = 'standalone';
    return;
  }
  const storage = new FrameStorage();
  const api = new ApiClient(() => storage.token);
  const config = readConfig();
  const projectId = new URLSearchParams(location.search).get('projectId') ?? '';
  const allowed = await api.originAllowed(projectId, parentOrigin).catch(() => false);
  const messenger = new Messenger(parentOrigin);
  const context: FrameContext = {
    parentOrigin,
    projectId,
    messenger,
    api,
    storage,
    approval: new ApprovalScreen(),
    config,
    state: { loginId: undefined, changeId: undefined, chainId: config.chains[0]?.chainId ?? 1, appName: undefined, appIcon: undefined },
  };

  // Back after a reload (RELOAD, or the page came back): RPC goes to the chain the user last used.
  if (allowed && storage.token) {
    await api.call<UserAnswer>(API.user).then(
      (user) => (context.state.chainId = user.chainId),
      () => undefined,
    );
  }

  messenger.listen((request: FrameRequest) => {
    if (!allowed) {
      messenger.fail(request.name, request.id, UNVERIFIED_DOMAIN);
      return;
    }
    const handle = handlers[request.name] as (context: FrameContext, payload: unknown) => Promise<unknown>;
    handle(context, request.payload).then(
      (payload) => {
        messenger.succeed(request.name, request.id, payload);
        if (request.name === 'RELOAD') location.reload();
      },
      (error: unknown) => messenger.fail(request.name, request.id, error instanceof Error && error.message ? error.message : 'An error occurred'),
    );
  });
  document.body.dataset['state'] = 'idle';
  document.body.dataset['allowed'] = String(allowed);
  messenger.event('READY');
}

void start();
