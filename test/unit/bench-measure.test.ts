import { describe, expect, it } from 'vitest';
import { volumeFromArgs } from '../../infra/local/demo-data/volume';
import { abba, shownOf, summarise, type Seen } from '../bench/measure';

const req = (command: string, start: number, end: number, items = 0): Seen => ({ command, start, end, items, units: 0 });

describe('the bench measures (issue 23)', () => {
  it('counts rounds: requests in flight together are one round; rounds before the first transaction', () => {
    const cost = summarise([
      req('GetCommand', 0, 10, 1),
      req('QueryCommand', 2, 12, 30), // starts while the Get is in flight: the same round
      req('GetCommand', 13, 20, 1),
      req('TransactWriteCommand', 21, 40),
      req('PutCommand', 41, 45),
    ]);
    expect(cost).toMatchObject({ requests: 5, rounds: 4, roundsBeforeTransaction: 2, itemsRead: 32 });
    expect(summarise([req('GetCommand', 0, 1), req('GetCommand', 2, 3)])).toMatchObject({ rounds: 2, roundsBeforeTransaction: 2 });
  });

  it('alternates A and B and reports the median of the pair ratios', async () => {
    const order: string[] = [];
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const result = await abba(
      async () => {
        order.push('A');
        await wait(5);
      },
      async () => {
        order.push('B');
        await wait(15);
      },
      4,
      0,
    );
    expect(order.join('')).toBe('ABBAABBA');
    expect(result.ratio).toBeGreaterThan(1.5);
    expect(result.pairs).toBe(4);
  });

  it('reads the rows shown whatever the answer shape', () => {
    expect(shownOf({ data: [1, 2], more: true })).toBe(2);
    expect(shownOf([1, 2, 3])).toBe(3);
    expect(shownOf({ arrivals: [1], departures: [2, 3] }, ['arrivals', 'departures', 'options'])).toBe(3);
  });

  it('takes the volume from --volume or SEED_VOLUME', () => {
    expect(volumeFromArgs(['--volume=10'], undefined)).toBe(10);
    expect(volumeFromArgs([], '2')).toBe(2);
    expect(volumeFromArgs([], 'large')).toBe(10);
    expect(volumeFromArgs([], undefined)).toBe(0);
    expect(() => volumeFromArgs(['--volume=lots'], undefined)).toThrow(/volume/);
  });
});
