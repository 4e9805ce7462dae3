import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTED_FIRST } from '../setup/sequencer';

describe('the test sequencer', () => {
  // A renamed or moved file would silently lose its early start: the sequencer matches files by path.
  it.each(STARTED_FIRST)('starts %s first, which exists', (file) => {
    expect(existsSync(path.resolve(file)), `${file} is named in test/setup/sequencer.ts but does not exist`).toBe(true);
  });
});
