import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { ZCountryCode } from '../common';
import { ZCertificationAnswer, ZSignatureAnswer, ZUploadRef } from './form-answers';
import { isCertificationAnswer, isCountryCode, isIsoDate, isSignatureAnswer, isUploadRef } from './form-evaluation';

/**
 * The evaluation checks answer shapes by hand (no zod on the guest page's first load, docs/decisions/forms.md "The
 * guest's page"); the server's schemas say the same: every sample here gets the same verdict from both.
 */
const long = (n: number) => 'x'.repeat(n);
const texts = ['', ' ', '  a ', 'Alex', long(100), long(101), long(200), long(201), ` ${long(200)} `, 7, null, undefined];

function* signatures(): Generator<unknown> {
  for (const name of texts) for (const mode of ['typed', 'drawn', 'other', undefined]) yield { name, mode };
  yield { name: 'A', mode: 'drawn', drawing: 'M1 1 L2 2' };
  yield { name: 'A', mode: 'drawn', drawing: long(60_000) };
  yield { name: 'A', mode: 'drawn', drawing: long(60_001) };
  yield { name: 'A', mode: 'typed', drawing: 3 };
  for (const gn of texts)
    for (const rel of ['', 'Mother', long(100), long(101), ' ']) yield { name: 'A', mode: 'typed', guardian: { name: gn, relation: rel } };
  yield { name: 'A', mode: 'typed', guardian: { name: 'B', relation: 'C', extra: 1 } };
  yield { name: 'A', mode: 'typed', extra: true };
  yield ['A', 'typed'];
  yield 'Alex';
  yield null;
}

function* certifications(): Generator<unknown> {
  for (const agency of texts) for (const level of ['OWD', '', long(200), long(201)]) yield { agency, level };
  for (const number of ['', ' 12 ', long(100), long(101), 5]) yield { agency: 'PADI', level: 'AOWD', number };
  for (const date of ['2020-02-29', '2021-02-29', '2100-02-29', '2000-02-29', '2020-13-01', '2020-04-31', '2020-4-1', '20200401', 'x'])
    yield { agency: 'PADI', level: 'AOWD', date };
  for (const card of [{ upload: 'up-1' }, { upload: '' }, { upload: 'a b' }, { upload: long(101) }, { upload: 'u', x: 1 }, 'up-1'])
    yield { agency: 'PADI', level: 'AOWD', card };
  yield { agency: 'PADI', level: 'AOWD', extra: 1 };
  yield [];
}

describe('the hand-written answer checks', () => {
  it('judge every signature sample as ZSignatureAnswer does', () => {
    for (const v of signatures()) expect([v, isSignatureAnswer(v)]).toEqual([v, ZSignatureAnswer.safeParse(v).success]);
  });

  it('judge every certification sample as ZCertificationAnswer does', () => {
    for (const v of certifications()) expect([v, isCertificationAnswer(v)]).toEqual([v, ZCertificationAnswer.safeParse(v).success]);
  });

  it('judge uploads, country codes and days as the schemas do', () => {
    for (const v of [{ upload: 'up_1-A' }, { upload: '' }, { upload: long(100) }, { upload: long(101) }, { upload: 'ä' }, {}, { upload: 'a', b: 1 }, 'a', null])
      expect([v, isUploadRef(v)]).toEqual([v, ZUploadRef.safeParse(v).success]);
    for (const v of ['DE', 'de', 'DEU', 'D', '', 1]) expect([v, isCountryCode(v)]).toEqual([v, ZCountryCode.safeParse(v).success]);
    const days = [
      '2024-02-29',
      '2023-02-29',
      '1900-02-29',
      '2000-02-29',
      '2024-12-31',
      '2024-12-32',
      '2024-00-10',
      '2024-06-00',
      '0000-01-01',
      '9999-12-31',
      '2024-1-01',
      ' 2024-01-01',
      5,
    ];
    for (const v of days) expect([v, isIsoDate(v)]).toEqual([v, z.iso.date().safeParse(v).success]);
  });
});
