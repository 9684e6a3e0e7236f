/**
 * A promise whose resolve and reject live outside it (what Promise.withResolvers gives, which Node 20 lacks):
 * a command races a wallet's answer against an abandon or a timeout it settles itself, and tests hold an answer
 * until they let it land.
 */
export type Deferred<TValue> = {
  readonly promise: Promise<TValue>;
  readonly resolve: (value: TValue) => void;
  readonly reject: (error: unknown) => void;
};

export type DeferredReturnType<TValue> = Deferred<TValue>;

/** A pending promise and the two functions that settle it (the first call wins, as with any promise). */
export function deferred<TValue>(): DeferredReturnType<TValue> {
  let resolve!: (value: TValue) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<TValue>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
