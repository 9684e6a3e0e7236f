/**
 * Orders in SQLite (the cloud's sql.js wrapper): in the file onramp.sqlite of the devstack's data folder, so
 * `npm start` keeps purchases across restarts, or in memory. Every state change is one conditional UPDATE
 * (`WHERE status = ?`), so two submits of one checkout cannot both pay it.
 */
import { CloudDatabase, type Row } from '../cloud/db/database.js';
import { applyMigrations } from '../cloud/db/schema.js';
import { addressKey } from './addresses.js';
import { orderSnapshotSchema, SUBMITTED_STATUSES, type Order, type OrderSnapshot, type OrderStatus } from './order.js';

export const ONRAMP_DB_FILE = 'onramp.sqlite';

const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    status TEXT NOT NULL,
    address_key TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    tx_hash TEXT,
    failure_reason TEXT,
    snapshot TEXT NOT NULL
  );
  CREATE INDEX orders_by_address ON orders(address_key, created_at);
  `,
];

const STATUSES: readonly OrderStatus[] = ['created', 'authenticating', 'in_progress', 'success', 'failed'];

export class OrdersStore {
  readonly #db: CloudDatabase;
  readonly #now: () => number;

  private constructor(db: CloudDatabase, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** `file` undefined keeps the orders in memory. */
  static async open(file: string | undefined, now: () => number = Date.now): Promise<OrdersStore> {
    const db = await CloudDatabase.open(file, (database) => applyMigrations(database, MIGRATIONS, 'on-ramp'));
    return new OrdersStore(db, now);
  }

  insert(order: { id: string; provider: Order['provider']; snapshot: OrderSnapshot }): Order {
    const at = this.#now();
    this.#db.mutate(() =>
      this.#db.exec(
        `INSERT INTO orders (id, provider, status, address_key, payment_method, created_at, updated_at, snapshot)
         VALUES (?, ?, 'created', ?, ?, ?, ?, ?)`,
        [order.id, order.provider, addressKey(order.snapshot.destinationAddress), order.snapshot.quotedMethod, at, at, JSON.stringify(order.snapshot)],
      ),
    );
    return this.get(order.id)!;
  }

  get(id: string): Order | undefined {
    const row = this.#db.one('SELECT * FROM orders WHERE id = ?', [id]);
    return row && toOrder(row);
  }

  /** The submitted orders (purchases) to an address, newest first. */
  purchasesTo(address: string): Order[] {
    const placeholders = SUBMITTED_STATUSES.map(() => '?').join(', ');
    return this.#db
      .all(`SELECT * FROM orders WHERE address_key = ? AND status IN (${placeholders}) ORDER BY created_at DESC, rowid DESC`, [addressKey(address), ...SUBMITTED_STATUSES])
      .map(toOrder);
  }

  /**
   * Moves the order from `from` to `to` (with the fields given), only if it is still in `from`. False when
   * another request moved it first: the caller answers "already paid".
   */
  transition(id: string, from: readonly OrderStatus[], to: OrderStatus, fields: { paymentMethod?: Order['paymentMethod']; txHash?: string; failureReason?: string } = {}): boolean {
    const placeholders = from.map(() => '?').join(', ');
    return this.#db.mutate(() => {
      this.#db.exec(
        `UPDATE orders SET status = ?, updated_at = ?, payment_method = COALESCE(?, payment_method), tx_hash = COALESCE(?, tx_hash),
           failure_reason = COALESCE(?, failure_reason) WHERE id = ? AND status IN (${placeholders})`,
        [to, this.#now(), fields.paymentMethod ?? null, fields.txHash ?? null, fields.failureReason ?? null, id, ...from],
      );
      return this.#db.changes() === 1;
    });
  }

  /** The ids of orders in a status (at start: deliveries a stop interrupted). */
  idsIn(status: OrderStatus): string[] {
    return this.#db.all('SELECT id FROM orders WHERE status = ?', [status]).map((row) => String(row['id']));
  }

  close(): void {
    this.#db.close();
  }
}

function toOrder(row: Row): Order {
  const status = String(row['status']) as OrderStatus;
  const provider = String(row['provider']);
  const method = String(row['payment_method']);
  if (!STATUSES.includes(status) || (provider !== 'meld' && provider !== 'coinbase') || (method !== 'card' && method !== 'bank_account')) {
    throw new Error(`order ${String(row['id'])} has an unknown status, provider or method`);
  }
  return {
    ...orderSnapshotSchema.parse(JSON.parse(String(row['snapshot']))),
    id: String(row['id']),
    provider,
    status,
    paymentMethod: method,
    createdAt: Number(row['created_at']),
    updatedAt: Number(row['updated_at']),
    txHash: row['tx_hash'] === null ? null : String(row['tx_hash']),
    failureReason: row['failure_reason'] === null ? null : String(row['failure_reason']),
  };
}
