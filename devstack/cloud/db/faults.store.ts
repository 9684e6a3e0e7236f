/**
 * Fault switches: per route pattern, added latency, an error status or a malformed body, optionally for the
 * next `times` matching requests only. Setting a fault for the same (route, method, exact) replaces it.
 */
import type { CloudDatabase, Row } from './database.js';
import { faultMatches } from '../faults/match-fault.js';

export const FAULT_STATUSES = [403, 429, 500, 503] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

export type Fault = {
  id: number;
  /** A path pattern (`/v1/account/:address/balance`), a segment prefix of paths (`/v1/profile`), or `*`. */
  route: string;
  /** Only this method, or any method when null. */
  method: string | null;
  /** When true the route must match the whole path, not a prefix of it. */
  exact: boolean;
  latencyMs: number;
  status: FaultStatus | null;
  malformed: boolean;
  /** How many more requests the fault applies to; null means until it is cleared. */
  timesLeft: number | null;
  createdAt: string;
};

export type FaultInput = {
  route: string;
  method?: string | undefined;
  exact?: boolean | undefined;
  latencyMs?: number | undefined;
  status?: FaultStatus | undefined;
  malformed?: boolean | undefined;
  times?: number | undefined;
};

export class FaultsStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  list(): Fault[] {
    return this.#db.all('SELECT * FROM faults ORDER BY id').map(toFault);
  }

  set(input: FaultInput, at = new Date()): Fault {
    const method = input.method?.toUpperCase() ?? null;
    const exact = input.exact ?? false;
    this.#db.mutate(() => {
      this.#db.exec('DELETE FROM faults WHERE route = ? AND method IS ? AND exact = ?', [input.route, method, exact ? 1 : 0]);
      this.#db.exec(
        `INSERT INTO faults (route, method, exact, latency_ms, status, malformed, times_left, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          input.route,
          method,
          exact ? 1 : 0,
          input.latencyMs ?? 0,
          input.status ?? null,
          input.malformed ? 1 : 0,
          input.times ?? null,
          at.toISOString(),
        ],
      );
    });
    const row = this.#db.one('SELECT * FROM faults ORDER BY id DESC LIMIT 1');
    if (!row) throw new Error('The fault was not stored');
    return toFault(row);
  }

  /** Removes every fault, or only those set for `route`. Answers how many went. */
  clear(route?: string): number {
    return this.#db.mutate(() => {
      if (route === undefined) this.#db.exec('DELETE FROM faults', []);
      else this.#db.exec('DELETE FROM faults WHERE route = ?', [route]);
      return this.#db.changes();
    });
  }

  /**
   * The fault that applies to this request (the most recently set one that matches), counting it as used:
   * a fault with `times` is removed after its last use.
   */
  take(method: string, path: string): Fault | undefined {
    const fault = this.list()
      .reverse()
      .find((candidate) => faultMatches(candidate, method, path));
    if (!fault || fault.timesLeft === null) return fault;
    this.#db.mutate(() => {
      if (fault.timesLeft !== null && fault.timesLeft <= 1) this.#db.exec('DELETE FROM faults WHERE id = ?', [fault.id]);
      else this.#db.exec('UPDATE faults SET times_left = times_left - 1 WHERE id = ?', [fault.id]);
    });
    return fault;
  }
}

function toFault(row: Row): Fault {
  const status = row['status'];
  const timesLeft = row['times_left'];
  return {
    id: Number(row['id']),
    route: String(row['route']),
    method: typeof row['method'] === 'string' ? row['method'] : null,
    exact: row['exact'] === 1,
    latencyMs: Number(row['latency_ms']),
    status: typeof status === 'number' ? (status as FaultStatus) : null,
    malformed: row['malformed'] === 1,
    timesLeft: typeof timesLeft === 'number' ? timesLeft : null,
    createdAt: String(row['created_at']),
  };
}
