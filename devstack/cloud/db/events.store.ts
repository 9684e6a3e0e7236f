/** Analytics events and error reports received on POST /e, newest last; the oldest go past MAX_EVENTS. */
import type { AnalyticsEventBody } from '../../../domain/entities/api/catalogue-api.schema.js';
import type { CloudDatabase, Row } from './database.js';

export const MAX_EVENTS = 10_000;

export type StoredEvent = {
  id: number;
  receivedAt: string;
  projectId: string;
  sdkType: string | null;
  sdkVersion: string | null;
  origin: string | null;
  body: AnalyticsEventBody;
};

export type NewEvent = Omit<StoredEvent, 'id' | 'receivedAt'> & { receivedAt: Date };

export type EventFilter = { type?: 'track' | 'error' | undefined; event?: string | undefined; limit?: number | undefined };

export class EventsStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  add(event: NewEvent): void {
    this.#db.mutate(() => {
      this.#db.exec(
        `INSERT INTO events (received_at, project_id, sdk_type, sdk_version, origin, type, event, body)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          event.receivedAt.toISOString(),
          event.projectId,
          event.sdkType,
          event.sdkVersion,
          event.origin,
          event.body.props.type,
          event.body.props.event,
          JSON.stringify(event.body),
        ],
      );
      this.#db.exec('DELETE FROM events WHERE id <= (SELECT max(id) FROM events) - ?', [MAX_EVENTS]);
    });
  }

  /** Oldest first; `limit` keeps the newest ones. */
  list(filter: EventFilter = {}): StoredEvent[] {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (filter.type) {
      where.push('type = ?');
      params.push(filter.type);
    }
    if (filter.event) {
      where.push('event = ?');
      params.push(filter.event);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const limit = filter.limit ?? MAX_EVENTS;
    const rows = this.#db.all(
      `SELECT * FROM (SELECT * FROM events ${clause} ORDER BY id DESC LIMIT ?) ORDER BY id`,
      [...params, limit],
    );
    return rows.map(toEvent);
  }

  clear(): void {
    this.#db.mutate(() => this.#db.exec('DELETE FROM events'));
  }
}

function toEvent(row: Row): StoredEvent {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: Number(row['id']),
    receivedAt: String(row['received_at']),
    projectId: String(row['project_id']),
    sdkType: text(row['sdk_type']),
    sdkVersion: text(row['sdk_version']),
    origin: text(row['origin']),
    body: JSON.parse(String(row['body'])) as AnalyticsEventBody,
  };
}
