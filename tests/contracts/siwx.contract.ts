/**
 * The contract of the sign-in port (domain/entities/siwx/siwx-config.ts), one suite every implementation
 * runs: the fake (tests/fakes/siwx.fake.ts), the browser-storage implementation and the server-backed one
 * against the local cloud. What all of them do alike is here; what only one does (a server's 401 reasons,
 * storage corruption) stays in that implementation's own tests.
 */
import { describe, expect, it } from 'vitest';
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../../domain/entities/siwx/siwx-config.js';

export type SiwxContractSetup = {
  /** A fresh implementation, with nothing signed in. */
  make(): SiwxConfig | Promise<SiwxConfig>;
  /** The account that signs (checksummed on eip155, base58 on solana), and a chain the implementation accepts. */
  address: string;
  /** Another account on the same chain (default the eip155 address 0x…01). */
  otherAddress?: string;
  /**
   * Whether the chain's addresses are one account in any case: true on eip155 (a lower-case address is the
   * same account), false on solana (base58: another case is another key). Default true.
   */
  caseInsensitive?: boolean;
  chainId: string;
  /** Another configured chain. */
  otherChainId: string;
  /** The account's signature of a message text. */
  sign(text: string): Promise<string>;
  /** A signature of the same text by someone else. */
  forge(text: string): Promise<string>;
};

export function runSiwxContract(name: string, setup: SiwxContractSetup): void {
  const { address, chainId, otherChainId } = setup;

  async function signed(siwx: SiwxConfig, chain = chainId, sign = setup.sign): Promise<{ message: SiwxMessage; session: SiwxSession }> {
    const message = await siwx.createMessage({ accountAddress: address, chainId: chain });
    const text = message.toString();
    const { toString: _text, ...data } = message;
    return { message, session: { data, message: text, signature: await sign(text) } };
  }

  describe(`${name}: the sign-in port contract`, () => {
    it('makes a message for the account on its chain, with a fresh nonce each time', async () => {
      const siwx = await setup.make();
      const first = await siwx.createMessage({ accountAddress: address, chainId });
      const second = await siwx.createMessage({ accountAddress: address, chainId });
      expect(first).toMatchObject({ accountAddress: address, chainId, version: '1' });
      expect(first.nonce).not.toBe(second.nonce);
      expect(first.toString()).toContain(address);
    });

    it('keeps a signed session and answers it for that account and chain only', async () => {
      const siwx = await setup.make();
      const { session } = await signed(siwx);
      await siwx.addSession(session);
      const sessions = await siwx.getSessions(chainId, address);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.data).toMatchObject({ accountAddress: address, chainId });
      if (setup.caseInsensitive !== false) expect(await siwx.getSessions(chainId, address.toLowerCase())).toHaveLength(1);
      else if (address.toLowerCase() !== address) expect(await siwx.getSessions(chainId, address.toLowerCase())).toEqual([]);
      expect(await siwx.getSessions(otherChainId, address)).toEqual([]);
      expect(await siwx.getSessions(chainId, setup.otherAddress ?? '0x0000000000000000000000000000000000000001')).toEqual([]);
    });

    it('refuses a session signed by someone else, and keeps nothing', async () => {
      const siwx = await setup.make();
      const { session } = await signed(siwx, chainId, setup.forge);
      await expect(siwx.addSession(session)).rejects.toBeDefined();
      expect(await siwx.getSessions(chainId, address)).toEqual([]);
    });

    it('refuses a nonce used twice', async () => {
      const siwx = await setup.make();
      const { session } = await signed(siwx);
      await siwx.addSession(session);
      await expect(siwx.addSession(session)).rejects.toBeDefined();
    });

    it('signs out: revokeSession forgets the account, setSessions([]) forgets everyone', async () => {
      const siwx = await setup.make();
      await siwx.addSession((await signed(siwx)).session);
      await siwx.revokeSession(chainId, address);
      expect(await siwx.getSessions(chainId, address)).toEqual([]);

      await siwx.addSession((await signed(siwx)).session);
      await siwx.setSessions([]);
      expect(await siwx.getSessions(chainId, address)).toEqual([]);
    });

    it('says whether sign-in is required, as a boolean', async () => {
      const siwx = await setup.make();
      expect(typeof (siwx.getRequired?.() ?? false)).toBe('boolean');
    });
  });
}
