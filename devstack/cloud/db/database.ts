/**
 * The cloud's own data in real SQLite (sql.js: SQLite compiled to WebAssembly). The whole database lives in
 * memory and is written to one file after every mutation (write to a temporary file, then rename, so a crash
 * never leaves half a file). A file that does not open as SQLite is moved aside, never a crash.
 *
 * Other devstack services with tables of their own (the secure site) open it with their own migration.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js';
import { migrate } from './schema.js';

export type Row = Record<string, SqlValue>;
export type Params = readonly SqlValue[];

let sqlJs: Promise<SqlJsStatic> | undefined;

function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs();
  return sqlJs;
}

export class CloudDatabase {
  /** The database file, or undefined for a database that lives in memory only. */
  readonly file: string | undefined;
  /** Where a corrupt file was moved on open, if that happened. */
  readonly movedAside: string | undefined;
  readonly #db: Database;
  #closed = false;

  private constructor(db: Database, file: string | undefined, movedAside: string | undefined) {
    this.#db = db;
    this.file = file;
    this.movedAside = movedAside;
  }

  /**
   * Opens (or creates) the database file; `undefined` keeps everything in memory. `upgrade` brings the tables
   * up to date (default: the cloud's own schema).
   */
  static async open(file: string | undefined, upgrade: (database: CloudDatabase) => void = migrate): Promise<CloudDatabase> {
    const SQL = await loadSqlJs();
    let movedAside: string | undefined;
    let db: Database | undefined;
    if (file !== undefined && existsSync(file)) {
      try {
        db = openChecked(SQL, readFileSync(file));
      } catch (error) {
        movedAside = `${file}.corrupt-${Date.now()}`;
        renameSync(file, movedAside);
        console.warn(`[database] ${file} is not a usable SQLite database (${String(error)}); moved to ${movedAside}`);
      }
    }
    const database = new CloudDatabase(db ?? new SQL.Database(), file, movedAside);
    upgrade(database);
    database.persist();
    return database;
  }

  /**
   * Runs one statement with parameters, or a script of several without. Call it inside `mutate` for changes,
   * so they are written to the file.
   */
  exec(sql: string, params: Params = []): void {
    if (params.length === 0) this.#db.exec(sql);
    else this.#db.run(sql, [...params]);
  }

  /** The rows changed by the last INSERT, UPDATE or DELETE. */
  changes(): number {
    return this.#db.getRowsModified();
  }

  all(sql: string, params: Params = []): Row[] {
    const statement = this.#db.prepare(sql, [...params]);
    try {
      const rows: Row[] = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return rows;
    } finally {
      statement.free();
    }
  }

  one(sql: string, params: Params = []): Row | undefined {
    return this.all(sql, params)[0];
  }

  /** Runs `change` in a transaction and writes the file once it committed. */
  mutate<T>(change: () => T): T {
    this.#db.run('BEGIN');
    let result: T;
    try {
      result = change();
      this.#db.run('COMMIT');
    } catch (error) {
      this.#db.run('ROLLBACK');
      throw error;
    }
    this.persist();
    return result;
  }

  /** Writes the whole database to its file (nothing for an in-memory database). */
  persist(): void {
    if (this.file === undefined || this.#closed) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, this.#db.export());
    renameSync(temporary, this.file);
  }

  close(): void {
    if (this.#closed) return;
    this.persist();
    this.#closed = true;
    this.#db.close();
  }
}

/** Opens bytes as SQLite and proves they are: sql.js only notices garbage on the first read. */
function openChecked(SQL: SqlJsStatic, bytes: Uint8Array): Database {
  const db = new SQL.Database(bytes);
  try {
    const result = db.exec('PRAGMA integrity_check');
    const verdict = result[0]?.values[0]?.[0];
    if (verdict !== 'ok') throw new Error(`integrity_check: ${String(verdict)}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
