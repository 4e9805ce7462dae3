import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { PaymentStatus } from '../../../../shared/domain/booking/payment';
import { useI18n } from '../../hooks/use-i18n';

const COLORS: Record<PaymentStatus, BadgeProps['color']> = {
  paid: 'success',
  'part-paid': 'informative',
  due: 'warning',
  overdue: 'danger',
  open: 'subtle',
  none: 'subtle',
};

/** A booking's payment status (paid, part-paid, due, overdue, open) as a badge; shared by the file and the agency screen. */
export function PaymentStatusBadge({ status, testId }: { status: PaymentStatus; testId?: string }) {
  const { t } = useI18n();
  return (
    <Badge appearance="tint" color={COLORS[status]} data-testid={testId} data-status={status}>
      {t(`payments.status.${status}`)}
    </Badge>
  );
}
