import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { BookingState } from '../../../../shared/domain/booking/states';
import { useI18n } from '../../hooks/use-i18n';

const COLORS: Record<BookingState, BadgeProps['color']> = {
  draft: 'warning',
  confirmed: 'success',
  planned: 'informative',
  aborted: 'danger',
  rebooked: 'subtle',
  resolved: 'brand',
  deleted: 'danger',
  freed: 'subtle',
  splitted: 'subtle',
  waiting: 'important',
};

/** A booking's state as a badge (the text says the state; the colour only helps). */
export function BookingStateBadge({ state, testId }: { state: BookingState; testId?: string }) {
  const { t } = useI18n();
  return (
    <Badge appearance="tint" color={COLORS[state]} data-testid={testId} data-state={state}>
      {t(`booking.state.${state}`)}
    </Badge>
  );
}
