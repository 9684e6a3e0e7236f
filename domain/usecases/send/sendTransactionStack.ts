/**
 * The send on the router's transaction stack (native and ERC-20
 * sends alike). The action is pushed when the wallet is about to be asked and says where a successful send
 * goes: the view is replaced with Account. The send settles it when the wallet answers:
 * - success: popped with 'success' (to Account) while it is on top; taken off silently when a later request
 *   sits above it;
 * - failure: taken off without navigating (the preview keeps the form and shows the error);
 * - the modal closed meanwhile: closing cancelled the stack (ModalUseCase.close), so a late answer moves no
 *   view of a closed (or embedded, still visible) modal, as for any request the close left behind.
 */
import type { RouterState, RouterUseCase, TransactionAction } from '../router/index.js';

/** The router, narrowed (RouterUseCase fits). */
export type SendRouter = Pick<RouterUseCase, 'pushTransactionStack' | 'popTransactionStack' | 'removeTransaction'> & {
  readonly snapshot: Pick<RouterState, 'transactionStack'>;
};

export type PushSendTransactionReturnType = {
  /** The wallet accepted the send. */
  succeeded(): void;
  /** The send failed (before or at the wallet). */
  failed(): void;
};

export function pushSendTransaction(router: SendRouter): PushSendTransactionReturnType {
  const action: TransactionAction = { view: 'Account', replace: true };
  router.pushTransactionStack(action);
  return {
    succeeded() {
      if (router.snapshot.transactionStack.at(-1) === action) router.popTransactionStack('success');
      else router.removeTransaction(action);
    },
    failed() {
      router.removeTransaction(action);
    },
  };
}
