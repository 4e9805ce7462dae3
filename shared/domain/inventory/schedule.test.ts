import { describe, expect, it } from 'vitest';
import { SCHEDULE_STATUSES, scheduleFromTour, scheduleNights, ZSchedule } from './schedule';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];
const tour = { vessel: 'v-manta', duration: 7, embarkPort: 'p-pps', disembarkPort: 'p-cor' };

describe('ZSchedule', () => {
  it('has the spec status active as default', () => {
    expect(SCHEDULE_STATUSES).toContain('active');
    expect(ZSchedule.parse(scheduleFromTour('t-tub', tour, '2027-03-06')).status).toBe('active');
  });

  it('builds from the tour (end date over a month end) and round-trips', () => {
    const s = ZSchedule.parse({ ...scheduleFromTour('t-tub', tour, '2027-02-27'), note: { en: 'Full moon trip' } });
    expect(s).toEqual({
      tour: 't-tub',
      vessel: 'v-manta',
      from: '2027-02-27',
      to: '2027-03-06',
      embarkPort: 'p-pps',
      disembarkPort: 'p-cor',
      status: 'active',
      isVisible: true,
      note: { en: 'Full moon trip' },
    });
    expect(scheduleNights(s)).toBe(7);
    expect(ZSchedule.parse(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('refuses an end not after the start, an unknown status, a bad date', () => {
    const s = scheduleFromTour('t-tub', tour, '2027-03-06');
    expect(paths(ZSchedule.safeParse({ ...s, to: '2027-03-06' }))).toEqual(['to']);
    expect(paths(ZSchedule.safeParse({ ...s, to: '2027-03-01' }))).toEqual(['to']);
    expect(paths(ZSchedule.safeParse({ ...s, status: 'Active' }))).toEqual(['status']);
    expect(paths(ZSchedule.safeParse({ ...s, from: '2027-02-30' }))).toEqual(['from']);
  });
});
