import { Badge, Body1, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, ProgressBar, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { passesAny } from '../../../../shared/auth/permissions';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notifyError } from '../../notices/notice-bus';
import { downloadCsv } from '../../resources/download';
import type { Entity, ResourceWebConfig } from '../../resources/resource-types';
import { useResourceList } from '../../resources/use-resource';
import { PageHeader } from '../PageHeader/PageHeader';
import { FilterBar } from './FilterBar';
import { chipsFromFilter, filterJson, listChips, readListState, writeListState, type FilterChip, type ListState } from './list-state';
import { ListSkeleton } from '../ListSkeleton/ListSkeleton';
import { Pager } from './Pager';
import { ListSearch } from './ListSearch';
import { ResourceGrid } from './ResourceGrid';
import { EmptyState } from '../EmptyState/EmptyState';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  status: { color: tokens.colorNeutralForeground3 },
  frame: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
  progress: { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 },
});

/** The list's own query parameters; anything else in the URL (a side panel's id) is kept. */
const LIST_PARAMS = ['page', 'size', 'sort', 'order', 'search', 'filter'];

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
      filter: filterJson(listChips(presetChips, state.filters, config.fixedFilter, resource.filters)),
    }),
    [state, presetChips, config.fixedFilter, resource.filters],
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
    if (data && data.data.length === 0 && state.size > 0 && state.page > 1) {
      // Without a total (a narrowed list): the page before.
      if (data.total === undefined) update({ page: state.page - 1 }, { replace: true });
      else if (data.total > 0) update({ page: Math.max(1, Math.ceil(data.total / state.size)) }, { replace: true });
    }
  }, [data, state.page, state.size, update]);

  const canCreate = passesAny(principal, resource.scopes.create);
  const createAction = onCreate ?? (config.routes?.create ? () => navigate(config.routes!.create!) : undefined);
  const open = useCallback(
    (item: Entity) => {
      if (onOpen) onOpen(item);
      else if (config.routes)
        navigate(passesAny(principal, resource.scopes.update) || !config.routes.view ? config.routes.detail(item.id) : config.routes.view(item.id));
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
  const capped = !!data && state.size === 0 && (data.more === true || (data.total ?? 0) > data.data.length);

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
          {data?.total !== undefined ? t('list.total', { count: data.total }) : ''}
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
          <MessageBarBody>{t('list.capped', { count: data.data.length, total: data.total ?? `${data.data.length}+` })}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div className={styles.frame}>
        {isValidating && data ? <ProgressBar className={styles.progress} thickness="medium" aria-label={t('list.loading')} /> : null}
        {!data && (isLoading || !error) ? (
          <ListSkeleton label={t('list.loading')} columns={[2, 3, 1, 1]} testId="list-loading" />
        ) : data && rows.length === 0 ? (
          <EmptyState testId="list-empty" message={filtered || preset ? t('list.emptyFiltered') : t('list.empty')}>
            {filtered ? <Button onClick={() => update({ search: '', filters: [], page: 1 })}>{t('list.clearSearch')}</Button> : null}
            {!filtered && canCreate && createAction ? (
              <Button appearance="primary" icon={<AddRegular />} onClick={createAction}>
                {t('list.createFirst')}
              </Button>
            ) : null}
          </EmptyState>
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

      {data && ((data.total ?? 0) > 0 || data.data.length > 0 || state.page > 1) ? (
        <Pager
          page={state.page}
          size={state.size}
          total={data.total}
          more={data.more}
          count={data.data.length}
          onPage={(page) => update({ page })}
          onSize={(size) => update({ size, page: 1 })}
        />
      ) : null}
    </section>
  );
}
