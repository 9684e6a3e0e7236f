import { describe, expect, it } from 'vitest';
import { splitAtPlaceholder } from './splitAtPlaceholder.js';

describe('splitAtPlaceholder', () => {
  it('cuts a sentence around the placeholder, in whatever order the language puts it', () => {
    expect(splitAtPlaceholder('Signed in with GitHub as {name}', 'name')).toEqual({ before: 'Signed in with GitHub as ', after: '' });
    expect(splitAtPlaceholder('{name} is now the name of this account.', 'name')).toEqual({ before: '', after: ' is now the name of this account.' });
    expect(splitAtPlaceholder('Der Name ist jetzt {name}.', 'name')).toEqual({ before: 'Der Name ist jetzt ', after: '.' });
  });

  it('keeps a sentence without the placeholder whole, before it', () => {
    expect(splitAtPlaceholder('No name here', 'name')).toEqual({ before: 'No name here', after: '' });
  });
});
