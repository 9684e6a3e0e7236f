// The frame's approval screen in happy-dom over the /sdk page's own markup: one request at a time, and an
// RPC_ABORT that comes while a request is still being prepared aborts that request too. (.tsx only so the
// dom project runs it.)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { framePage } from '../http/frame-page.js';
import { ApprovalScreen, type Decision } from './approval-screen.js';

const sign = (text: string) => ({ heading: 'Sign message', rows: [{ label: 'Message', value: text }] });

function follow(decision: Promise<Decision>): { value: Decision | undefined } {
  const state: { value: Decision | undefined } = { value: undefined };
  void decision.then((value) => (state.value = value));
  return state;
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const heading = () => document.getElementById('approval-heading')?.textContent;
const details = () => document.getElementById('approval-details')?.textContent;

beforeEach(() => {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(framePage({ chains: [] }))?.[1] ?? '';
  document.body.innerHTML = body;
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('ApprovalScreen', () => {
  it('shows one request at a time, in order, and answers each with the button pressed', async () => {
    const screen = new ApprovalScreen();
    const first = follow(screen.ask(sign('first'), undefined));
    const second = follow(screen.ask(sign('second'), undefined));
    expect(details()).toContain('first');
    document.getElementById('approve')?.click();
    await flush();
    expect(first.value).toBe('approved');
    expect(details()).toContain('second');
    document.getElementById('reject')?.click();
    await flush();
    expect(second.value).toBe('rejected');
    expect(document.getElementById('approval')?.hidden).toBe(true);
  });

  it('aborts a request that RPC_ABORT overtook while it was prepared, so the next one is shown at once', async () => {
    const screen = new ApprovalScreen();
    // A transfer arrives and its token is read from the chain before the screen opens ...
    const since = screen.abortCount;
    // ... meanwhile the page aborts it (the person left the view), and sends its next request.
    screen.abortAll();
    const stale = follow(screen.ask(sign('aborted before it was shown'), undefined, since));
    const next = follow(screen.ask(sign('the request the person sees'), undefined));
    await flush();
    expect(stale.value).toBe('aborted');
    expect(heading()).toBe('Sign message');
    expect(details()).toContain('the request the person sees');
    // One Approve answers the request on the screen.
    document.getElementById('approve')?.click();
    await flush();
    expect(next.value).toBe('approved');
  });
});
