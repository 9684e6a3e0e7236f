import { describe, expect, it } from 'vitest';
import { latest } from './latest.js';

describe('latest', () => {
  it('keeps only the newest ticket current', () => {
    const answers = latest();
    const first = answers.take();
    expect(first.isCurrent()).toBe(true);
    const second = answers.take();
    expect(first.isCurrent()).toBe(false);
    expect(second.isCurrent()).toBe(true);
  });

  it('makes every ticket stale on invalidate, and the next one current again', () => {
    const answers = latest();
    const taken = answers.take();
    const joined = answers.current();
    answers.invalidate();
    expect(taken.isCurrent()).toBe(false);
    expect(joined.isCurrent()).toBe(false);
    expect(answers.take().isCurrent()).toBe(true);
  });

  it('hands out the newest attempt without starting a new one', () => {
    const answers = latest();
    const taken = answers.take();
    const joined = answers.current();
    expect(taken.isCurrent()).toBe(true);
    expect(joined.isCurrent()).toBe(true);
    answers.take();
    expect(joined.isCurrent()).toBe(false);
  });

  it('makes every ticket stale once alive says false', () => {
    let alive = true;
    const answers = latest({ alive: () => alive });
    const ticket = answers.take();
    alive = false;
    expect(ticket.isCurrent()).toBe(false);
    expect(answers.take().isCurrent()).toBe(false);
  });

  it('drops an older answer that lands after a newer one', async () => {
    const answers = latest();
    const applied: string[] = [];
    const ask = async (query: string, answer: Promise<string>) => {
      const ticket = answers.take();
      const value = await answer;
      if (ticket.isCurrent()) applied.push(`${query}:${value}`);
    };
    let answerFirst!: (value: string) => void;
    const slow = ask('a', new Promise((resolve) => (answerFirst = resolve)));
    await ask('ab', Promise.resolve('two'));
    answerFirst('one');
    await slow;
    expect(applied).toEqual(['ab:two']);
  });
});
