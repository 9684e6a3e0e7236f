import { expect, it } from 'vitest';
import { ELLIPSIS } from './ellipsis.js';

it('is the one-character horizontal ellipsis', () => {
  expect(ELLIPSIS).toBe('…');
  expect(ELLIPSIS).toHaveLength(1);
});
