/**
 * The schemas the library exports from its entities and adapters are built on first use (lazySchema), so
 * loading the core builds none of them: what zod holds after the modal opens is only what was parsed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { types } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['domain/entities', 'adapters/wallets/eip1193', 'adapters/wallets/eip6963', 'adapters/wallets/evm', 'adapters/wallets/walletconnect'];

function schemaModules(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(folder, file))
      .filter((file) => readFileSync(path.join(ROOT, file), 'utf8').includes("from 'zod/mini'")),
  );
}

const isZodSchema = (value: unknown): boolean => typeof value === 'object' && value !== null && '_zod' in value;

describe('schemas built on first use', () => {
  const modules = schemaModules();

  it('finds the modules that define schemas', () => {
    expect(modules).toContain(path.join('domain/entities', 'api/blockchain-api.schema.ts'));
    expect(modules.length).toBeGreaterThan(15);
  });

  it.each(modules)('%s exports no schema built when it loads', async (file) => {
    const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    const eager: string[] = [];
    for (const [name, value] of Object.entries(exports)) {
      const members = isZodSchema(value) ? { [name]: value } : typeof value === 'object' && value !== null ? value : {};
      for (const [member, schema] of Object.entries(members as Record<string, unknown>)) {
        if (isZodSchema(schema) && !types.isProxy(schema)) eager.push(member === name ? name : `${name}.${member}`);
      }
    }
    expect(eager).toEqual([]);
  });
});
