/**
 * The router's invariants under random command sequences: the history is never empty, the view and data
 * on screen are those of the last entry, going back from a single entry asks for the modal to close,
 * goBackToIndex keeps exactly index + 1 entries, replace keeps the length, push adds one entry (or none
 * for the view already on screen with equal data), reset leaves one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameRouterData, RouterUseCase, type TransactionStackStatus } from '../../domain/usecases/router/router.usecase.js';
import { VIEW_NAMES, type RouterData, type ViewName } from '../../domain/usecases/router/views.js';

type Command =
  | { kind: 'push' | 'replace' | 'reset'; view: ViewName; data: RouterData | undefined }
  | { kind: 'goBack' | 'goBackOrCloseModal' }
  | { kind: 'goBackToIndex'; index: number }
  | { kind: 'pushTransactionStack'; goBack: boolean; view: ViewName | undefined; replace: boolean }
  | { kind: 'popTransactionStack'; status: TransactionStackStatus }
  | { kind: 'open'; view: ViewName };

const viewArbitrary = fc.constantFrom(...VIEW_NAMES);
// Few distinct data values, so pushes of the same view with equal data happen often.
const dataArbitrary: fc.Arbitrary<RouterData | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant({}),
  fc.record({ email: fc.constantFrom('a@example.com', 'b@example.com') }),
  fc.record({ swap: fc.record({ amount: fc.constantFrom('1', '2') }) }),
);

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constantFrom('push', 'replace', 'reset'), view: viewArbitrary, data: dataArbitrary }),
  fc.record({ kind: fc.constantFrom('goBack', 'goBackOrCloseModal') }),
  fc.record({ kind: fc.constant('goBackToIndex'), index: fc.integer({ min: -2, max: 12 }) }),
  fc.record({
    kind: fc.constant('pushTransactionStack'),
    goBack: fc.boolean(),
    view: fc.option(viewArbitrary, { nil: undefined }),
    replace: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('popTransactionStack'), status: fc.constantFrom('success', 'error', 'cancel') }),
  fc.record({ kind: fc.constant('open'), view: viewArbitrary }),
) as fc.Arbitrary<Command>;

/** A router wired as the modal wires it: a close request closes the modal and resets the view to Connect. */
function harness() {
  const router = new RouterUseCase();
  const world = { open: true, closeRequests: 0 };
  router.closeRequested$.subscribe(() => {
    world.closeRequests += 1;
    world.open = false;
    router.reset('Connect');
  });
  return { router, world };
}

function run({ router, world }: ReturnType<typeof harness>, command: Command): void {
  const before = router.snapshot;
  const requestsBefore = world.closeRequests;
  const length = before.history.length;
  switch (command.kind) {
    case 'open':
      world.open = true;
      router.reset(command.view);
      break;
    case 'push': {
      router.push(command.view, command.data);
      const same = command.view === before.view && isSameRouterData(command.data, before.data);
      expect(router.snapshot.history.length).toBe(same ? length : length + 1);
      if (same) expect(router.snapshot).toBe(before);
      expect(router.snapshot.view).toBe(command.view);
      break;
    }
    case 'replace':
      router.replace(command.view, command.data);
      expect(router.snapshot.history.length).toBe(length);
      expect(router.snapshot.history.slice(0, -1)).toEqual(before.history.slice(0, -1));
      expect(router.snapshot.view).toBe(command.view);
      break;
    case 'reset':
      router.reset(command.view, command.data);
      expect(router.snapshot.history).toEqual([{ view: command.view, data: command.data }]);
      break;
    case 'goBack':
    case 'goBackOrCloseModal':
      router[command.kind]();
      if (length === 1) {
        expect(world.closeRequests).toBe(requestsBefore + 1);
        expect(world.open).toBe(false);
      } else {
        expect(world.closeRequests).toBe(requestsBefore);
        expect(router.snapshot.history).toEqual(before.history.slice(0, -1));
      }
      break;
    case 'goBackToIndex':
      router.goBackToIndex(command.index);
      if (command.index >= 0 && command.index < length) {
        expect(router.snapshot.history.length).toBe(command.index + 1);
        expect(router.snapshot.history).toEqual(before.history.slice(0, command.index + 1));
      } else {
        expect(router.snapshot).toBe(before);
      }
      break;
    case 'pushTransactionStack':
      router.pushTransactionStack({ goBack: command.goBack, view: command.view, replace: command.replace });
      expect(router.snapshot.transactionStack.length).toBe(before.transactionStack.length + 1);
      expect(router.snapshot.history).toBe(before.history);
      break;
    case 'popTransactionStack':
      router.popTransactionStack(command.status);
      expect(router.snapshot.transactionStack.length).toBe(Math.max(0, before.transactionStack.length - 1));
      break;
  }
}

function checkInvariants({ router, world }: ReturnType<typeof harness>): void {
  const { history, view, data } = router.snapshot;
  if (world.open) expect(history.length).toBeGreaterThan(0);
  expect(history.length).toBeGreaterThan(0); // stronger: never empty at all
  const last = history[history.length - 1];
  expect(view).toBe(last?.view);
  expect(data).toBe(last?.data);
}

describe('router invariants (property)', () => {
  it('hold for any sequence of commands', () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { maxLength: 60 }), (commands) => {
        const context = harness();
        checkInvariants(context);
        for (const command of commands) {
          run(context, command);
          checkInvariants(context);
        }
        context.router.dispose();
      }),
      { numRuns: 300 },
    );
  });

  it('going back with one entry always closes, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { maxLength: 30 }), viewArbitrary, (commands, view) => {
        const context = harness();
        for (const command of commands) run(context, command);
        context.world.open = true;
        context.router.reset(view);
        const requests = context.world.closeRequests;
        context.router.goBack();
        expect(context.world.closeRequests).toBe(requests + 1);
        expect(context.world.open).toBe(false);
      }),
    );
  });

  it('goBackToIndex keeps exactly index + 1 entries for every valid index', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(viewArbitrary, dataArbitrary), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (pushes, seed) => {
          const { router } = harness();
          for (const [view, data] of pushes) router.push(view, data);
          const length = router.snapshot.history.length;
          const index = seed % length;
          router.goBackToIndex(index);
          expect(router.snapshot.history.length).toBe(index + 1);
        },
      ),
    );
  });
});
