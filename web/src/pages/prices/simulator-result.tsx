import { Badge, Body1, makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { PricingResult } from '../../../../shared/domain/pricing/types';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import type { Label } from '../../resources/resource-types';
import { CHANNEL_NAMES, CONDITION_NAMES, LINE_TYPE_NAMES, OPERATOR_NAMES } from '../../resources/special-labels';
import { isMessageKey } from '../../i18n/dictionary';
import { explain } from '../../i18n/price-lines';
import { failedText, milestoneView, moneyText, type FailedWords } from './simulator-model';
import { DisplayCurrencies } from './display-currencies-line';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

/** Who pays a line (spec 2's customer types; None is not shown). */
const CUSTOMER_TYPE_NAMES: Readonly<Record<string, Label>> = {
  Direct: 'label.prices.customerType.Direct',
  OnSite: 'label.prices.customerType.OnSite',
  ForFree: 'label.prices.customerType.ForFree',
  Info: 'label.prices.customerType.Info',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  num: { textAlign: 'end', whiteSpace: 'nowrap' },
  // The words take the room; the numbers keep to their width.
  line: { width: '50%' },
  type: { whiteSpace: 'nowrap' },
  why: { color: tokens.colorNeutralForeground3 },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The simulator's answer: every line with the words that explain it (the dictionary's text of its
 * explanation key, else the engine's English), the total, taxes, commission, payment milestones, the specials
 * that matched with their effect and those that did not with the condition that failed, and what could not be priced.
 */
export function SimulatorResult({ result }: { result: PricingResult }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const why = (e: Parameters<typeof explain>[0]) => explain(e, t, isMessageKey, lang);
  const money = (m: Parameters<typeof moneyText>[0]) => moneyText(m, lang, result.currency);
  const words: FailedWords = {
    condition: (c) =>
      CONDITION_NAMES[c] ? t(CONDITION_NAMES[c]!) : c === 'dateRange' ? t('label.specials.valid') : c === 'channel' ? t('label.prices.simChannel') : c,
    operator: (o) => (OPERATOR_NAMES[o] ? t(OPERATOR_NAMES[o]!) : o),
    date: formatDate,
    value: (v) => (CHANNEL_NAMES[v] ? t(CHANNEL_NAMES[v]!) : v),
  };
  // Reason, amount and due date, then only what the explanation adds ("30 % of €1,071.00").
  const milestoneLine = (m: PricingResult['milestones'][number]) => {
    const view = milestoneView(m, t, isMessageKey, lang, result.currency);
    return [`${view.reason}: ${money(m.amount)}`, t('label.prices.simDue', { date: formatDate(m.due) }), view.detail].filter(Boolean).join(' · ');
  };
  const customerType = (c: string) => (CUSTOMER_TYPE_NAMES[c] ? t(CUSTOMER_TYPE_NAMES[c]!) : c);
  const matched = result.specials.filter((s) => s.matched);
  const unmatched = result.specials.filter((s) => !s.matched);

  return (
    <div className={styles.root} data-testid="sim-result" aria-live="polite">
      {result.problems.length > 0 ? (
        <Body1 role="alert" data-testid="sim-problems">
          {result.problems.map(why).join(' ')}
        </Body1>
      ) : null}
      <Table size="small" aria-label={t('label.prices.simLines')} data-testid="sim-lines">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.line}>{t('label.prices.simLine')}</TableHeaderCell>
            <TableHeaderCell>{t('label.prices.simLineType')}</TableHeaderCell>
            <NumberHeaderCell className={styles.num}>{t('label.prices.simAmount')}</NumberHeaderCell>
            <NumberHeaderCell className={styles.num}>{t('label.prices.price')}</NumberHeaderCell>
            <NumberHeaderCell className={styles.num}>{t('label.prices.simTotal')}</NumberHeaderCell>
            <NumberHeaderCell className={styles.num}>{t('label.prices.tax')}</NumberHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {result.lines.map((l, i) => (
            <TableRow key={i} data-testid="sim-line" data-type={l.type}>
              <TableCell>
                {/* A line's text is most often its explanation's English: then only the explanation, in the reader's language. */}
                {l.text && l.text !== l.explanation?.text ? <div>{l.text}</div> : null}
                <div className={l.text && l.text !== l.explanation?.text ? styles.why : undefined}>{why(l.explanation)}</div>
              </TableCell>
              <TableCell className={styles.type}>
                <div>{LINE_TYPE_NAMES[l.type] ? t(LINE_TYPE_NAMES[l.type]!) : l.type}</div>
                {l.customerType !== 'None' ? <div className={styles.why}>{customerType(l.customerType)}</div> : null}
              </TableCell>
              <TableCell className={styles.num}>{l.amount}</TableCell>
              <TableCell className={styles.num}>{money(l.price)}</TableCell>
              <TableCell className={styles.num}>{money(l.total)}</TableCell>
              <TableCell className={styles.num}>{l.tax ? `${l.tax.rate} % ${money(l.tax.amount)}` : ''}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell className={styles.total}>{t('label.prices.simTotal')}</TableCell>
            <TableCell />
            <TableCell />
            <TableCell />
            <TableCell className={`${styles.num} ${styles.total}`} data-testid="sim-total">
              {money(result.total)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>

      <DisplayCurrencies total={result.total} currency={result.currency} />
      {result.taxes.length > 0 ? (
        <Body1 data-testid="sim-taxes">
          {t('label.prices.simTaxes')}:{' '}
          {result.taxes
            .map((x) => `${x.name} ${x.rate} % ${money(x.amount)} (${t(x.inclusive ? 'label.prices.inclusive' : 'label.prices.exclusive')})`)
            .join('; ')}
        </Body1>
      ) : null}
      {result.commission ? (
        <Body1 data-testid="sim-commission">
          {t('label.prices.commission')}: {result.commission.percent} % ({result.commission.mode}) {money(result.commission.amount)} —{' '}
          {why(result.commission.explanation)}
        </Body1>
      ) : null}

      <Subtitle2 as="h3">{t('label.prices.milestones')}</Subtitle2>
      {result.milestones.length === 0 ? (
        <Body1>{t('label.prices.simNoMilestones')}</Body1>
      ) : (
        <ul data-testid="sim-milestones">
          {result.milestones.map((m, i) => (
            <li key={i} data-testid="sim-milestone">
              {milestoneLine(m)}
            </li>
          ))}
        </ul>
      )}

      <Subtitle2 as="h3">{t('label.prices.simSpecials')}</Subtitle2>
      {result.specials.length === 0 ? <Body1>{t('label.prices.simNoSpecials')}</Body1> : null}
      <ul data-testid="sim-specials">
        {matched.map((s) => (
          <li key={s.special} data-testid="sim-special" data-matched="true">
            <Badge appearance="tint" color="success">
              {t('label.prices.simMatched')}
            </Badge>{' '}
            {why(s.explanation)}
            {s.effect ? ` (${money(s.effect)})` : ''}
          </li>
        ))}
        {unmatched.map((s) => (
          <li key={s.special} data-testid="sim-special" data-matched="false">
            <Badge appearance="tint" color="informative">
              {t('label.prices.simNotMatched')}
            </Badge>{' '}
            {why(s.explanation)}
            {s.failed ? ` [${failedText(s.failed, words)}]` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
