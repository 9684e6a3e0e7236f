/**
 * validateSendInput against a reference written from SPEC.md sections 5 and 6: sending only on eip155, solana
 * and bip122 (issue 31); amount and receiver required; token required; a positive decimal amount; a receiver
 * valid for the namespace; an amount within the balance. Address validity comes from viem (EIP-55),
 * @solana/web3.js (32-byte keys) and @scure/btc-signer (Bitcoin mainnet, testnet and regtest addresses), amounts
 * are compared as bigints scaled by hand, so nothing here reuses the code under test.
 */
import { Address, NETWORK, TEST_NETWORK } from '@scure/btc-signer';
import { PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { getAddress, isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { validateSendInput } from '../../domain/entities/send/index.js';

const runs = { numRuns: 200 };
const PLACES = 20;
const DIGIT = fc.constantFrom(...'0123456789');

// Receivers, built constructively: checksummed, lowercase and case-broken EVM addresses, Solana keys, and junk.
const lowerEvm = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);
const checksummedEvm = lowerEvm.map((address) => getAddress(address));
const caseFlippedEvm = fc.tuple(checksummedEvm, fc.nat()).map(([address, pick]) => {
  const letters = [...address].flatMap((char, index) => (index > 1 && /[a-f]/i.test(char) ? [index] : []));
  const at = letters[pick % letters.length] ?? 2;
  const char = address.charAt(at);
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
  return address.slice(0, at) + flipped + address.slice(at + 1);
});
const solanaKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => new PublicKey(bytes).toBase58());
/** Regtest: testnet's base58 versions, its own bech32 prefix. */
const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' };
const BITCOIN_REFERENCE_NETWORKS = [NETWORK, TEST_NETWORK, REGTEST_NETWORK];
const bitcoinAddress = fc
  .tuple(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.constantFrom(...BITCOIN_REFERENCE_NETWORKS), fc.constantFrom('wpkh', 'pkh'))
  .map(([hash, network, type]) => Address(network).encode({ type: type as 'wpkh' | 'pkh', hash }));
const receiver = fc.oneof(
  { weight: 4, arbitrary: checksummedEvm },
  { weight: 3, arbitrary: bitcoinAddress },
  { weight: 1, arbitrary: bitcoinAddress.map((address) => address.slice(0, -1)) },
  { weight: 2, arbitrary: lowerEvm },
  { weight: 2, arbitrary: caseFlippedEvm },
  { weight: 6, arbitrary: solanaKey },
  { weight: 1, arbitrary: solanaKey.map((key) => key.slice(0, -1)) },
  { weight: 1, arbitrary: lowerEvm.map((address) => address.slice(0, -1)) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.constantFrom('', undefined) },
);

/** EIP-55 per viem, plus all-uppercase hex (EIP-55 accepts it; viem's strict mode does not). */
function referenceEvmValid(value: string): boolean {
  const hex = value.slice(2);
  return isAddress(value, { strict: true }) || (isAddress(value, { strict: false }) && hex === hex.toUpperCase());
}

function referenceBitcoinValid(value: string): boolean {
  return BITCOIN_REFERENCE_NETWORKS.some((network) => {
    try {
      Address(network).decode(value);
      return true;
    } catch {
      return false;
    }
  });
}

function referenceSolanaValid(value: string): boolean {
  if (value.length < 32 || value.length > 44) return false;
  try {
    return new PublicKey(value).toBase58() === value;
  } catch {
    return false;
  }
}

// Amounts: plain decimals with up to 20 fraction digits (often zero), and things that are not amounts.
// '12', '12.', '12.5' or '.5': at least one digit, by construction.
const plainDecimal = fc.oneof(
  fc
    .tuple(fc.string({ unit: DIGIT, minLength: 1, maxLength: 8 }), fc.option(fc.string({ unit: DIGIT, maxLength: PLACES })))
    .map(([integer, fraction]) => (fraction === null ? integer : `${integer}.${fraction}`)),
  fc.string({ unit: DIGIT, minLength: 1, maxLength: PLACES }).map((fraction) => `.${fraction}`),
);
const amountText = fc.oneof(
  { weight: 4, arbitrary: plainDecimal },
  { weight: 1, arbitrary: fc.constantFrom('0', '0.0', '.0', '00', '-1', '+1', '1e3', '1,5', ' 1', '1 ', '.', 'abc', '0x1') },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789.,-e ') }) },
);

/** An exact decimal as an integer times 10^-20, or undefined when the text is not digits with one optional '.'. */
function scaledReference(text: string): bigint | undefined {
  let seenPoint = false;
  let digits = 0;
  for (const char of text) {
    if (char === '.') {
      if (seenPoint) return undefined;
      seenPoint = true;
    } else if (char >= '0' && char <= '9') {
      digits += 1;
    } else {
      return undefined;
    }
  }
  if (digits === 0) return undefined;
  const [integer = '', fraction = ''] = text.split('.');
  return BigInt(integer || '0') * 10n ** BigInt(PLACES) + BigInt(fraction.padEnd(PLACES, '0') || '0');
}

const namespaces = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('eip155', 'solana', 'bip122') },
  { weight: 1, arbitrary: fc.constantFrom('polkadot', 'cosmos', 'tron', '', 'EIP155') },
);
const token = fc.oneof(
  { weight: 8, arbitrary: fc.record({ symbol: fc.string() }) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
);

type Case = {
  token: { symbol: string } | null | undefined;
  amount: string | undefined;
  receiverAddress: string | undefined;
  namespace: string;
  balance: string | undefined;
};

// The balance is often exactly the amount, or one unit of the 20th place either side of it.
const sendCase: fc.Arbitrary<Case> = fc
  .record({
    token,
    amount: fc.option(amountText, { nil: undefined, freq: 10 }),
    receiverAddress: receiver,
    namespace: namespaces,
    balanceChoice: fc.constantFrom('none', 'random', 'equal', 'below', 'above'),
    randomBalance: plainDecimal,
  })
  .map(({ balanceChoice, randomBalance, ...rest }) => {
    const scaled = rest.amount === undefined ? undefined : scaledReference(rest.amount);
    const around = (delta: bigint) => (scaled === undefined ? randomBalance : formatScaled(scaled + delta));
    const balance = {
      none: undefined,
      random: randomBalance,
      equal: around(0n),
      below: around(-1n),
      above: around(1n),
    }[balanceChoice];
    return { ...rest, balance };
  });

function formatScaled(scaled: bigint): string {
  if (scaled < 0n) return '0';
  const text = scaled.toString().padStart(PLACES + 1, '0');
  return `${text.slice(0, -PLACES)}.${text.slice(-PLACES)}`;
}

function referenceOutcome(input: Case): string {
  if (input.namespace !== 'eip155' && input.namespace !== 'solana' && input.namespace !== 'bip122') return 'SEND_NAMESPACE_NOT_SUPPORTED';
  if (!input.amount || !input.receiverAddress) return 'SEND_AMOUNT_AND_RECEIVER_REQUIRED';
  if (input.token === undefined || input.token === null) return 'SEND_TOKEN_REQUIRED';
  const amount = scaledReference(input.amount);
  if (amount === undefined || amount <= 0n) return 'INCORRECT_AMOUNT';
  const valid = {
    eip155: referenceEvmValid,
    solana: referenceSolanaValid,
    bip122: referenceBitcoinValid,
  }[input.namespace](input.receiverAddress);
  if (!valid) return 'INVALID_ADDRESS';
  if (input.balance !== undefined && amount > (scaledReference(input.balance) ?? 0n)) return 'INSUFFICIENT_BALANCE';
  return 'ok';
}

describe('validateSendInput (property)', () => {
  it('reports what the reference reports, first failing rule first', () => {
    fc.assert(
      fc.property(sendCase, (input) => {
        const result = validateSendInput(input);
        expect(result.ok ? 'ok' : result.error.code).toBe(referenceOutcome(input));
      }),
      runs,
    );
  });

  it('passes every complete send within the balance, and parses the amount exactly', () => {
    const validSend = fc
      .tuple(
        fc.oneof(
          fc.tuple(fc.constant('eip155' as const), fc.oneof(checksummedEvm, lowerEvm)),
          fc.tuple(fc.constant('solana' as const), solanaKey),
        ),
        fc.bigInt({ min: 1n, max: 10n ** 28n }),
        fc.bigInt({ min: 0n, max: 10n ** 28n }),
        fc.boolean(),
      )
      .map(([[namespace, receiverAddress], scaledAmount, headroom, withBalance]) => ({
        namespace,
        receiverAddress,
        amount: formatScaled(scaledAmount),
        scaledAmount,
        balance: withBalance ? formatScaled(scaledAmount + headroom) : undefined,
      }));
    fc.assert(
      fc.property(validSend, ({ scaledAmount, ...input }) => {
        const result = validateSendInput({ ...input, token: { symbol: 'T' } });
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.value.parsedAmount.scaled).toBe(scaledAmount);
      }),
      runs,
    );
  });

  it('refuses every amount above the balance, by as little as 10^-20', () => {
    const overdrawn = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 28n }), fc.bigInt({ min: 1n, max: 10n ** 10n }), checksummedEvm)
      .map(([scaledBalance, excess, receiverAddress]) => ({
        balance: formatScaled(scaledBalance),
        amount: formatScaled(scaledBalance + excess),
        receiverAddress,
      }));
    fc.assert(
      fc.property(overdrawn, (input) => {
        const result = validateSendInput({ ...input, namespace: 'eip155', token: {} });
        expect(!result.ok && result.error.code).toBe('INSUFFICIENT_BALANCE');
      }),
      runs,
    );
  });
});
