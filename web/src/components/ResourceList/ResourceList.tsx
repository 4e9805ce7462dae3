import {
  Badge,
  Body1,
  Button,
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  mergeClasses,
  ProgressBar,
  SearchBox,
  TableCellLayout,
  tokens,
  type DataGridProps,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { passesAny } from '../../../../shared/auth/permissions';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notifyError } from '../../notices/notice-bus';
import { downloadCsv } from '../../resources/download';
import { fieldLabel } from '../../resources/labels';
import type { Entity, ResourceWebConfig } from '../../resources/resource-types';
import { useResourceList } from '../../resources/use-resource';
import { PageHeader } from '../PageHeader/PageHeader';
import { useCellRenderer } from './cell-format';
import { FilterBar } from './FilterBar';
import { chipsFromFilter, filterJson, mergeChips, readListState, writeListState, type FilterChip, type ListState } from './list-state';
import { ListSkeleton } from '../ListSkeleton/ListSkeleton';
import { Pager } from './Pager';
import { useRowWindow } from './use-row-window';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { width: '320px', maxWidth: '100%' },
  status: { color: tokens.colorNeutralForeground3 },
  frame: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
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
  progress: { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  emptyIcon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
});

/** The list's own query parameters; anything else in the URL (a side panel's id) is kept. */
const LIST_PARAMS = ['page', 'size', 'sort', 'order', 'search', 'filter'];
const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_ROW_HEIGHT = 45;

export interface ListPreset {
  /** What the preset is called, shown above the list. */
  label: string;
  /** A filter always applied (a saved filter, the stock list's tracked products). */
  filter: Readonly<Record<string, unknown>>;
}

export interface ResourceListProps {
  config: ResourceWebConfig;
  title: string;
  preset?: ListPreset;
  /** Where a row leads; by default the configuration's detail route. */
  onOpen?: (item: Entity) => void;
  /** The "New" action; by default the configuration's create route. */
  onCreate?: () => void;
  /** More actions in the page header. */
  actions?: ReactNode;
  /** Shown between the toolbar and the grid (notes about the preset, a missing API). */
  notice?: ReactNode;
  /** h1 of the page; false when the list sits inside a page with its own heading. */
  heading?: boolean;
}

/**
 * The generic list page: a resource definition and its web configuration give a DataGrid with server
 * paging, the definition's indexed sorts, a debounced search, typed filter chips and a CSV download.
 * The query is kept in the URL. Only the rows in view are rendered, so "all" (size 0) stays fast.
 */
export function ResourceList({ config, title, preset, onOpen, onCreate, actions, notice, heading = true }: ResourceListProps) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const navigate = useAppNavigate();
  const principal = usePrincipal();
  const { data: bootstrap } = useBootstrap();
  const resource = config.resource;
  const [params, setParams] = useSearchParams();

  const shape = useMemo(() => ({ sortNames: resource.sortNames, filters: resource.filters }), [resource]);
  const defaults = config.defaultSort;
  const state = useMemo(() => readListState(params, shape, defaults), [params, shape, defaults]);
  const presetChips = useMemo(() => (preset ? chipsFromFilter(JSON.stringify(preset.filter), resource.filters) : []), [preset, resource.filters]);
  const apiQuery = useMemo(
    () => ({
      page: state.page,
      size: state.size,
      sort: state.sort,
      order: state.order,
      search: state.search.trim() || undefined,
      filter: filterJson(mergeChips(presetChips, state.filters)),
    }),
    [state, presetChips],
  );
  const { data, error, isLoading, isValidating, mutate } = useResourceList(resource, apiQuery);

  const update = useCallback(
    (next: Partial<ListState>, opts: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const merged = writeListState({ ...readListState(current, shape, defaults), ...next }, defaults);
          for (const [k, v] of current) if (!LIST_PARAMS.includes(k)) merged.append(k, v);
          return merged;
        },
        { replace: opts.replace },
      );
    },
    [setParams, shape, defaults],
  );

  // A page past the end (the last row of the last page was deleted): the last page that has rows.
  useEffect(() => {
    if (data && data.data.length === 0 && data.total > 0 && state.size > 0 && state.page > 1) {
      update({ page: Math.max(1, Math.ceil(data.total / state.size)) }, { replace: true });
    }
  }, [data, state.page, state.size, update]);

  const canCreate = passesAny(principal, resource.scopes.create);
  const createAction = onCreate ?? (config.routes?.create ? () => navigate(config.routes!.create!) : undefined);
  const open = useCallback(
    (item: Entity) => {
      if (onOpen) onOpen(item);
      else if (config.routes) navigate(passesAny(principal, resource.scopes.update) || !config.routes.view ? config.routes.detail(item.id) : config.routes.view(item.id));
    },
    [onOpen, config.routes, navigate, principal, resource.scopes.update],
  );

  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(resource, apiQuery);
    } catch (err) {
      notifyError(err);
    }
    setDownloading(false);
  };

  const filtered = state.search.trim() !== '' || state.filters.length > 0;
  const rows = data?.data ?? [];
  const capped = !!data && state.size === 0 && data.total > data.data.length;

  return (
    <section className={styles.root} aria-label={title} data-testid={`list-${resource.name}`}>
      {heading ? (
        <PageHeader title={title}>
          {actions}
          <Button icon={<ArrowDownloadRegular />} onClick={() => void download()} disabled={downloading} data-testid="list-csv">
            {downloading ? t('list.downloading') : t('list.downloadCsv')}
          </Button>
          {canCreate && createAction ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={createAction} data-testid="list-create">
              {t('list.create')}
            </Button>
          ) : null}
        </PageHeader>
      ) : null}

      <div className={styles.toolbar}>
        <ListSearch value={state.search} onChange={(search) => update({ search, page: 1 }, { replace: true })} label={t('list.searchIn', { title })} />
        <FilterBar config={config} chips={state.filters} onChange={(filters: FilterChip[]) => update({ filters, page: 1 })} />
        {preset ? (
          <Badge appearance="tint" color="brand" size="large" data-testid="list-preset">
            {t('list.presetFilter', { name: preset.label })}
          </Badge>
        ) : null}
        <Body1 className={styles.status} aria-live="polite" data-testid="list-total">
          {data ? t('list.total', { count: data.total }) : ''}
        </Body1>
      </div>

      {notice}
      {error ? (
        <MessageBar intent="error" data-testid="list-error">
          <MessageBarBody>
            {t('list.error')} {t(errorNotice(error).key, errorNotice(error).params)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {capped && data ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('list.capped', { count: data.data.length, total: data.total })}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div className={styles.frame}>
        {isValidating && data ? <ProgressBar className={styles.progress} thickness="medium" aria-label={t('list.loading')} /> : null}
        {!data && (isLoading || !error) ? (
          <ListSkeleton label={t('list.loading')} columns={[2, 3, 1, 1]} testId="list-loading" />
        ) : data && rows.length === 0 ? (
          <div className={styles.empty} data-testid="list-empty">
            <DocumentSearchRegular className={styles.emptyIcon} aria-hidden />
            <Body1>{filtered || preset ? t('list.emptyFiltered') : t('list.empty')}</Body1>
            {filtered ? <Button onClick={() => update({ search: '', filters: [], page: 1 })}>{t('list.clearSearch')}</Button> : null}
            {!filtered && canCreate && createAction ? (
              <Button appearance="primary" icon={<AddRegular />} onClick={createAction}>
                {t('list.createFirst')}
              </Button>
            ) : null}
          </div>
        ) : data ? (
          <ResourceGrid
            config={config}
            title={title}
            rows={rows}
            sort={state.sort}
            order={state.order}
            onSort={(sort, order) => update({ sort, order, page: 1 })}
            onOpen={open}
            timezone={bootstrap?.settings.timezone ?? DEFAULT_TIMEZONE}
            lang={lang}
            busy={isValidating}
          />
        ) : null}
      </div>

      {data && data.total > 0 ? (
        <Pager page={state.page} size={state.size} total={data.total} onPage={(page) => update({ page })} onSize={(size) => update({ size, page: 1 })} />
      ) : null}
    </section>
  );
}

function ListSearch({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The URL changed from elsewhere (Back, a cleared filter): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <SearchBox
      className={styles.search}
      value={text}
      onChange={(_e, d) => setText(d.value)}
      placeholder={t('list.searchPlaceholder')}
      aria-label={label}
      data-testid="list-search"
    />
  );
}

interface ResourceGridProps {
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
function ResourceGrid({ config, title, rows, sort, order, onSort, onOpen, timezone, lang, busy }: ResourceGridProps) {
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
    [config, lang, renderCell],
  );
  const sortColumn = config.columns.find((c) => c.sort && c.sort === sort)?.key;
  const sortState: NonNullable<DataGridProps['sortState']> = { sortColumn, sortDirection: order === 'desc' ? 'descending' : 'ascending' };
  const widths = useMemo(() => new Map(config.columns.map((c) => [c.key, { flexGrow: c.grow ?? 1, flexBasis: 0, minWidth: `${c.minWidth ?? 100}px` }])), [config.columns]);
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
