import { customerExtraEndpoints as api } from '../../../shared/api/customer-extras';
import { addDays, dateIn } from '../../../shared/calendar-date';
import { DEFAULT_DASHBOARD_DAYS } from '../../../shared/constants';
import { countByCountry, createdBetween } from '../../data/customer-stats';
import { customers } from '../../data/customers';
import { action } from '../../lib/http';

/** Three reads of counters (total, days, countries), independent of how many customers there are. */
export const dashboardActions = [
  action(api.dashboard, async ({ tenant }) => {
    const today = dateIn('UTC');
    const from = addDays(today, -(DEFAULT_DASHBOARD_DAYS - 1));
    const [total, newLast30Days, countries] = await Promise.all([customers.count(tenant), createdBetween(tenant, from, today), countByCountry(tenant)]);
    return { total, newLast30Days, days: DEFAULT_DASHBOARD_DAYS, byCountry: countries.byCountry.slice(0, 5), withoutCountry: countries.withoutCountry };
  }),
];
