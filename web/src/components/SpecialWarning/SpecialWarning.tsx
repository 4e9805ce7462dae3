import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { toString } from '../../../../shared/domain/money';
import { specialsChange, type WarnedLine } from '../../../../shared/domain/pricing/specials-warning';
import { useI18n } from '../../hooks/use-i18n';
import { moneyText } from '../../i18n/money';

/**
 * "Specials change the price by more than 50 % (from X to Y). Check before saving." above a price whose specials
 * took more than half of it (shared/domain/pricing/specials-warning.ts): the booking wizard shows it on the price
 * before saving, the booking file on the stored calculation. Nothing when the specials stay within half.
 */
export function SpecialWarning({ lines, currency }: { lines: readonly WarnedLine[] | undefined; currency: string | undefined }) {
  const { t, lang } = useI18n();
  if (!lines || !currency) return null;
  let change: ReturnType<typeof specialsChange>;
  try {
    change = specialsChange(lines, currency);
  } catch {
    // A stored amount the money type cannot read (an unknown currency): no warning rather than a broken screen.
    return null;
  }
  if (!change) return null;
  const shown = { from: moneyText(toString(change.before), currency, lang), to: moneyText(toString(change.after), currency, lang) };
  return (
    <MessageBar intent="warning" data-testid="special-warning">
      <MessageBarBody>{t('pricing.warning.specialsChange', shown)}</MessageBarBody>
    </MessageBar>
  );
}
