/**
 * "Only the newest answer applies", once (TanStack Query drops a stale answer inside the query; a use case
 * should not write that check by hand at every await).
 *
 * A command that starts asynchronous work takes a ticket; taking a newer one, or `invalidate()` (a reset, a
 * dispose), makes every older ticket stale. After each await the work asks `ticket.isCurrent()` and stops when
 * it is not: an answer that arrives for an older form, account or query changes nothing.
 *
 * `StatefulUseCase.latest()` hands out one whose tickets also go stale when the use case is disposed.
 */

/** One attempt's claim on the state: current until a newer attempt starts or everything is invalidated. */
export type Ticket = {
  /** True while no newer ticket was taken and nothing was invalidated since this one. */
  isCurrent(): boolean;
};

export type Latest = {
  /** Starts a new attempt: every ticket handed out before goes stale. */
  take(): Ticket;
  /**
   * The newest attempt's ticket, without starting a new one: for work that continues the attempt on screen
   * (an approval whose receipt leads to a new quote for the same form). It goes stale as any other ticket does.
   */
  current(): Ticket;
  /** Makes every ticket handed out stale (a reset, a dispose); the next `take()` is current again. */
  invalidate(): void;
};

export type LatestParameters = {
  /** Tickets are stale as well once this says false (the use case was disposed). */
  readonly alive?: (() => boolean) | undefined;
};

export type LatestReturnType = Latest;

export function latest({ alive = () => true }: LatestParameters = {}): LatestReturnType {
  let generation = 0;
  const ticketFor = (mine: number): Ticket => ({ isCurrent: () => mine === generation && alive() });
  return {
    take: () => ticketFor(++generation),
    current: () => ticketFor(generation),
    invalidate: () => {
      generation += 1;
    },
  };
}
