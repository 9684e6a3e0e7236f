/**
 * Test-only: the page's window as the frame adapter sees it (happy-dom's document and window), with the
 * secure site's side played by the test. The iframe happy-dom makes loads nothing, so it is given a stand-in
 * window that records what the page posts; the test answers by dispatching `message` events on the page's
 * window, from the secure site's origin and that stand-in as source, as a browser would.
 */
import type { FrameHostWindow } from '../frame-element.js';

export const SECURE_SITE_URL = 'https://secure.example.org';
export const SECURE_ORIGIN = 'https://secure.example.org';

export type PostedMessage = { message: { id: string; type: string; payload?: unknown }; targetOrigin: string };

export class SecureSiteWindow {
  readonly posts: PostedMessage[] = [];
  /** The iframe's window: what `event.source` is for the secure site's messages. */
  readonly frameWindow = {
    postMessage: (message: PostedMessage['message'], targetOrigin: string) => {
      this.posts.push({ message: structuredClone(message), targetOrigin });
    },
  };
  listenerCount = 0;

  readonly host: FrameHostWindow = {
    document: {
      createElement: (tagName) => {
        const element = document.createElement(tagName);
        // Before it is appended, so happy-dom never tries to load the page (and complains that it cannot).
        element.setAttribute('srcdoc', '');
        Object.defineProperty(element, 'contentWindow', { value: this.frameWindow });
        return element;
      },
      get body() {
        return document.body;
      },
    },
    addEventListener: (type, listener) => {
      this.listenerCount += 1;
      window.addEventListener(type, listener);
    },
    removeEventListener: (type, listener) => {
      this.listenerCount -= 1;
      window.removeEventListener(type, listener);
    },
  };

  /** The frames in the page. */
  iframes(): HTMLIFrameElement[] {
    return [...document.querySelectorAll('iframe')];
  }

  /** A message as the browser delivers it; by default from the secure site's iframe. */
  send(data: unknown, from: { origin?: string; source?: unknown } = {}): void {
    const source = 'source' in from ? from.source : this.frameWindow;
    const init = { data, origin: from.origin ?? SECURE_ORIGIN, source: source as Window | null };
    window.dispatchEvent(new MessageEvent('message', init));
  }

  signalReady(): void {
    this.send({ type: '@w3m-frame/READY' });
  }

  /** The last request of `type` (`GET_USER`) the page posted. */
  last(type: string): PostedMessage {
    const post = this.posts.findLast((each) => each.message.type === `@w3m-app/${type}`);
    if (!post) throw new Error(`No ${type} was posted`);
    return post;
  }

  succeed(type: string, payload?: unknown): void {
    this.send({ id: this.last(type).message.id, type: `@w3m-frame/${type}_SUCCESS`, payload });
  }

  fail(type: string, message: string): void {
    this.send({ id: this.last(type).message.id, type: `@w3m-frame/${type}_ERROR`, payload: { message } });
  }
}
