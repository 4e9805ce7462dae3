import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * THE SEAM for the lifecycle (docs/decisions.md, "Booking list"): the actions this booking's state allows, from the
 * state machine's allowedActions(booking) (shared/domain/booking/lifecycle.ts, helper `core`). Until it is wired,
 * no action is offered: no button that does nothing. Wiring: return allowedActions(booking) here and render one
 * button per action in BookingActions, each calling its endpoint and then `onChanged`.
 */
export function allowedActionsOf(_booking: Booking): readonly string[] {
  return [];
}

export function BookingActions({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t } = useI18n();
  const actions = allowedActionsOf(booking);
  return (
    <section className={styles.root} aria-labelledby="booking-actions-title" data-testid="booking-actions" data-actions={actions.join(' ')}>
      <Subtitle1 as="h2" id="booking-actions-title">
        {t('booking.file.actions')}
      </Subtitle1>
      {actions.length === 0 ? <Body1 className={styles.muted}>{t('booking.file.noActions')}</Body1> : null}
    </section>
  );
}
