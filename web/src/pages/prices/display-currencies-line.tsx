import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { Money } from '../../../../shared/domain/money';
import { useI18n } from '../../hooks/use-i18n';
import { displayLine } from './display-currencies';
import { useDisplayAmounts } from './use-currencies';

const useStyles = makeStyles({ list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL } });

/**
 * Below the simulator's total: the total in each display currency with the rate used, converted by the server
 * ("≈ USD 1,162.04 · 1 EUR = 1.0850 USD", inverted when the user's showInvertedCurrencyExchange is on).
 */
export function DisplayCurrencies({ total, currency }: { total: Money | number; currency: string }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const { book, answers } = useDisplayAmounts(total, currency);
  if (!book || answers.length === 0) return null;
  return (
    <section aria-labelledby="sim-display-currencies" data-testid="sim-display-currencies">
      <Subtitle2 as="h3" id="sim-display-currencies">
        {t('label.prices.simDisplayCurrencies')}
      </Subtitle2>
      <ul className={styles.list}>
        {answers.map((a) => (
          <li key={a.to} data-testid="sim-display-currency" data-currency={a.to}>
            {displayLine(a, book, lang)}
          </li>
        ))}
      </ul>
    </section>
  );
}
