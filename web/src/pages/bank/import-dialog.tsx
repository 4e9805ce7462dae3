import {
  Button,
  MessageBar,
  MessageBarBody,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  ProgressBar,
  Select,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import Papa from 'papaparse';
import { useEffect, useMemo, useState } from 'react';
import { bankExtraEndpoints as api, type BankImportJob } from '../../../../shared/api/banks';
import { CSV_DATE_FORMATS, CSV_DECIMALS, CSV_DELIMITERS, CSV_FIELDS, type CsvField, type CsvMapping } from '../../../../shared/domain/bank/bank';
import { mapRow } from '../../../../shared/domain/bank/csv';
import { guessCsvMapping, type CsvSplitter } from '../../../../shared/domain/bank/guess-mapping';
import { IMPORT_STALE_MINUTES, IMPORT_STALLED } from '../../../../shared/domain/bank/import-job';
import { importLimitProblem, utf8Bytes } from '../../../../shared/domain/bank/import-limits';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { formatDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';
import { notifyError } from '../../notices/notice-bus';
import { useBankStyles } from './bank-styles';
import { CSV_COLUMN_LABELS } from './bank-config';

/** How often the dialog asks the background import how far it is. */
const POLL_MS = 700;
const split: CsvSplitter = (text, delimiter) => Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
const DEFAULT_MAPPING: CsvMapping = { delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 1, columns: { date: 0, amount: 1 } };
const DELIMITER_NAMES: Record<string, string> = { ',': ', (comma)', ';': '; (semicolon)', '\t': 'Tab', '|': '|' };

interface BankLike {
  id: string;
  name: string;
  currency: string;
  csvMapping?: CsvMapping;
}
type Report = Pick<BankImportJob, 'imported' | 'duplicates' | 'invalid' | 'invalidCount'>;

/** Why a background import failed, in the operator's words. */
export function failureText(error: string, t: ReturnType<typeof useI18n>['t']): string {
  if (error === IMPORT_STALLED) return t('bank.import.stalled', { minutes: IMPORT_STALE_MINUTES });
  if (error === 'bankDeleted') return t('bank.import.failed');
  return t('bank.import.failedOther');
}

/**
 * The import's state at the top of the dialog, where the operator looks (the form gives way to it while the import
 * runs): one live region, rendered from the start so screen readers announce what enters it — the progress while
 * running, why it failed when it did.
 */
export function ImportStatus({ progress, failure }: { progress?: { done: number; total: number }; failure?: string }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="bank-import-status">
      {progress ? (
        <Field label={t('bank.import.running')} validationMessage={t('bank.import.progress', progress)} validationState="none">
          <ProgressBar value={progress.total ? progress.done / progress.total : 0} data-testid="bank-import-progress" />
        </Field>
      ) : failure ? (
        <MessageBar intent="error" data-testid="bank-import-failed">
          <MessageBarBody>{failureText(failure, t)}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}

/**
 * The CSV import (docs/decisions.md "Banks and bank entries"): pick a file, map its columns (the bank's saved mapping
 * first, else one guessed from the header names and the values), see the first rows as they will be stored and how
 * many will be imported, then the file goes to a background import whose progress and report the dialog polls.
 */
export function ImportDialog({ bank, onClose }: { bank: BankLike; onClose: (imported: boolean) => void }) {
  const styles = useBankStyles();
  const { t, lang } = useI18n();
  const [text, setText] = useState<string>();
  const [job, setJob] = useState<BankImportJob>();
  const [mapping, setMapping] = useState<CsvMapping>(bank.csvMapping ?? DEFAULT_MAPPING);
  const [remember, setRemember] = useState(true);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [report, setReport] = useState<Report>();
  // A job that ended failed (the bank deleted, or stalled: shared/domain/bank/import-job.ts): said in the dialog, with a retry.
  const [failure, setFailure] = useState<string>();
  const cells = useMemo(
    () => (text === undefined ? [] : Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: mapping.delimiter }).data),
    [text, mapping.delimiter],
  );
  const rows = useMemo(
    () =>
      cells
        .map((c, i) => ({ line: i + 1, cells: c }))
        .slice(mapping.skipRows)
        .filter((r) => r.cells.some((c) => c.trim() !== '')),
    [cells, mapping.skipRows],
  );
  // Rows the import will store: the same mapping code as the server's; a duplicate of a stored entry shows in the report.
  const importable = useMemo(() => rows.filter((r) => mapRow(r.cells, mapping, bank.currency).ok).length, [rows, mapping, bank.currency]);
  const limit = useMemo(() => (text === undefined ? undefined : importLimitProblem(utf8Bytes(text), rows.length)), [text, rows.length]);
  const header = mapping.skipRows > 0 ? (cells[mapping.skipRows - 1] ?? []) : [];
  const width = Math.max(0, ...cells.slice(0, 20).map((c) => c.length));
  const setColumn = (field: CsvField, value: string) =>
    setMapping((m) => {
      const columns = { ...m.columns } as Record<string, number | undefined>;
      if (value === '') delete columns[field];
      else columns[field] = Number(value);
      return { ...m, columns: columns as CsvMapping['columns'] };
    });
  const usable =
    mapping.columns.date !== undefined &&
    (mapping.columns.amount !== undefined || (mapping.columns.debit !== undefined && mapping.columns.credit !== undefined));

  const load = (content: string) => {
    setText(content);
    // No saved mapping: a guess from the header names and the values (the operator corrects it in the preview).
    if (!bank.csvMapping) setMapping(guessCsvMapping(content, split));
  };

  const start = async () => {
    if (text === undefined) return;
    setFailure(undefined);
    setProgress({ done: 0, total: rows.length });
    try {
      setJob(await callEndpoint(api.startImportJob, { params: { bankId: bank.id }, body: { csv: text, mapping, saveMapping: remember } }));
    } catch (err) {
      notifyError(err);
      setProgress(undefined);
    }
  };

  // The background import: asked for its progress until it is done (or failed).
  useEffect(() => {
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const timer = setTimeout(() => {
      callEndpoint(api.importJob, { params: { bankId: bank.id, jobId: job.jobId } })
        .then((next) => {
          setProgress({ done: next.processed, total: next.rows });
          if (next.status === 'done') setReport(next);
          if (next.status === 'failed') {
            setFailure(next.error ?? 'error');
            setProgress(undefined);
          }
          setJob(next);
        })
        .catch((err: unknown) => {
          notifyError(err);
          setProgress(undefined);
          setJob(undefined);
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, bank.id]);

  const busy = progress !== undefined && !report;
  return (
    // Closing while it runs leaves the import to the background (it goes on; the list reloads what is stored so far).
    <Dialog open modalType="modal" onOpenChange={(_e, d) => !d.open && onClose(busy || Boolean(report?.imported))}>
      <DialogSurface aria-describedby={undefined} data-testid="bank-import-dialog">
        <DialogBody>
          <DialogTitle>{t('bank.import.title', { bank: bank.name })}</DialogTitle>
          <DialogContent className={styles.form}>
            <ImportStatus progress={busy ? progress : undefined} failure={failure} />
            {busy ? null : report ? (
              <div data-testid="bank-import-report">
                <Text weight="semibold">
                  {t('bank.import.report', { imported: report.imported, duplicates: report.duplicates, invalid: report.invalidCount })}
                </Text>
                <ul>
                  {report.invalid.slice(0, 50).map((r) => (
                    <li key={r.line}>{t('bank.import.invalidLine', { line: r.line, reason: t(`bank.problem.${r.reason as 'date'}`) })}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <>
                <Field label={t('bank.import.file')}>
                  <input
                    type="file"
                    aria-label={t('bank.import.file')}
                    accept=".csv,text/csv,text/plain"
                    data-testid="bank-import-file"
                    disabled={busy}
                    onChange={(e) => void e.target.files?.[0]?.text().then(load)}
                  />
                </Field>
                <div className={styles.grid}>
                  <Field label={t('label.bank.delimiter')}>
                    <Select
                      value={mapping.delimiter}
                      onChange={(_e, d) => setMapping((m) => ({ ...m, delimiter: d.value as CsvMapping['delimiter'] }))}
                      data-testid="bank-import-delimiter"
                    >
                      {CSV_DELIMITERS.map((d) => (
                        <option key={d} value={d}>
                          {DELIMITER_NAMES[d]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t('label.bank.decimal')}>
                    <Select
                      value={mapping.decimal}
                      onChange={(_e, d) => setMapping((m) => ({ ...m, decimal: d.value as CsvMapping['decimal'] }))}
                      data-testid="bank-import-decimal"
                    >
                      {CSV_DECIMALS.map((d) => (
                        <option key={d} value={d}>
                          {t(`label.bank.decimal.${d}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t('label.bank.dateFormat')}>
                    <Select
                      value={mapping.dateFormat}
                      onChange={(_e, d) => setMapping((m) => ({ ...m, dateFormat: d.value as CsvMapping['dateFormat'] }))}
                      data-testid="bank-import-date-format"
                    >
                      {CSV_DATE_FORMATS.map((d) => (
                        <option key={d}>{d}</option>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t('label.bank.skipRows')}>
                    <Input
                      type="number"
                      min={0}
                      max={50}
                      value={String(mapping.skipRows)}
                      onChange={(_e, d) => setMapping((m) => ({ ...m, skipRows: Math.max(0, Math.min(50, Number(d.value) || 0)) }))}
                    />
                  </Field>
                  {CSV_FIELDS.map((f) => (
                    <Field key={f} label={t(CSV_COLUMN_LABELS[f])}>
                      <Select
                        value={mapping.columns[f] === undefined ? '' : String(mapping.columns[f])}
                        onChange={(_e, d) => setColumn(f, d.value)}
                        data-testid={`bank-import-col-${f}`}
                      >
                        <option value="">{t('bank.import.none')}</option>
                        {Array.from({ length: Math.max(width, (mapping.columns[f] ?? -1) + 1) }, (_, i) => (
                          <option key={i} value={i}>
                            {`${i}: ${header[i] ?? ''}`}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  ))}
                </div>
                {rows.length > 0 && usable ? (
                  <>
                    <Text weight="semibold">{t('bank.import.preview')}</Text>
                    <Table size="small" aria-label={t('bank.import.preview')} data-testid="bank-import-preview">
                      <TableBody>
                        {rows.slice(0, 6).map((r) => {
                          const m = mapRow(r.cells, mapping, bank.currency);
                          return (
                            <TableRow key={r.line}>
                              <TableCell>{t('bank.import.previewRow', { line: r.line })}</TableCell>
                              {m.ok ? (
                                <>
                                  <TableCell>{formatDate(m.row.date)}</TableCell>
                                  <TableCell className={styles.number}>{moneyText(m.row.amount, m.row.currency, lang)}</TableCell>
                                  <TableCell>{m.row.counterparty}</TableCell>
                                  <TableCell>{m.row.reference}</TableCell>
                                </>
                              ) : (
                                <TableCell colSpan={4}>{t('bank.import.invalid', { reason: t(`bank.problem.${m.reason}`) })}</TableCell>
                              )}
                            </TableRow>
                          );
                        })}
                      </TableBody>
                    </Table>
                    <Checkbox
                      checked={remember}
                      onChange={(_e, d) => setRemember(Boolean(d.checked))}
                      label={t('bank.import.remember')}
                      data-testid="bank-import-remember"
                    />
                  </>
                ) : null}
                {limit ? (
                  <MessageBar intent="error" data-testid="bank-import-limit">
                    <MessageBarBody>
                      {limit.limit === 'rows'
                        ? t('bank.import.tooManyRows', {
                            rows: new Intl.NumberFormat(lang).format(limit.actual),
                            max: new Intl.NumberFormat(lang).format(limit.max),
                          })
                        : t('bank.import.tooLarge', {
                            mb: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(limit.actual / 1_000_000),
                            max: limit.max / 1_000_000,
                          })}
                    </MessageBarBody>
                  </MessageBar>
                ) : rows.length > 0 && usable && !busy ? (
                  <Text data-testid="bank-import-count" role="status">
                    {importable === 0
                      ? t('bank.import.nothing', { rows: rows.length })
                      : t('bank.import.count', { importable, skipped: rows.length - importable })}
                  </Text>
                ) : null}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {report ? (
              <Button appearance="primary" onClick={() => onClose(report.imported > 0)} data-testid="bank-import-close">
                {t('bank.import.close')}
              </Button>
            ) : (
              <>
                <Button onClick={() => onClose(busy)} data-testid="bank-import-cancel">
                  {busy ? t('bank.import.closeRunning') : t('bank.cancel')}
                </Button>
                <Button
                  appearance="primary"
                  disabled={!usable || importable === 0 || Boolean(limit) || busy}
                  onClick={() => void start()}
                  data-testid={failure ? 'bank-import-retry' : 'bank-import-start'}
                >
                  {failure ? t('bank.import.retry') : t('bank.import.start', { rows: importable })}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
