import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Fragment, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { passesAny } from '../../../../shared/auth/permissions';
import type { CreditKind, CreditNote } from '../../../../shared/domain/credit/credit';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { DateInput } from '../../components/DateInput/DateInput';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { CreditCreateDialog } from './credit-create-dialog';
import { moneyText } from '../../i18n/money';
import { creditApi, stateOf } from './credits-kit';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, border: 'none', padding: 0, margin: 0 },
  num: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  apps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  app: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export const AgencyCreditsPage = () => <CreditsPage kind="agency" />;
export const CustomerCreditsPage = () => <CreditsPage kind="customer" />;

/** /credits and /ccredits: the credit notes with their open and remaining amounts, created by hand, voided, their applications undone. */
function CreditsPage({ kind }: { kind: CreditKind }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const api = creditApi(kind);
  const mayWrite = passesAny(principal, api.create.scopes);
  const [openOnly, setOpenOnly] = useState(true);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<CreditNote | null>(null);
  const query = { ...(openOnly ? { open: 'true' as const } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const list = useSWR(['credits', kind, JSON.stringify(query)], () => callEndpoint(api.list, { query }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const title = t(kind === 'agency' ? 'routes.agencyCredits' : 'routes.customerCredits');

  const undo = async (c: CreditNote, paymentId: string) => {
    try {
      await callEndpoint(api.undo, { params: { id: c.id, paymentId } });
      notify({ intent: 'success', key: 'credits.undone' });
      void list.mutate();
    } catch (err) {
      notifyError(err);
    }
  };

  let body;
  if (list.error) {
    const notice = errorNotice(list.error);
    body = (
      <MessageBar intent="error" data-testid="credits-error">
        <MessageBarBody>
          {t('credits.loadError')} {t(notice.key, notice.params)}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void list.mutate()}>{t('app.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (!list.data) body = <Spinner label={t('credits.loading')} data-testid="credits-loading" />;
  else if (list.data.data.length === 0) body = <EmptyState message={t('credits.empty')} testId="credits-empty" />;
  else {
    body = (
      <Table className={styles.table} aria-label={title} data-testid="credits-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('credits.column.no')}</TableHeaderCell>
            <TableHeaderCell>{t(`credits.column.owner.${kind}`)}</TableHeaderCell>
            <TableHeaderCell>{t('credits.column.date')}</TableHeaderCell>
            <TableHeaderCell>{t('credits.column.origin')}</TableHeaderCell>
            <TableHeaderCell>{t('credits.reason')}</TableHeaderCell>
            <NumberHeaderCell className={styles.num}>{t('credits.column.amount')}</NumberHeaderCell>
            <NumberHeaderCell className={styles.num}>{t('credits.column.remaining')}</NumberHeaderCell>
            <TableHeaderCell>{t('credits.column.expires')}</TableHeaderCell>
            <TableHeaderCell>{t('credits.column.state')}</TableHeaderCell>
            <TableHeaderCell>{t('credits.column.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.data.data.map((c) => (
            <Fragment key={c.id}>
              <TableRow data-testid="credit-row">
                <TableCell>{c.no}</TableCell>
                <TableCell>{c.ownerName ?? c.owner}</TableCell>
                <TableCell className={styles.nowrap}>{formatDate(c.date)}</TableCell>
                <TableCell>
                  {c.booking ? <AppLink to={`/booking/${c.booking.id}`}>{c.booking.bookingNo ?? c.booking.id}</AppLink> : t('credits.byHand')}
                </TableCell>
                <TableCell>{c.reason}</TableCell>
                <TableCell className={`${styles.num} ${styles.nowrap}`}>{moneyText(c.amount, c.currency, lang)}</TableCell>
                <TableCell className={`${styles.num} ${styles.nowrap}`} data-testid="credit-remaining">
                  {moneyText(c.remaining, c.currency, lang)}
                </TableCell>
                <TableCell>{c.expires ? formatDate(c.expires) : '–'}</TableCell>
                <TableCell>{t(`credits.state.${stateOf(c)}`)}</TableCell>
                <TableCell>
                  <div className={`${styles.actions} ${styles.nowrap}`}>
                    <Button
                      size="small"
                      aria-expanded={shown === c.id}
                      aria-label={t('credits.showApplications', { no: c.no, count: c.applications.length })}
                      onClick={() => setShown(shown === c.id ? null : c.id)}
                      data-testid="credit-applications-toggle"
                    >
                      {`${t('credits.applications')} (${c.applications.length})`}
                    </Button>
                    {mayWrite && !c.voided ? (
                      <Button size="small" onClick={() => setVoiding(c)} data-testid="credit-void">
                        {t('credits.void')}
                      </Button>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
              {shown === c.id ? (
                <TableRow data-testid="credit-applications">
                  <TableCell colSpan={10}>
                    {c.applications.length === 0 ? (
                      <Body1>{t('credits.noApplications')}</Body1>
                    ) : (
                      <ul className={styles.apps}>
                        {c.applications.map((a) => (
                          <li key={a.paymentId} className={styles.app}>
                            <AppLink to={`/booking/${a.booking}`}>
                              {t('credits.applicationLine', {
                                bookingNo: a.bookingNo ?? a.booking,
                                date: formatDate(a.date),
                                amount: moneyText(a.amount, c.currency, lang),
                              })}
                            </AppLink>
                            {mayWrite && !c.voided ? (
                              <Button
                                size="small"
                                aria-label={t('credits.undoLabel', { bookingNo: a.bookingNo ?? a.booking })}
                                onClick={() => void undo(c, a.paymentId)}
                              >
                                {t('credits.undo')}
                              </Button>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <section className={styles.root} aria-label={title} data-testid={`credits-${kind}`}>
      <PageHeader title={title}>{mayWrite ? <CreditCreateDialog kind={kind} onCreated={() => void list.mutate()} /> : null}</PageHeader>
      <fieldset className={styles.filters} aria-label={t('credits.filters')}>
        <Switch label={t('credits.openOnly')} checked={openOnly} onChange={(_e, d) => setOpenOnly(d.checked)} data-testid="credits-open-only" />
        <Field label={t('credits.from')}>
          <DateInput value={from} onChange={(v) => setFrom(v ?? '')} data-testid="credits-from" />
        </Field>
        <Field label={t('credits.to')}>
          <DateInput value={to} onChange={(v) => setTo(v ?? '')} data-testid="credits-to" />
        </Field>
      </fieldset>
      {body}
      {voiding ? <VoidDialog kind={kind} credit={voiding} onClose={() => setVoiding(null)} onDone={() => void list.mutate()} /> : null}
    </section>
  );
}

function VoidDialog({ kind, credit, onClose, onDone }: { kind: CreditKind; credit: CreditNote; onClose: () => void; onDone: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    try {
      await callEndpoint(creditApi(kind).void, { params: { id: credit.id }, body: { reason: reason.trim() } });
      notify({ intent: 'success', key: 'credits.voided', params: { no: credit.no } });
      onDone();
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{t('credits.voidTitle', { no: credit.no })}</DialogTitle>
            <DialogContent>
              <Field label={t('credits.voidReason')} required>
                <Input value={reason} maxLength={500} onChange={(_e, d) => setReason(d.value)} data-testid="credit-void-reason" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('credits.cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={busy || !reason.trim()} data-testid="credit-void-confirm">
                {t('credits.void')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
