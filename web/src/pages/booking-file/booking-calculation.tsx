import {
  Body1,
  Button,
  makeStyles,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Toolbar,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { bookingCalculationEndpoints as calc } from '../../../../shared/api/booking-calculation';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import { allowedActions, type LifecycleView } from '../../../../shared/domain/booking/lifecycle';
import { formatDate } from '../../components/ResourceList/cell-format';
import { SpecialWarning } from '../../components/SpecialWarning/SpecialWarning';
import { useI18n } from '../../hooks/use-i18n';
import { isMessageKey } from '../../i18n/dictionary';
import { lineText } from '../../i18n/price-lines';
import { usePrincipal } from '../../hooks/use-session';
import type { DialogKind } from './booking-calculation-calls';
import { CalculationDialog } from './booking-calculation-dialog';
import { mayRemoveFee, RemoveFeeButton } from './booking-calculation-fee';
import { EntrySource } from './booking-prices';
import { calculationLines, moneyText, paymentMilestones } from './file-view';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tools: { flexWrap: 'wrap', padding: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  amount: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  amountHead: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' } },
  lineText: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  explanation: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** A stored line as the booking answers it (the contract's ZCalculationLine, shared/domain/booking/calculation.ts). */
export type CalculationLine = NonNullable<Booking['calculation']>[number];

/** The tools of the calculation, each a call of shared/api/booking-calculation.ts (offered when its scopes pass). */
const TOOLS = [
  ['addLine', calc.addLine],
  ['addProduct', calc.product],
  ['addAddon', calc.addon],
  ['addSpecial', calc.special],
  ['variant', calc.variant],
  ['reloadPrice', calc.reloadPrice],
  ['changeTerms', calc.changeTerms],
  ['commission', calc.commission],
  ['currency', calc.currency],
  ['changePrice', calc.changePrice],
  ['editPayments', calc.updatePaymentPolicy],
] as const;

/**
 * The calculation and the payment milestones of the booking file, editable where the booking is open and the user
 * may (docs/decisions.md, "Editing the calculation"): tools above the lines, edit / delete / re-price per line.
 */
export function BookingCalculation({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const currency = booking.currency;
  const stored = booking.calculation ?? [];
  const lines = calculationLines(booking.calculation, currency, lang, (l) => lineText(l, t, isMessageKey, lang));
  const payments = paymentMilestones(booking.payments, currency, lang);
  const open = allowedActions(booking as LifecycleView).includes('changeCalculation');
  const may = (scopes: readonly string[]) => open && passesAny(principal, scopes);
  const tools = TOOLS.filter(([kind, e]) => may(e.scopes) && (kind !== 'commission' || booking.agency !== undefined));
  const mayEditLines = may(calc.updateLine.scopes);
  // A cancelled booking's fee line offers its removal (the calculation is no longer editable otherwise).
  const feeRemovable = (l: CalculationLine | undefined) => mayRemoveFee(booking, l, principal);
  const actionsColumn = mayEditLines || stored.some(feeRemovable);
  const total = stored.reduce((s, l) => s + Math.round(Number(l.total) * 100), 0) / 100;

  return (
    <>
      <section className={styles.section} aria-labelledby="booking-calc-title" data-testid="booking-calculation">
        <Subtitle1 as="h2" id="booking-calc-title">
          {t('booking.file.calculation')}
        </Subtitle1>
        {tools.length ? (
          <Toolbar className={styles.tools} aria-label={t('booking.calc.tools')} data-testid="booking-calc-tools">
            {tools.map(([kind]) => (
              <Button key={kind} size="small" onClick={() => setDialog({ kind })} data-testid={`booking-calc-${kind}`}>
                {t(`booking.calc.${kind}`)}
              </Button>
            ))}
          </Toolbar>
        ) : null}
        <SpecialWarning lines={stored} currency={currency} />
        {lines.length ? (
          <Table size="small" aria-labelledby="booking-calc-title">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('booking.file.line')}</TableHeaderCell>
                <TableHeaderCell className={styles.amountHead}>{t('booking.file.quantity')}</TableHeaderCell>
                <TableHeaderCell className={styles.amountHead}>{t('booking.file.amount')}</TableHeaderCell>
                {actionsColumn ? <TableHeaderCell>{t('booking.calc.actions')}</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((l) => {
                const line = stored[Number(l.key)];
                return (
                  <TableRow key={l.key} data-testid="booking-calc-line" data-sort={line?.sort}>
                    <TableCell>
                      <div className={styles.lineText}>
                        <span>{l.text}</span>
                        {l.entryRef ? <EntrySource entryRef={l.entryRef} lineText={l.text} /> : null}
                      </div>
                      {l.explanation ? <div className={styles.explanation}>{l.explanation}</div> : null}
                    </TableCell>
                    <TableCell className={styles.amount}>{l.quantity ?? ''}</TableCell>
                    <TableCell className={styles.amount}>{l.amount}</TableCell>
                    {actionsColumn ? (
                      <TableCell>
                        {line && mayEditLines ? <LineTools line={line} onOpen={setDialog} /> : null}
                        {line && feeRemovable(line) ? <RemoveFeeButton booking={booking} line={line} onDone={onChanged} /> : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
              <TableRow data-testid="booking-calc-total">
                <TableCell className={styles.total}>{t('booking.calc.total')}</TableCell>
                <TableCell />
                <TableCell className={`${styles.amount} ${styles.total}`}>{moneyText(total.toFixed(2), currency, lang)}</TableCell>
                {actionsColumn ? <TableCell /> : null}
              </TableRow>
            </TableBody>
          </Table>
        ) : (
          <Body1 className={styles.muted}>–</Body1>
        )}
      </section>
      {payments.length ? (
        <section className={styles.section} aria-labelledby="booking-payments-title" data-testid="booking-payments">
          <Subtitle1 as="h2" id="booking-payments-title">
            {t('booking.file.payments')}
          </Subtitle1>
          <Table size="small" aria-labelledby="booking-payments-title">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('booking.file.line')}</TableHeaderCell>
                <TableHeaderCell>{t('booking.file.due')}</TableHeaderCell>
                <TableHeaderCell className={styles.amountHead}>{t('booking.file.amount')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.map((p) => (
                <TableRow key={p.key} data-testid="booking-payment">
                  <TableCell>{p.type ? t(`booking.file.paymentType.${p.type}`) : p.text}</TableCell>
                  <TableCell>{p.due ? formatDate(p.due) : ''}</TableCell>
                  <TableCell className={styles.amount}>{p.amount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
      {dialog ? (
        <CalculationDialog
          booking={booking}
          dialog={dialog}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}

/** Edit, delete and re-price buttons of one line, as its flags allow. */
function LineTools({ line, onOpen }: { line: CalculationLine; onOpen: (d: DialogKind) => void }) {
  const { t } = useI18n();
  const kind = line.source?.['kind'];
  return (
    <>
      {line.editable ? (
        <Button
          size="small"
          appearance="subtle"
          icon={<EditRegular />}
          aria-label={t('booking.calc.edit', { line: line.text })}
          onClick={() => onOpen({ kind: 'edit', line })}
          data-testid="booking-calc-edit"
        />
      ) : null}
      {kind !== 'manual' ? (
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowSyncRegular />}
          aria-label={t('booking.calc.refresh', { line: line.text })}
          onClick={() => onOpen({ kind: 'refresh', line })}
          data-testid="booking-calc-refresh"
        />
      ) : null}
      {line.deletable ? (
        <Button
          size="small"
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('booking.calc.delete', { line: line.text })}
          onClick={() => onOpen({ kind: 'delete', line })}
          data-testid="booking-calc-delete"
        />
      ) : null}
    </>
  );
}
