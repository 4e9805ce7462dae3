import { describe, expect, it } from 'vitest';
import { buildTourModel, scheduleDisplayState, type TourSchedule } from './tour-model';

const schedule = (id: string, tour: string, from: string, to: string, freeBeds = 4, vessel = 'v1'): TourSchedule => ({
  id,
  tour,
  tourName: tour === 't1' ? 'Komodo' : 'Raja Ampat',
  vessel,
  vesselName: 'MV Manta',
  from,
  to,
  totalBeds: 4,
  freeBeds,
});

describe('tour calendar model', () => {
  it('draws one row per tour and vessel, departures as spans to their last day, a second lane when they overlap', () => {
    const { model, info } = buildTourModel(
      [
        schedule('s2', 't1', '2027-03-08', '2027-03-10', 0),
        schedule('s1', 't1', '2027-03-01', '2027-03-04', 1),
        schedule('s3', 't1', '2027-03-03', '2027-03-05'),
        schedule('s4', 't2', '2027-02-20', '2027-03-02'),
      ],
      '2027-03-01',
      '2027-03-11',
    );
    expect(model.rows.map((r) => [r.label, r.sub, r.first])).toEqual([
      ['Komodo', 'MV Manta', true],
      ['Komodo', 'MV Manta', false],
      ['Raja Ampat', 'MV Manta', true],
    ]);
    expect(model.spans.map((s) => [info.get(s)!.schedule.id, s.row, s.start, s.end, info.get(s)!.booked, s.display.state])).toEqual([
      ['s1', 0, 0, 4, 3, 'confirmedResolved'],
      ['s3', 1, 2, 5, 0, 'released'],
      ['s2', 0, 7, 10, 4, 'confirmed'],
      ['s4', 2, 0, 2, 0, 'released'],
    ]);
    expect(model.held[0]![3]).toBe(0);
    expect(model.held[0]![5]).toBe(-1);
  });

  it('colours a departure by how full it is', () => {
    expect(scheduleDisplayState({ totalBeds: 4, freeBeds: 0 })).toBe('confirmed');
    expect(scheduleDisplayState({ totalBeds: 4, freeBeds: 2 })).toBe('confirmedResolved');
    expect(scheduleDisplayState({ totalBeds: 4, freeBeds: 4 })).toBe('released');
  });
});
