import { customerExtraEndpoints as api } from '../../../shared/api/customer-extras';
import { dateIn } from '../../../shared/calendar-date';
import { ageTurning, birthdayRanges } from '../../../shared/domain/customer/birthdays';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { customers } from '../../data/customers';
import { getTenant } from '../../data/tenants';
import { action } from '../../lib/http';

/** Most customers one birthday call answers (a month of a large tenant). */
const MAX_BIRTHDAYS = 1000;

export const birthdayActions = [
  action(api.birthdays, async ({ tenant, params }) => {
    const zone = (await getTenant(tenant))?.timezone ?? DEFAULT_TIMEZONE;
    const today = dateIn(zone);
    const ranges = birthdayRanges(params.arg, today);
    const data = [];
    // One range read of the birthday order (gsi3) per range: no scan, however many customers there are.
    for (const range of ranges) {
      const found = await customers.range(tenant, { slot: 3, from: range.from, to: range.to, limit: MAX_BIRTHDAYS - data.length });
      for (const c of found) {
        const turns = ageTurning(c.masterData.birthday, range.year);
        data.push({ ...c, ...(turns !== undefined ? { turns } : {}) });
      }
    }
    return { from: ranges[0]!.from, to: ranges[ranges.length - 1]!.to, today, data };
  }),
];
