import { describe, expect, it } from 'vitest';
import type { PricingResult } from '../../../shared/domain/pricing/types';
import { named } from './names';

const explanation = (key: string, params: Record<string, string | number>, text: string) => ({ key, params, text });

describe('room types and variants named in the answer', () => {
  const line = {
    sort: 0,
    type: 'room_cost',
    customerType: 'Direct',
    text: 'Season, rt-1 (pv-1), 2 guests, adult: 4 nights × 120.00',
    explanation: explanation(
      'pricing.line.nightAdult',
      { definition: 'Season', roomType: 'rt-1', variant: ' (pv-1)', pax: 2, count: 4, price: '120.00' },
      'Season, rt-1 (pv-1), 2 guests, adult: 4 nights × 120.00',
    ),
  };
  const result = {
    lines: [line],
    problems: [explanation('pricing.problem.unpricedNight', { night: '2027-02-01', room: 'r1', roomType: 'rt-1', variant: '', pax: 2 }, 'x')],
  } as unknown as PricingResult;

  it('writes the names into the values and re-makes the English texts', () => {
    const out = named(
      result,
      new Map([
        ['rt-1', 'Sea view'],
        ['pv-1', 'Half board'],
      ]),
    );
    expect(out.lines[0]!.explanation.params).toMatchObject({ roomType: 'Sea view', variant: ' (Half board)' });
    expect(out.lines[0]!.text).toBe('Season, Sea view (Half board), 2 guests, adult: 4 nights × 120.00');
    expect(out.lines[0]!.explanation.text).toBe(out.lines[0]!.text);
    expect(out.problems[0]!.params.roomType).toBe('Sea view');
  });

  it('leaves unknown ids and other lines as they are', () => {
    expect(named(result, new Map([['other', 'Other']])).lines[0]).toBe(line);
    expect(named(result, new Map())).toBe(result);
  });
});
