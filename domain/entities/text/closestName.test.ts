import { describe, expect, it } from 'vitest';
import { closestName, didYouMean, editDistance } from './closestName.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['themeMod', 'themeMode', 1],
    ['accnet', 'accent', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
  ])('%j to %j is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('closestName', () => {
  const known = ['themeMode', 'themeVariables', 'networks', 'projectId'];

  it('finds the name a slip came from: a letter missing, extra, wrong, two swapped, or another case', () => {
    expect(closestName({ name: 'themeMod', known })).toBe('themeMode');
    expect(closestName({ name: 'themeModes', known })).toBe('themeMode');
    expect(closestName({ name: 'thameMode', known })).toBe('themeMode');
    expect(closestName({ name: 'themeMdoe', known })).toBe('themeMode');
    expect(closestName({ name: 'thememode', known })).toBe('themeMode');
    expect(closestName({ name: 'network', known })).toBe('networks');
    expect(closestName({ name: '--wp-accnt', known: ['--wp-accent', '--wp-accent-foreground'] })).toBe('--wp-accent');
  });

  it('suggests nothing for a name that is not near any', () => {
    expect(closestName({ name: 'colour', known })).toBeUndefined();
    expect(closestName({ name: 'x', known: ['y', 'xyz'] })).toBe('y');
    expect(closestName({ name: 'ab', known: ['cd'] })).toBeUndefined();
    expect(closestName({ name: 'anything', known: [] })).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('is a suffix naming the suggestion, or empty', () => {
    expect(didYouMean({ name: 'themeMod', known: ['themeMode'] })).toBe(' (did you mean `themeMode`?)');
    expect(didYouMean({ name: 'zzz', known: ['themeMode'] })).toBe('');
  });
});
