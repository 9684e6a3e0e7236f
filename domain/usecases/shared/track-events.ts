/**
 * The event bus as every use case sees it: one `emit` for a tracked event (EventsUseCase fits). Declared once
 * here so a use case names what it sends without depending on the events use case itself.
 */
export type TrackEvent = {
  readonly type: 'track';
  readonly event: string;
  readonly properties?: Record<string, unknown> | undefined;
  readonly address?: string | undefined;
};

export type TrackEvents = {
  emit(event: TrackEvent): unknown;
};
