import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { useBootstrap } from './use-bootstrap';

/** The tenant's time zone (settings), in which instants are shown where no resort's zone applies. */
export function useTenantZone(): string {
  return useBootstrap().data?.settings.timezone ?? DEFAULT_TIMEZONE;
}
