import { Body1, Button, Field, Input, makeStyles, Switch, TableCell, TableRow, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { passesAny } from '../../../../shared/auth/permissions';
import type { CreditKind, CreditNote } from '../../../../shared/domain/credit/credit';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { DateInput } from '../../components/DateInput/DateInput';
import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { useCredits } from '../../data/finance';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { notify, notifyError } from '../../notices/notice-bus';
import { CreditCreateDialog } from './credit-create-dialog';
import { moneyText } from '../../i18n/money';
import { creditApi, stateOf } from './credits-kit';

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
  const list = useCredits(kind, query);
  // A credit's change shows in every list of credits and in the files of the bookings it was applied to.
  const changed = () => void revalidate(keys.credits.all(), ...(voiding?.applications ?? []).map((a) => keys.booking(a.booking)));
  const title = t(kind === 'agency' ? 'routes.agencyCredits' : 'routes.customerCredits');

  const undo = async (c: CreditNote, paymentId: string) => {
    try {
      await callEndpoint(api.undo, { params: { id: c.id, paymentId } });
      notify({ intent: 'success', key: 'credits.undone' });
      void revalidate(keys.credits.all(), keys.booking(c.applications.find((a) => a.paymentId === paymentId)?.booking ?? ''));
    } catch (err) {
      notifyError(err);
    }
  };

  const nowrapNum = `${styles.num} ${styles.nowrap}`;
  const columns: Column<CreditNote>[] = [
    { key: 'no', header: t('credits.column.no'), cell: (c) => c.no },
    { key: 'owner', header: t(`credits.column.owner.${kind}`), cell: (c) => c.ownerName ?? c.owner },
    { key: 'date', header: t('credits.column.date'), cell: (c) => <span className={styles.nowrap}>{formatDate(c.date)}</span> },
    {
      key: 'origin',
      header: t('credits.column.origin'),
      cell: (c) => (c.booking ? <AppLink to={`/booking/${c.booking.id}`}>{c.booking.bookingNo ?? c.booking.id}</AppLink> : t('credits.byHand')),
    },
    { key: 'reason', header: t('credits.reason'), cell: (c) => c.reason },
    { key: 'amount', header: t('credits.column.amount'), numeric: true, className: nowrapNum, cell: (c) => moneyText(c.amount, c.currency, lang) },
    {
      key: 'remaining',
      header: t('credits.column.remaining'),
      numeric: true,
      className: nowrapNum,
      cellTestId: 'credit-remaining',
      cell: (c) => moneyText(c.remaining, c.currency, lang),
    },
    { key: 'expires', header: t('credits.column.expires'), cell: (c) => (c.expires ? formatDate(c.expires) : '–') },
    { key: 'state', header: t('credits.column.state'), cell: (c) => t(`credits.state.${stateOf(c)}`) },
    {
      key: 'actions',
      header: t('credits.column.actions'),
      cell: (c) => (
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
      ),
    },
  ];
  const applications = (c: CreditNote) =>
    shown === c.id ? (
      <TableRow data-testid="credit-applications">
        <TableCell colSpan={columns.length}>
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
                    <Button size="small" aria-label={t('credits.undoLabel', { bookingNo: a.bookingNo ?? a.booking })} onClick={() => void undo(c, a.paymentId)}>
                      {t('credits.undo')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </TableCell>
      </TableRow>
    ) : null;
  const body = (
    <DataTable
      columns={columns}
      rows={list.data?.data}
      rowKey={(c) => c.id}
      error={list.error}
      onRetry={() => void list.mutate()}
      states={{
        loading: t('credits.loading'),
        loadingTestId: 'credits-loading',
        error: t('credits.loadError'),
        errorTestId: 'credits-error',
        empty: t('credits.empty'),
        emptyTestId: 'credits-empty',
      }}
      label={title}
      testId="credits-table"
      rowTestId="credit-row"
      className={styles.table}
      detail={applications}
    />
  );

  return (
    <section className={styles.root} aria-label={title} data-testid={`credits-${kind}`}>
      <PageHeader title={title}>{mayWrite ? <CreditCreateDialog kind={kind} onCreated={() => void revalidate(keys.credits.all())} /> : null}</PageHeader>
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
      {voiding ? <VoidDialog kind={kind} credit={voiding} onClose={() => setVoiding(null)} onDone={changed} /> : null}
    </section>
  );
}

function VoidDialog({ kind, credit, onClose, onDone }: { kind: CreditKind; credit: CreditNote; onClose: () => void; onDone: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
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
    <FormDialog
      title={t('credits.voidTitle', { no: credit.no })}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel={t('credits.void')}
      cancelLabel={t('credits.cancel')}
      submitDisabled={!reason.trim()}
      testId="credit-void-dialog"
      submitTestId="credit-void-confirm"
    >
      <Field label={t('credits.voidReason')} required>
        <Input value={reason} maxLength={500} onChange={(_e, d) => setReason(d.value)} data-testid="credit-void-reason" />
      </Field>
    </FormDialog>
  );
}
