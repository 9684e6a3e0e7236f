/**
 * What Esplora says about a script: its type name (`v0_p2wpkh`, `v1_p2tr`, ...), its regtest address when it
 * has one, and its asm in Esplora's (rust-bitcoin's) notation. Also the relay policy's standard output check.
 */
import { Address } from '@scure/btc-signer';
import { hexOf } from './bytes.js';
import { REGTEST } from './regtest.js';

export type ScriptType = 'p2pk' | 'p2pkh' | 'p2sh' | 'v0_p2wpkh' | 'v0_p2wsh' | 'v1_p2tr' | 'op_return' | 'unknown';

const OP_RETURN = 0x6a;
/** Bitcoin Core's -datacarriersize default: an OP_RETURN output script of at most 83 bytes relays. */
const MAX_OP_RETURN_SCRIPT = 83;

function startsWith(script: Uint8Array, ...prefix: number[]): boolean {
  return prefix.every((byte, index) => script[index] === byte);
}

export function scriptTypeOf(script: Uint8Array): ScriptType {
  const n = script.length;
  if (n === 25 && startsWith(script, 0x76, 0xa9, 0x14) && script[23] === 0x88 && script[24] === 0xac) return 'p2pkh';
  if (n === 23 && startsWith(script, 0xa9, 0x14) && script[22] === 0x87) return 'p2sh';
  if (n === 22 && startsWith(script, 0x00, 0x14)) return 'v0_p2wpkh';
  if (n === 34 && startsWith(script, 0x00, 0x20)) return 'v0_p2wsh';
  if (n === 34 && startsWith(script, 0x51, 0x20)) return 'v1_p2tr';
  if (n > 0 && script[0] === OP_RETURN) return 'op_return';
  if ((n === 35 && script[0] === 33 && script[34] === 0xac) || (n === 67 && script[0] === 65 && script[66] === 0xac)) return 'p2pk';
  return 'unknown';
}

/** The regtest address of a script, for the types that have one. */
export function addressOf(script: Uint8Array): string | undefined {
  const encode = Address(REGTEST).encode;
  switch (scriptTypeOf(script)) {
    case 'p2pkh':
      return encode({ type: 'pkh', hash: script.subarray(3, 23) });
    case 'p2sh':
      return encode({ type: 'sh', hash: script.subarray(2, 22) });
    case 'v0_p2wpkh':
      return encode({ type: 'wpkh', hash: script.subarray(2) });
    case 'v0_p2wsh':
      return encode({ type: 'wsh', hash: script.subarray(2) });
    case 'v1_p2tr':
      return encode({ type: 'tr', pubkey: script.subarray(2) });
    default:
      return undefined;
  }
}

/** Whether the relay policy lets an output with this script through (Bitcoin Core's IsStandard, simplified). */
export function isStandardOutputScript(script: Uint8Array): boolean {
  const type = scriptTypeOf(script);
  if (type === 'op_return') return script.length <= MAX_OP_RETURN_SCRIPT;
  return type !== 'unknown';
}

const NAMED_OPCODES: Record<number, string> = {
  0x61: 'OP_NOP', 0x63: 'OP_IF', 0x64: 'OP_NOTIF', 0x67: 'OP_ELSE', 0x68: 'OP_ENDIF', 0x69: 'OP_VERIFY', 0x6a: 'OP_RETURN',
  0x75: 'OP_DROP', 0x76: 'OP_DUP', 0x82: 'OP_SIZE', 0x87: 'OP_EQUAL', 0x88: 'OP_EQUALVERIFY', 0xa8: 'OP_SHA256',
  0xa9: 'OP_HASH160', 0xaa: 'OP_HASH256', 0xac: 'OP_CHECKSIG', 0xad: 'OP_CHECKSIGVERIFY', 0xae: 'OP_CHECKMULTISIG',
  0xaf: 'OP_CHECKMULTISIGVERIFY', 0xb1: 'OP_CLTV', 0xb2: 'OP_CSV', 0xba: 'OP_CHECKSIGADD',
};

const PUSHDATA_WIDTH: Record<number, [string, number]> = { 0x4c: ['OP_PUSHDATA1', 1], 0x4d: ['OP_PUSHDATA2', 2], 0x4e: ['OP_PUSHDATA4', 4] };

/** Esplora's asm: `OP_0 OP_PUSHBYTES_20 ab…`, `OP_PUSHNUM_1 OP_PUSHBYTES_32 …`. */
export function asmOf(script: Uint8Array): string {
  const parts: string[] = [];
  let at = 0;
  while (at < script.length) {
    const op = script[at]!;
    at += 1;
    let length = 0;
    if (op >= 0x01 && op <= 0x4b) {
      parts.push(`OP_PUSHBYTES_${op}`);
      length = op;
    } else if (PUSHDATA_WIDTH[op] !== undefined) {
      const [name, width] = PUSHDATA_WIDTH[op];
      if (at + width > script.length) return [...parts, '<unexpected end>'].join(' ');
      for (let index = width - 1; index >= 0; index -= 1) length = length * 256 + script[at + index]!;
      at += width;
      parts.push(name);
    } else if (op === 0x00) parts.push('OP_0');
    else if (op === 0x4f) parts.push('OP_PUSHNUM_NEG1');
    else if (op >= 0x51 && op <= 0x60) parts.push(`OP_PUSHNUM_${op - 0x50}`);
    else parts.push(NAMED_OPCODES[op] ?? `OP_UNKNOWN_${op.toString(16).padStart(2, '0')}`);
    if (length > 0) {
      if (at + length > script.length) return [...parts, '<push past end>'].join(' ');
      parts.push(hexOf(script.subarray(at, at + length)));
      at += length;
    }
  }
  return parts.join(' ');
}
