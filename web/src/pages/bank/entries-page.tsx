import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, CopyRegular, DeleteRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { bankEntriesResource } from '../../../../shared/api/bank-entries';
import { bankEntryEndpoints, bankExtraEndpoints as api, banksResource } from '../../../../shared/api/banks';
import type { CsvMapping } from '../../../../shared/domain/bank/bank';
import { callEndpoint, endpointUrl } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { DateInput } from '../../components/DateInput/DateInput';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useBankEntries } from '../../data/finance';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { useI18n } from '../../hooks/use-i18n';
import { moneyText } from '../../i18n/money';
import { notify, notifyError } from '../../notices/notice-bus';
import { authorizedGet, filenameFromDisposition, saveBlob } from '../../resources/download';
import { revalidateResource, useResourceChoices } from '../../resources/use-resource';
import { AssignDialog, type ListedEntry } from './assign-dialog';
import { useBankStyles } from './bank-styles';
import { DeleteEntryDialog, EntryDialog } from './entry-dialog';
import { ImportDialog } from './import-dialog';

type State = 'all' | 'open' | 'assigned';
type Bank = { id: string; name: string; currency: string; feed: string; csvMapping?: CsvMapping };

/** /bank/entry/list: a bank's entries with filters, the suggested booking, assign and undo, the CSV import and the Wise fetch. */
export function BankEntriesPage() {
  const styles = useBankStyles();
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const banks = useResourceChoices(banksResource);
  const list = (banks.data?.data ?? []) as unknown as Bank[];
  const bank = list.find((b) => b.id === params.get('bank')) ?? list[0];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [state, setState] = useState<State>('all');
  const [search, setSearch] = useState('');
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<ListedEntry>();
  // undefined: no dialog; null: a new entry; an entry: editing it.
  const [editing, setEditing] = useState<ListedEntry | null>();
  const [deleting, setDeleting] = useState<ListedEntry | null>(null);
  const pages = useBankEntries(bank?.id, { from, to, state, search });
  const { rows, more } = pages;
  // An entry assigned, unassigned, imported or changed: the bank's lists and the bookings' files and lists are stale.
  const changed = () => revalidate(keys.bank.all(), keys.bookings.all(), ...rows.flatMap((e) => Object.keys(e.assignments ?? {}).map((b) => keys.booking(b))));

  const undo = async (e: ListedEntry, paymentId: string) => {
    try {
      await callEndpoint(bankEntryEndpoints.unassign, { params: { id: e.id, paymentId } });
      notify({ intent: 'success', key: 'bank.unassign.done' });
      await changed();
    } catch (err) {
      notifyError(err);
    }
  };
  const collect = async () => {
    if (!bank) return;
    try {
      const r = await callEndpoint(api.wiseCollect, { params: { id: bank.id } });
      notify({ intent: 'success', key: 'bank.entries.collected', params: { imported: r.imported, duplicates: r.duplicates } });
      await changed();
    } catch (err) {
      notifyError(err);
    }
  };

  const copy = async (e: ListedEntry) => {
    try {
      await callEndpoint(bankEntriesResource.endpoints.copy, { params: { id: e.id } });
      notify({ intent: 'success', key: 'records.entry.copied' });
      await changed();
    } catch (err) {
      notifyError(err);
    }
  };
  const remove = async (e: ListedEntry) => {
    try {
      await callEndpoint(bankEntriesResource.endpoints.remove, { params: { id: e.id }, query: {} });
      notify({ intent: 'success', key: 'records.entry.deleted' });
      await changed();
    } catch (err) {
      notifyError(err);
    }
  };
  /** The bank's entries of the chosen days as CSV (GET /api/bankentries/listCSV), oldest first. */
  const download = async () => {
    if (!bank) return;
    const filter = JSON.stringify({ bankId: bank.id, ...(from || to ? { date: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } } : {}) });
    try {
      const res = await authorizedGet(
        endpointUrl(bankEntriesResource.endpoints.listCSV, undefined, { filter, sort: 'date', order: 'asc', ...(search ? { search } : {}) }),
      );
      saveBlob(await res.blob(), filenameFromDisposition(res.headers.get('content-disposition'), 'bankentries.csv'));
    } catch (err) {
      notifyError(err);
    }
  };

  if (banks.data && list.length === 0) return <EmptyState message={t('bank.entries.noBank')} testId="bank-entries-nobank" />;
  return (
    <section className={styles.root} aria-label={t('bank.entries.title')} data-testid="bank-entries-page">
      <PageHeader title={t('bank.entries.title')}>
        {bank ? (
          <Button appearance="primary" onClick={() => setImporting(true)} data-testid="bank-import-open">
            {t('bank.import')}
          </Button>
        ) : null}
        {bank?.feed === 'wise' ? <Button onClick={() => void collect()}>{t('bank.entries.collect')}</Button> : null}
        {bank ? (
          <Button onClick={() => setEditing(null)} data-testid="bank-entry-new">
            {t('records.entry.new')}
          </Button>
        ) : null}
        {bank ? (
          <Button icon={<ArrowDownloadRegular />} onClick={() => void download()} data-testid="bank-entries-csv">
            {t('records.entry.csv')}
          </Button>
        ) : null}
      </PageHeader>
      <div className={styles.bar}>
        <Field label={t('bank.entries.bank')}>
          <Select value={bank?.id ?? ''} onChange={(_e, d) => setParams({ bank: d.value })} data-testid="bank-entries-bank">
            {list.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('bank.entries.from')}>
          <DateInput value={from} onChange={(v) => setFrom(v ?? '')} data-testid="bank-entries-from" />
        </Field>
        <Field label={t('bank.entries.to')}>
          <DateInput value={to} onChange={(v) => setTo(v ?? '')} data-testid="bank-entries-to" />
        </Field>
        <Field label={t('bank.entries.search')}>
          <Input value={search} onChange={(_e, d) => setSearch(d.value)} type="search" data-testid="bank-entries-search" />
        </Field>
        <RadioGroup layout="horizontal" aria-label={t('bank.entries.state')} value={state} onChange={(_e, d) => setState(d.value as State)}>
          {(['all', 'open', 'assigned'] as const).map((s) => (
            <Radio key={s} value={s} label={t(`bank.entries.state.${s}`)} data-testid={`bank-entries-state-${s}`} />
          ))}
        </RadioGroup>
      </div>
      {pages.error || banks.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('bank.entries.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void pages.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !pages.data ? (
        <Spinner label={t('bank.entries.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('bank.entries.empty')} testId="bank-entries-empty" />
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={t('bank.entries.title')} className={styles.table} data-testid="bank-entries-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.colDate}>{t('bank.col.date')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.col.payer')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.col.reference')}</TableHeaderCell>
                <TableHeaderCell className={styles.colAmount} button={{ className: styles.numberHead }}>
                  {t('bank.col.amount')}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colAmount} button={{ className: styles.numberHead }}>
                  {t('bank.col.open')}
                </TableHeaderCell>
                <TableHeaderCell>{t('bank.col.suggestion')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.col.assigned')}</TableHeaderCell>
                <TableHeaderCell className={styles.colActions}>{t('bank.col.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((e) => {
                const best = e.suggestions[0];
                return (
                  <TableRow key={e.id} data-testid={`bank-entry-${e.id}`}>
                    <TableCell className={styles.nowrap}>{formatDate(e.date)}</TableCell>
                    <TableCell>{e.counterparty}</TableCell>
                    <TableCell>{e.reference}</TableCell>
                    <TableCell className={`${styles.number} ${e.amount.startsWith('-') ? styles.negative : ''}`}>
                      {moneyText(e.amount, e.currency, lang)}
                    </TableCell>
                    <TableCell className={styles.number}>{moneyText(e.open, e.currency, lang)}</TableCell>
                    <TableCell>
                      {best ? (
                        <span data-testid={`bank-entry-suggestion-${e.id}`}>
                          #{best.bookingNo} {best.customerName ?? ''} ({best.reasons.map((r) => t(`bank.reason.${r as 'name'}`)).join(', ')})
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {Object.entries(e.assignments).map(([booking, a]) => (
                        <span key={booking} className={styles.assignment}>
                          <AppLink to={`/booking/${encodeURIComponent(booking)}`}>#{a.bookingNo ?? booking}</AppLink> {moneyText(a.amount, e.currency, lang)}{' '}
                          <Button
                            size="small"
                            appearance="subtle"
                            onClick={() => void undo(e, a.paymentId)}
                            icon={<DismissRegular />}
                            data-testid={`bank-entry-undo-${e.id}`}
                            aria-label={t('bank.unassign', { bookingNo: String(a.bookingNo ?? booking) })}
                          />
                        </span>
                      ))}
                    </TableCell>
                    <TableCell className={styles.nowrap}>
                      {/^-?0+(\.0+)?$/.test(e.open) ? null : (
                        <Button size="small" onClick={() => setAssigning(e)} data-testid={`bank-entry-assign-${e.id}`}>
                          {t('bank.assign')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<EditRegular />}
                        onClick={() => setEditing(e)}
                        aria-label={t('records.entry.edit')}
                        title={t('records.entry.edit')}
                        data-testid={`bank-entry-edit-${e.id}`}
                      />
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<CopyRegular />}
                        onClick={() => void copy(e)}
                        aria-label={t('records.entry.copy')}
                        title={t('records.entry.copy')}
                        data-testid={`bank-entry-copy-${e.id}`}
                      />
                      {e.assignedMinor === 0 ? (
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<DeleteRegular />}
                          onClick={() => setDeleting(e)}
                          aria-label={t('records.entry.delete')}
                          title={t('records.entry.delete')}
                          data-testid={`bank-entry-delete-${e.id}`}
                        />
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      {more ? <Button onClick={() => void pages.loadMore()}>{t('bank.entries.more')}</Button> : null}
      {deleting ? (
        <DeleteEntryDialog
          question={t('records.entry.deleteQuestion', { date: formatDate(deleting.date), amount: moneyText(deleting.amount, deleting.currency, lang) })}
          onDelete={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
      {importing && bank ? (
        <ImportDialog
          bank={bank}
          onClose={(imported) => {
            setImporting(false);
            void revalidateResource(banksResource);
            if (imported) void changed();
          }}
        />
      ) : null}
      {editing !== undefined && bank ? (
        <EntryDialog
          bank={bank}
          entry={editing ?? undefined}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) void changed();
          }}
        />
      ) : null}
      {assigning ? (
        <AssignDialog
          entry={assigning}
          onClose={(assigned) => {
            setAssigning(undefined);
            if (assigned) void changed();
          }}
        />
      ) : null}
    </section>
  );
}
