/**
 * The approval screen: the only thing the frame ever shows, and only while an unsafe request waits (the page
 * shows the iframe over its modal meanwhile). One request at a time, in order of arrival. A dialog with a
 * heading naming the request, the details as text (textContent only: request strings are never markup),
 * and Approve (focused first) and Reject; Escape rejects; Tab stays between the two buttons.
 */
import type { ApprovalDescription } from './describe-request.js';

export type Decision = 'approved' | 'rejected' | 'aborted';

type Waiting = { description: ApprovalDescription; iconUrl: string | undefined; decide: (decision: Decision) => void };

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The frame page has no #${id}`);
  return found as T;
}

export class ApprovalScreen {
  readonly #root = element<HTMLElement>('approval');
  readonly #heading = element<HTMLHeadingElement>('approval-heading');
  readonly #details = element<HTMLDListElement>('approval-details');
  readonly #icon = element<HTMLImageElement>('approval-icon');
  readonly #approve = element<HTMLButtonElement>('approve');
  readonly #reject = element<HTMLButtonElement>('reject');
  readonly #queue: Waiting[] = [];
  /** How many RPC_ABORTs came; a request read before one of them is aborted too (`ask`'s `since`). */
  #aborts = 0;

  constructor() {
    this.#approve.addEventListener('click', () => this.#settle('approved'));
    this.#reject.addEventListener('click', () => this.#settle('rejected'));
    this.#root.addEventListener('keydown', (event) => this.#onKey(event));
    // The page focuses the iframe when it shows it (frame.show), possibly after the screen opened: Approve
    // is where the focus lands then too.
    window.addEventListener('focus', () => {
      if (!this.#root.hidden && !this.#root.contains(document.activeElement)) this.#approve.focus();
    });
  }

  /** Pass to `ask` as `since` when the request arrives, before anything is awaited for it. */
  get abortCount(): number {
    return this.#aborts;
  }

  /**
   * Waits for the person's decision on one request (after those already waiting). `since` is the
   * abortCount when the request arrived: a request still being prepared (its token read from the chain)
   * when RPC_ABORT came is aborted at once. Shown instead, it sat at the head of the queue for a request the
   * page had already refused, and the next request, behind it, waited for a second Approve that never came.
   */
  ask(description: ApprovalDescription, iconUrl: string | undefined, since = this.#aborts): Promise<Decision> {
    if (since !== this.#aborts) return Promise.resolve('aborted');
    return new Promise<Decision>((decide) => {
      this.#queue.push({ description, iconUrl, decide });
      if (this.#queue.length === 1) this.#show(this.#queue[0]!);
    });
  }

  /** RPC_ABORT: every waiting request ends 'aborted' and the screen closes. */
  abortAll(): void {
    this.#aborts += 1;
    const waiting = this.#queue.splice(0);
    this.#hide();
    for (const entry of waiting) entry.decide('aborted');
  }

  #settle(decision: 'approved' | 'rejected'): void {
    const current = this.#queue.shift();
    if (!current) return;
    current.decide(decision);
    const next = this.#queue[0];
    if (next) this.#show(next);
    else this.#hide();
  }

  #show({ description, iconUrl }: Waiting): void {
    this.#heading.textContent = description.heading;
    this.#details.replaceChildren(
      ...description.rows.map(({ label, value }) => {
        const group = document.createElement('div');
        const term = document.createElement('dt');
        const detail = document.createElement('dd');
        term.textContent = label;
        detail.textContent = value;
        if (label === 'Message' || label === 'Data') detail.className = 'long';
        group.append(term, detail);
        return group;
      }),
    );
    this.#icon.hidden = iconUrl === undefined;
    if (iconUrl === undefined) this.#icon.removeAttribute('src');
    else this.#icon.src = iconUrl;
    this.#root.hidden = false;
    document.body.dataset['state'] = 'approval';
    this.#approve.focus();
  }

  #hide(): void {
    this.#root.hidden = true;
    this.#details.replaceChildren();
    document.body.dataset['state'] = 'idle';
  }

  #onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.#settle('rejected');
      return;
    }
    if (event.key !== 'Tab') return;
    const last = event.shiftKey ? this.#approve : this.#reject;
    if (document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? this.#reject : this.#approve).focus();
    }
  }
}
