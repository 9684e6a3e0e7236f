/**
 * Several wallets in one namespace (SPEC.md section 4, per connector status) against a reference model: for
 * any sequence of connects, switches and single disconnects over three browser wallets, the namespace holds
 * exactly the wallets the model holds, most recently used first, exactly one of them 'connected' (the one in
 * use, whose address the namespace shows) and the others 'active'; a switch to a wallet not held is refused
 * and prompts nothing; and a reload restores the same wallets with the same one in use.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MockConnector } from '../fakes/wallet-connector.fake.js';
import { ALICE, BOB, browserWallet, eip155, world } from '../../domain/usecases/connection/testing/connectionWorld.js';

const CAROL = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const IDS = ['io.metamask', 'me.rainbow', 'com.coinbase.wallet'] as const;
const ACCOUNTS: Readonly<Record<(typeof IDS)[number], string>> = { 'io.metamask': ALICE, 'me.rainbow': BOB, 'com.coinbase.wallet': CAROL };

type Command = { kind: 'connect' | 'switch' | 'disconnectOne'; wallet: (typeof IDS)[number] };

function wallets(): MockConnector[] {
  return IDS.map((id) => {
    const wallet = browserWallet(id, id);
    wallet.accounts = [ACCOUNTS[id]];
    return wallet;
  });
}

/** The reference: the wallets held, most recently used first; the first is in use. */
function apply(model: readonly string[], { kind, wallet }: Command): string[] {
  const held = model.includes(wallet);
  switch (kind) {
    case 'connect':
      return [wallet, ...model.filter((entry) => entry !== wallet)];
    case 'switch':
      return held ? [wallet, ...model.filter((entry) => entry !== wallet)] : [...model];
    case 'disconnectOne':
      return model.filter((entry) => entry !== wallet);
  }
}

const commands = fc.array(
  fc.record({ kind: fc.constantFrom<Command['kind']>('connect', 'switch', 'disconnectOne'), wallet: fc.constantFrom(...IDS) }),
  { maxLength: 12 },
);

function expectMatches(current: ReturnType<typeof world>, model: readonly string[]): void {
  const connection = eip155(current.connection);
  const held = connection?.connections ?? [];
  expect(held.map(({ connectorId }) => connectorId)).toEqual(model);
  expect(held.map(({ status }) => status)).toEqual(model.map((_, index) => (index === 0 ? 'connected' : 'active')));
  if (model[0] === undefined) {
    expect(connection?.status).toBe('disconnected');
    return;
  }
  expect(connection).toMatchObject({ status: 'connected', connectorId: model[0] });
  expect(connection?.address?.toLowerCase()).toBe(ACCOUNTS[model[0] as (typeof IDS)[number]]);
}

describe('several wallets in one namespace (property)', () => {
  it('follows the reference model through any connects, switches and single disconnects, and a reload restores it', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        const current = world({ connectors: wallets() });
        let model: string[] = [];
        for (const command of sequence) {
          const prompts = current.connector(command.wallet).calls.filter((call) => call.method === 'connect').length;
          if (command.kind === 'connect') await current.connection.connect({ connectorId: command.wallet });
          if (command.kind === 'disconnectOne') await current.connection.disconnectConnection({ namespace: 'eip155', connectorId: command.wallet });
          if (command.kind === 'switch') {
            const switching = current.connection.switchConnection({ namespace: 'eip155', connectorId: command.wallet });
            if (model.includes(command.wallet)) await switching;
            else await expect(switching).rejects.toThrow(`No connector found for connection: ${command.wallet}`);
            // A switch never prompts: the wallet is held (and knows the page) or the switch is refused.
            expect(current.connector(command.wallet).calls.filter((call) => call.method === 'connect').length).toBe(prompts);
          }
          model = apply(model, command);
          expectMatches(current, model);
        }
        current.connection.dispose();

        const reloaded = world({ connectors: wallets(), storage: current.storage });
        for (const id of model) reloaded.connector(id).authorized = true;
        await reloaded.connection.start();
        expectMatches(reloaded, model);
        reloaded.connection.dispose();
      }),
      { numRuns: 60 },
    );
  });
});
