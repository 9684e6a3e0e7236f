import { describe, expect, it } from 'vitest';
import { deferred } from './deferred.js';

describe('deferred', () => {
  it('stays pending until resolved, then holds the first value it was given', async () => {
    const answer = deferred<string>();
    let settled = false;
    void answer.promise.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer.resolve('first');
    answer.resolve('second');
    answer.reject(new Error('late'));
    await expect(answer.promise).resolves.toBe('first');
    expect(settled).toBe(true);
  });

  it('rejects with the error it was given', async () => {
    const answer = deferred<never>();
    const error = new Error('Modal closed');
    answer.reject(error);
    await expect(answer.promise).rejects.toBe(error);
  });
});
