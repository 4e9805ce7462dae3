import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  mergeClasses,
  TableCellLayout,
  tokens,
  type DataGridProps,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { fieldLabel } from '../../resources/labels';
import type { Entity, ResourceWebConfig } from '../../resources/resource-types';
import { useCellRenderer } from './cell-format';
import { useRowWindow } from './use-row-window';

const useStyles = makeStyles({
  // The grid scrolls inside its frame so that only the rows in view are laid out.
  scroller: { overflow: 'auto', maxHeight: 'max(320px, calc(100vh - 330px))' },
  header: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  row: {
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: `calc(${tokens.strokeWidthThick} * -1)` },
  },
  cell: { minWidth: 0, overflow: 'hidden' },
});

const DEFAULT_ROW_HEIGHT = 45;

export interface ResourceGridProps {
  config: ResourceWebConfig;
  title: string;
  rows: Entity[];
  sort?: string;
  order: 'asc' | 'desc';
  onSort: (sort: string, order: 'asc' | 'desc') => void;
  onOpen: (item: Entity) => void;
  timezone: string;
  lang: 'de' | 'en';
  busy: boolean;
}

/**
 * Fluent's DataGrid over the rows in view: the rows above and below are padding, aria-rowcount and
 * aria-rowindex tell assistive technology where it is. Rows are focusable and arrow keys move
 * between them; Enter or a click opens the row.
 */
export function ResourceGrid({ config, title, rows, sort, order, onSort, onOpen, timezone, lang, busy }: ResourceGridProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(DEFAULT_ROW_HEIGHT);
  const [headerHeight, setHeaderHeight] = useState(DEFAULT_ROW_HEIGHT);
  const win = useRowWindow(scroller, rows.length, rowHeight, headerHeight);
  const renderCell = useCellRenderer(config, { lang, t, timezone });
  const indexOf = useMemo(() => new Map(rows.map((r, i) => [r.id, i])), [rows]);

  const columns = useMemo<TableColumnDefinition<Entity>[]>(
    () =>
      config.columns.map((c) =>
        createTableColumn<Entity>({
          columnId: c.key,
          // A comparer with parameters is what makes Fluent offer sorting; the server does the sorting.
          ...(c.sort ? { compare: (_a: Entity, _b: Entity) => 0 } : {}),
          renderHeaderCell: () => (c.label ? t(c.label) : fieldLabel(config, c.key, t)),
          renderCell: (item) => <TableCellLayout truncate>{renderCell(c, item)}</TableCellLayout>,
        }),
      ),
    [config, t, renderCell],
  );
  const sortColumn = config.columns.find((c) => c.sort && c.sort === sort)?.key;
  const sortState: NonNullable<DataGridProps['sortState']> = { sortColumn, sortDirection: order === 'desc' ? 'descending' : 'ascending' };
  const widths = useMemo(
    () => new Map(config.columns.map((c) => [c.key, { flexGrow: c.grow ?? 1, flexBasis: 0, minWidth: `${c.minWidth ?? 100}px` }])),
    [config.columns],
  );
  const minWidth = config.columns.reduce((sum, c) => sum + (c.minWidth ?? 100), 0);
  const visible = rows.slice(win.start, win.end);

  // Row and header heights come from the theme (density, font size): measured, not assumed.
  useLayoutEffect(() => {
    const el = scroller.current;
    const row = el?.querySelector<HTMLElement>('[data-testid="list-row"]');
    const header = el?.querySelector<HTMLElement>('[role="rowgroup"]');
    if (row && row.offsetHeight > 0 && row.offsetHeight !== rowHeight) setRowHeight(row.offsetHeight);
    if (header && header.offsetHeight > 0 && header.offsetHeight !== headerHeight) setHeaderHeight(header.offsetHeight);
  });

  // Keyboard: one row is in the tab order (roving tabindex); arrows, Page Up/Down, Home and End move
  // between rows, Enter opens one. Our own rather than Fluent's focus modes, whose Tabster dummies are
  // focusable elements inside aria-hidden (axe: aria-hidden-focus), and which cannot reach rows that
  // are not rendered.
  const [active, setActive] = useState(0);
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const activeRow = Math.min(active, Math.max(0, rows.length - 1));
  const pageRows = Math.max(1, Math.floor(((scroller.current?.clientHeight ?? 600) - headerHeight) / rowHeight) - 1);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    const el = scroller.current;
    if (el) {
      const top = next * rowHeight;
      const viewTop = el.scrollTop;
      const viewBottom = viewTop + el.clientHeight - headerHeight;
      if (top < viewTop) el.scrollTop = top;
      else if (top + rowHeight > viewBottom) el.scrollTop = top + rowHeight - (el.clientHeight - headerHeight);
    }
    setActive(next);
    setPendingFocus(next);
  };

  // The row to focus is rendered only once the scroll above has moved the window, and Fluent's body
  // renders its rows a commit after the grid: look for it over the next few frames.
  useEffect(() => {
    if (pendingFocus === null) return undefined;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const row = scroller.current?.querySelector<HTMLElement>(`[data-testid="list-row"][aria-rowindex="${pendingFocus + 2}"]`);
      if (row) {
        row.focus({ preventScroll: true });
        setPendingFocus(null);
      } else if (++tries < 30) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [pendingFocus, win.start, win.end]);

  const onRowKey = (item: Entity, index: number) => (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.target !== e.currentTarget) return;
    const keys: Record<string, () => void> = {
      Enter: () => onOpen(item),
      ArrowDown: () => moveTo(index + 1),
      ArrowUp: () => moveTo(index - 1),
      PageDown: () => moveTo(index + pageRows),
      PageUp: () => moveTo(index - pageRows),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  return (
    <div ref={scroller} className={styles.scroller} data-testid="list-scroller">
      <DataGrid
        items={visible}
        columns={columns}
        getRowId={(item: Entity) => item.id}
        sortable
        sortState={sortState}
        onSortChange={(_e, next) => {
          const column = config.columns.find((c) => c.key === next.sortColumn);
          if (column?.sort) onSort(column.sort, next.sortDirection === 'descending' ? 'desc' : 'asc');
        }}
        focusMode="none"
        aria-label={title}
        aria-rowcount={rows.length + 1}
        aria-busy={busy}
        style={{ minWidth: `${minWidth}px` }}
        data-testid="list-grid"
      >
        <DataGridHeader className={styles.header}>
          <DataGridRow aria-rowindex={1}>
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell className={styles.headerCell} style={widths.get(String(columnId))}>
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<Entity> style={{ paddingTop: win.padTop, paddingBottom: win.padBottom }}>
          {({ item, rowId }) => {
            const index = indexOf.get(String(rowId)) ?? 0;
            return (
              <DataGridRow<Entity>
                key={rowId}
                className={styles.row}
                aria-rowindex={index + 2}
                tabIndex={index === activeRow ? 0 : -1}
                onFocus={() => index !== active && setActive(index)}
                onClick={() => onOpen(item)}
                onKeyDown={onRowKey(item, index)}
                data-testid="list-row"
              >
                {({ renderCell, columnId }) => (
                  <DataGridCell className={mergeClasses(styles.cell)} style={widths.get(String(columnId))}>
                    {renderCell(item)}
                  </DataGridCell>
                )}
              </DataGridRow>
            );
          }}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}
