import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import { EmptyState } from '../EmptyState/EmptyState';
import { ListSkeleton } from '../ListSkeleton/ListSkeleton';
import { NumberHeaderCell } from '../NumberHeaderCell/NumberHeaderCell';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', minWidth: 0 },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One column: its header, its cell per row; `numeric` columns (money, counts) sit on the right, header included. */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Classes of the header and the cells (widths, no-wrap). */
  className?: string;
  cellTestId?: string;
}

/** The texts and test ids of the table's three other states; the retry button says "Retry" in the user's language. */
export interface TableStates {
  /** Screen-reader text of the loading rows, and their test id. */
  loading: string;
  loadingTestId: string;
  /** The error's lead text (the error's own message follows), and the bar's test id. */
  error: string;
  errorTestId: string;
  empty: string;
  emptyTestId: string;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  /** undefined: still loading (the loading rows are shown). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** What failed to load (the error bar with a retry is shown instead of the table). */
  error?: unknown;
  onRetry?: () => void;
  states: TableStates;
  /** The accessible name: the id of the heading that names the table, or a label. */
  labelledBy?: string;
  label?: string;
  testId: string;
  rowTestId?: string;
  /** Rows after the data (sums per currency). */
  footer?: ReactNode;
  /** A row shown below a row (its details opened). */
  detail?: (row: Row) => ReactNode;
  className?: string;
  /** The relative widths of the loading rows' columns; default one per column. */
  skeleton?: readonly number[];
}

/**
 * A table of rows with its loading, error and empty states (docs/decisions/web-data.md, "List kit"): the one way a
 * list of money or bookings is drawn, so every list loads, fails and stays empty alike and reads as a table to
 * screen readers (table, header cells, a name).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, error, onRetry, states, labelledBy, label, testId, rowTestId, footer, detail, className } = props;
  const styles = useStyles();
  const { t } = useI18n();
  if (error) {
    const notice = errorNotice(error);
    return (
      <MessageBar intent="error" data-testid={states.errorTestId}>
        <MessageBarBody>
          {states.error} {t(notice.key, notice.params)}
        </MessageBarBody>
        {onRetry ? (
          <MessageBarActions>
            <Button onClick={onRetry}>{t('app.retry')}</Button>
          </MessageBarActions>
        ) : null}
      </MessageBar>
    );
  }
  if (!rows) return <ListSkeleton label={states.loading} columns={props.skeleton ?? columns.map(() => 1)} rows={3} testId={states.loadingTestId} />;
  if (rows.length === 0) return <EmptyState message={states.empty} testId={states.emptyTestId} />;
  return (
    <div className={styles.scroll}>
      <Table className={className} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} data-testid={testId}>
        <TableHeader>
          <TableRow>
            {columns.map((c) =>
              c.numeric ? (
                <NumberHeaderCell key={c.key} className={mergeClasses(styles.number, c.className)}>
                  {c.header}
                </NumberHeaderCell>
              ) : (
                <TableHeaderCell key={c.key} className={c.className}>
                  {c.header}
                </TableHeaderCell>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>
              <TableRow data-testid={rowTestId}>
                {columns.map((c) => (
                  <TableCell key={c.key} className={mergeClasses(c.numeric && styles.number, c.className)} data-testid={c.cellTestId}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
              {detail?.(row)}
            </Fragment>
          ))}
          {footer}
        </TableBody>
      </Table>
    </div>
  );
}

/** The class of a numeric cell in a footer row (sums), matching the table's numeric columns. */
export function useNumberCell(): string {
  return useStyles().number;
}
