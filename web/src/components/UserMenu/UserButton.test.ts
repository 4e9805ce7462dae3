import { describe, expect, it } from 'vitest';
import { initialsOf } from './UserButton';

describe('initialsOf', () => {
  it.each([
    ['Admin Demo', 'AD'],
    ['Ada', 'A'],
    ['jörg van der müller', 'JM'],
    ['Maria (Front desk) Lopez', 'ML'],
    ['  ', ''],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
