/**
 * The swap arithmetic and flow rules (SPEC.md sections 4, 5 and 9) against references on bigints, and the
 * swap use case under random keystrokes: amounts are integer units with a number of decimals, written out
 * with viem's formatUnits, so each decimal result can be checked against plain integer arithmetic.
 */
import fc from 'fast-check';
import { formatUnits, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, SWAP_DESTINATION_AMOUNT_DECIMALS } from '../../domain/entities/constants.js';
import { BigDecimal } from '../../domain/entities/number/bigDecimal.js';
import { destinationAmount, providerFee, slippageAmounts } from '../../domain/usecases/swap/swapDetails.js';
import { swapGasReserve } from '../../domain/usecases/swap/swapSpendable.js';
import { createSwapWorld, deferred, nativeBalance } from '../../domain/usecases/swap/testing/swapWorld.js';
import { FakeBlockchainApi } from '../fakes/blockchain-api.fake.js';
import { flushMicrotasks } from '../fakes/virtual-scheduler.fake.js';

const runs = { numRuns: 200 };
const flowRuns = { numRuns: 40 };

/** An amount as integer units and decimals; the arithmetic below stays within BigDecimal's 20 places. */
const amount = (maxDecimals: number) =>
  fc.record({ units: fc.bigInt({ min: 0n, max: 10n ** 30n }), decimals: fc.integer({ min: 0, max: maxDecimals }) });

describe('the swap details (property, on bigints)', () => {
  it('the provider fee is exactly 0.85 % (85 / 10000) of any amount', () => {
    fc.assert(
      fc.property(amount(16), ({ units, decimals }) => {
        expect(providerFee(formatUnits(units, decimals))).toBe(formatUnits(units * 85n, decimals + 4));
      }),
      runs,
    );
  });

  it('max slippage is amount x slippage / 100 and the minimum received is the rest, exactly', () => {
    fc.assert(
      fc.property(amount(SWAP_DESTINATION_AMOUNT_DECIMALS), fc.integer({ min: 0, max: 100 }), ({ units, decimals }, slippage) => {
        const { maxSlippage, minimumReceived } = slippageAmounts(formatUnits(units, decimals), slippage);
        expect(maxSlippage).toBe(formatUnits(units * BigInt(slippage), decimals + 2));
        expect(minimumReceived).toBe(formatUnits(units * BigInt(100 - slippage), decimals + 2));
        expect(BigDecimal.from(maxSlippage).add(minimumReceived).toString()).toBe(formatUnits(units, decimals));
      }),
      runs,
    );
  });

  it('the destination amount is the quote floored to 6 decimals, never more than quoted', () => {
    fc.assert(
      fc.property(amount(20), ({ units, decimals }) => {
        const dropped = decimals > SWAP_DESTINATION_AMOUNT_DECIMALS ? 10n ** BigInt(decimals - SWAP_DESTINATION_AMOUNT_DECIMALS) : 1n;
        const shown = decimals > SWAP_DESTINATION_AMOUNT_DECIMALS ? SWAP_DESTINATION_AMOUNT_DECIMALS : decimals;
        expect(destinationAmount(units.toString(), decimals)).toBe(formatUnits(units / dropped, shown));
      }),
      runs,
    );
  });
});

/** A token pick: 0 ETH (native), 1 USDC, 2 WETH, or none. */
const pick = fc.constantFrom<number | undefined>(0, 1, 2, undefined);

describe('the swap use case (property)', () => {
  it('switchTokens twice gives back the same source and destination', async () => {
    await fc.assert(
      fc.asyncProperty(pick, pick, fc.constantFrom('', '1', '0.5', '12.000001'), async (from, to, typed) => {
        const world = createSwapWorld();
        try {
          await world.openSwap();
          const { tokens } = world.swap.snapshot;
          world.swap.setSourceToken(tokens[from ?? 0]!);
          world.swap.setToToken(to === undefined ? undefined : tokens[to]);
          world.swap.setSourceTokenAmount(typed);
          const before = world.swap.snapshot;
          world.swap.switchTokens();
          world.swap.switchTokens();
          expect(world.swap.snapshot.sourceToken).toBe(before.sourceToken);
          expect(world.swap.snapshot.toToken).toBe(before.toToken);
        } finally {
          world.swap.dispose();
        }
      }),
      flowRuns,
    );
  });

  it('a stale quote never applies: whatever the keystrokes, pauses and answer order, the shown quote is for the amount typed', async () => {
    // Keystrokes (an amount of ETH in thousandths, up to what the balance can spend: 1.5 ETH less the gas
    // reserve at the fake's standard gas price, since more is 'Insufficient gas' and gets no quote) each followed
    // by a pause; the quotes answer in a random order, each quoting exactly the amount it was asked for (in USDC).
    const spendable = parseEther(nativeBalance.quantity.numeric) - swapGasReserve(BigInt(new FakeBlockchainApi().defaultGasPrice.standard));
    const keystroke = fc.record({ thousandths: fc.integer({ min: 1, max: Number(spendable / 10n ** 15n) }), pauseMs: fc.integer({ min: 0, max: 2 * DEFAULT_DEBOUNCE_MS }) });
    await fc.assert(
      fc.asyncProperty(fc.array(keystroke, { minLength: 1, maxLength: 6 }), fc.infiniteStream(fc.nat()), async (keystrokes, order) => {
        const world = createSwapWorld();
        try {
          const pending: { resolve: (toAmount: string) => void; toAmount: string }[] = [];
          world.api.quoteFor = async (params) => {
            const answer = deferred<string>();
            // wei (18 decimals) to USDC units (6 decimals): the same number of tokens.
            pending.push({ resolve: answer.resolve, toAmount: String(BigInt(params.amount) / 10n ** 12n) });
            const toAmount = await answer.promise;
            return { quotes: [{ id: 'q', fromAmount: params.amount, fromAccount: params.from, toAmount, toAccount: params.to }] };
          };
          await world.openSwap({ toToken: 'USDC' });
          const shownIsForTypedAmount = () => {
            const { toTokenAmount, sourceTokenAmount } = world.swap.snapshot;
            if (toTokenAmount !== '') expect(BigDecimal.from(toTokenAmount).compare(sourceTokenAmount)).toBe(0);
          };
          for (const { thousandths, pauseMs } of keystrokes) {
            world.swap.setSourceTokenAmount(formatUnits(BigInt(thousandths), 3));
            await world.scheduler.advanceAsync(pauseMs);
            shownIsForTypedAmount();
          }
          await world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
          const iterator = order[Symbol.iterator]();
          while (pending.length > 0) {
            const [next] = pending.splice(iterator.next().value % pending.length, 1);
            next!.resolve(next!.toAmount);
            await flushMicrotasks();
            shownIsForTypedAmount();
          }
          const last = keystrokes.at(-1)!;
          expect(world.swap.snapshot.toTokenAmount).toBe(formatUnits(BigInt(last.thousandths), 3));
        } finally {
          world.swap.dispose();
        }
      }),
      flowRuns,
    );
  });
});
