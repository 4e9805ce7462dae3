import {
  Badge,
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { BookmarkMultipleRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { agencyFiltersResource } from '../../../../shared/api/agency-filters';
import { canChangeSavedFilter, SHARED_AUDIENCE } from '../../../../shared/domain/agency/agency-filter';
import { AppLink } from '../../components/AppLink/AppLink';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import type { ListPreset } from '../../components/ResourceList/ResourceList';
import { chipsFromFilter, filterObject, mergeChips, readListState } from '../../components/ResourceList/list-state';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { agenciesConfig } from '../../resources/agencies';
import type { ItemOf } from '../../resources/resource-types';
import { createEntity, removeEntity, useResourceList } from '../../resources/use-resource';
import { useRouteTitle } from '../resources/resource-pages';

/** A saved agency filter as the API answers it, typed from the contract (shared/api/agency-filters.ts). */
export type SavedAgencyFilter = ItemOf<typeof agencyFiltersResource>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
  // Above the grid that follows in the page (its frame and sticky header are positioned).
  surface: { zIndex: 10, minWidth: '280px', maxWidth: '420px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '360px',
    overflowY: 'auto',
  },
  entry: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  entryName: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  current: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const shape = { sortNames: agenciesConfig.resource.sortNames, filters: agenciesConfig.resource.filters };

/** The list's query as it stands (the URL), with the page's fixed filter under the chips. */
function useCurrentQuery(preset: ListPreset | undefined) {
  const [params] = useSearchParams();
  return useMemo(() => {
    const state = readListState(params, shape, agenciesConfig.defaultSort);
    const base = preset ? chipsFromFilter(JSON.stringify(preset.filter), shape.filters) : [];
    const chips = mergeChips(base, state.filters);
    return { filter: filterObject(chips), conditions: chips.length, search: state.search.trim() || undefined, sort: state.sort, order: state.order };
  }, [params, preset]);
}

/**
 * A saved filter's search and order start the list: once per filter, and only when the URL has no
 * query of its own (a reload or a shared link keeps what it says).
 */
export function useSavedListQuery(saved: SavedAgencyFilter | undefined): void {
  const [params, setParams] = useSearchParams();
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!saved || applied.current === saved.id) return;
    applied.current = saved.id;
    if (['search', 'sort', 'order', 'filter', 'page'].some((k) => params.has(k))) return;
    const next = new URLSearchParams(params);
    const defaults = agenciesConfig.defaultSort;
    if (saved.search) next.set('search', saved.search);
    if (saved.sort && saved.sort !== defaults?.sort) next.set('sort', saved.sort);
    if (saved.order && saved.order !== (defaults?.order ?? 'asc')) next.set('order', saved.order);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [saved, params, setParams]);
}

/** The page while a saved filter loads: its heading and a spinner, never an empty page. */
export function SavedFilterLoading() {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  return (
    <section className={styles.root} data-testid="saved-filter-loading">
      <PageHeader title={title} />
      <div className={styles.loading}>
        <Spinner label={t('agencyFilters.loading')} />
      </div>
    </section>
  );
}

/** "Saved filters" and "Save filter" in the agency list's header. */
export function SavedFilterActions({ preset, currentId }: { preset?: ListPreset; currentId?: string }) {
  return (
    <>
      <SavedFiltersMenu currentId={currentId} />
      <SaveFilterButton preset={preset} />
    </>
  );
}

/** The user's own and the shared filters, as links to /agency/filter/<id>; deletable where allowed. */
function SavedFiltersMenu({ currentId }: { currentId?: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const principal = usePrincipal();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedAgencyFilter | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = principal.userId;
  const query = { size: 0, sort: 'name', filter: JSON.stringify({ visibleTo: { in: [userId ?? '', SHARED_AUDIENCE] } }) };
  const { data, error, isLoading } = useResourceList(agencyFiltersResource, query, { enabled: open && !!userId });
  const entries: SavedAgencyFilter[] = data?.data ?? [];

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await removeEntity(agencyFiltersResource, deleting.id, deleting.version);
      notify({ intent: 'success', key: 'agencyFilters.deleted' });
      if (deleting.id === currentId) navigate(agenciesConfig.routes!.list, { replace: true });
    } catch (err) {
      notifyError(err);
    }
    setBusy(false);
    setDeleting(null);
  };

  return (
    <>
      <Popover inline open={open} onOpenChange={(_e, d) => setOpen(d.open)} trapFocus positioning="below-end">
        <PopoverTrigger disableButtonEnhancement>
          <Button icon={<BookmarkMultipleRegular />} aria-expanded={open} data-testid="saved-filters">
            {t('agencyFilters.menu')}
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t('agencyFilters.menu')} data-testid="saved-filters-menu">
          {isLoading && !data ? (
            <Spinner size="small" label={t('app.loading')} />
          ) : error ? (
            <Body1 role="alert">{t('agencyFilters.loadFailed')}</Body1>
          ) : entries.length === 0 ? (
            <Body1 className={styles.muted}>{t('agencyFilters.menuEmpty')}</Body1>
          ) : (
            <ul className={styles.list}>
              {entries.map((f) => (
                <li key={f.id} className={styles.entry} data-testid="saved-filter-entry">
                  <span className={styles.entryName}>
                    <AppLink to={`/agency/filter/${f.id}`} data-testid="saved-filter-link">
                      <span className={f.id === currentId ? styles.current : undefined}>{f.name}</span>
                    </AppLink>
                  </span>
                  {f.shared ? (
                    <Badge appearance="outline" color="informative" size="small">
                      {t('agencyFilters.sharedBadge')}
                    </Badge>
                  ) : null}
                  {canChangeSavedFilter(principal, f) ? (
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={<DeleteRegular />}
                      aria-label={t('agencyFilters.delete', { name: f.name })}
                      title={t('agencyFilters.delete', { name: f.name })}
                      onClick={() => {
                        setOpen(false);
                        setDeleting(f);
                      }}
                      data-testid="saved-filter-delete"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </PopoverSurface>
      </Popover>
      <Dialog open={!!deleting} onOpenChange={(_e, d) => !d.open && !busy && setDeleting(null)} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('agencyFilters.deleteTitle')}</DialogTitle>
            <DialogContent>{t('agencyFilters.deleteText', { name: deleting?.name ?? '' })}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => void remove()} disabled={busy} data-testid="saved-filter-delete-confirm">
                {t('agencyFilters.deleteConfirm')}
              </Button>
              <Button onClick={() => setDeleting(null)} disabled={busy}>
                {t('agencyFilters.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

/** Saves the list's current filter, search and order under a name, privately or for the team. */
function SaveFilterButton({ preset }: { preset?: ListPreset }) {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const current = useCurrentQuery(preset);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = () => {
    setName(preset?.label && preset.label.length <= 80 ? preset.label : '');
    setShared(false);
    setOpen(true);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      const body = { name: name.trim(), filter: current.filter, search: current.search, sort: current.sort, order: current.order, shared };
      const created = await createEntity(agencyFiltersResource, body);
      notify({ intent: 'success', key: 'agencyFilters.saved', params: { name: name.trim() } });
      setOpen(false);
      navigate(`/agency/filter/${created.id}`);
    } catch (err) {
      notifyError(err);
    }
    setBusy(false);
  };

  return (
    <>
      <Button icon={<SaveRegular />} onClick={start} data-testid="save-filter">
        {t('agencyFilters.save')}
      </Button>
      <Dialog open={open} onOpenChange={(_e, d) => !busy && setOpen(d.open)}>
        <DialogSurface aria-describedby={undefined}>
          <form onSubmit={(e) => void save(e)}>
            <DialogBody>
              <DialogTitle>{t('agencyFilters.saveTitle')}</DialogTitle>
              <DialogContent className={styles.form}>
                <Caption1 className={styles.muted}>{t('agencyFilters.saveWhat', { count: current.conditions })}</Caption1>
                <Field label={t('agencyFilters.name')} required>
                  <Input value={name} maxLength={80} onChange={(_e, d) => setName(d.value)} autoFocus data-testid="save-filter-name" />
                </Field>
                <Field hint={t('agencyFilters.shareHint')}>
                  <Switch checked={shared} onChange={(_e, d) => setShared(d.checked)} label={t('agencyFilters.share')} data-testid="save-filter-shared" />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button type="submit" appearance="primary" disabled={busy || !name.trim()} data-testid="save-filter-confirm">
                  {t('agencyFilters.saveConfirm')}
                </Button>
                <Button onClick={() => setOpen(false)} disabled={busy}>
                  {t('agencyFilters.cancel')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
}
