import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { useBootstrap } from './use-bootstrap';

/**
 * Today as the operator counts it: in the tenant's time zone (settings), as the server counts the counter's sales and
 * the start page its arrivals; not UTC's day, which from midnight in Berlin until 01:00 (02:00 in summer) is yesterday.
 */
export function useOperatorToday(): string {
  const zone = useBootstrap().data?.settings.timezone ?? DEFAULT_TIMEZONE;
  return DateTime.now().setZone(zone).toISODate() ?? '';
}
