import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { agencyFiltersResource } from '../../../../shared/api/agency-filters';
import { parseFilter } from '../../../../shared/api/list-query';
import { ApiCallError } from '../../api/client';
import type { ListPreset } from '../../components/ResourceList/ResourceList';
import { useI18n } from '../../hooks/use-i18n';
import { AGENCY_FILTER_PRESETS, agenciesConfig, agencyGroupsConfig } from '../../resources/agencies';
import { useResourceItem } from '../../resources/use-resource';
import { SavedFilterActions, SavedFilterLoading, useSavedListQuery } from './saved-filters';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage } from '../resources/resource-pages';

/** /agency and /agency/list */
export function AgencyListPage() {
  return <ResourceListPage config={agenciesConfig} actions={<SavedFilterActions />} />;
}

/** A fid that can be the id of a saved filter (the API's id pattern). */
const SAVED_FILTER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * /agency/filter/:fid: the agency list under a filter that always applies. A fid is the name of a
 * built-in preset (active, inactive, travel, resell, employee, commission), the id of a saved filter
 * (its name is shown, its search and order start the list) or a filter JSON such as
 * {"address.country":"DE"}. Anything else, and a saved filter that is gone or not shared with the
 * user, shows the whole list with a warning.
 */
export function AgencyFilterPage() {
  const { fid = '' } = useParams();
  const { t, lang } = useI18n();
  const named = AGENCY_FILTER_PRESETS[fid];
  const json = fid.trim().startsWith('{');
  const savedId = !named && !json && SAVED_FILTER_ID.test(fid) ? fid : undefined;
  const saved = useResourceItem(agencyFiltersResource, savedId);
  const savedFilter = saved.data;
  useSavedListQuery(savedFilter);

  const preset = useMemo<ListPreset | null>(() => {
    if (named) return { label: t(named.label), filter: named.filter };
    if (savedFilter) return { label: savedFilter.name, filter: savedFilter.filter ?? {} };
    if (!json) return null;
    const { filter, problems } = parseFilter(fid, agenciesConfig.resource.filters);
    if (problems.length > 0 || filter.length === 0) return null;
    return { label: fid, filter: JSON.parse(fid) as Record<string, unknown> };
  }, [fid, lang, named, json, savedFilter]);

  // Not the whole list while the saved filter is on its way: that would flash rows it does not match.
  if (savedId && !savedFilter && !saved.error) return <SavedFilterLoading />;

  let notice: ReactNode;
  if (!preset) {
    const missing = saved.error instanceof ApiCallError && saved.error.status === 404;
    const text = !savedId ? t('list.unknownPreset', { name: fid }) : missing ? t('agencyFilters.notFound', { name: fid }) : t('agencyFilters.loadFailed');
    notice = (
      <MessageBar intent="warning" data-testid="unknown-filter">
        <MessageBarBody>{text}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <ResourceListPage
      config={agenciesConfig}
      preset={preset ?? undefined}
      notice={notice}
      actions={<SavedFilterActions preset={preset ?? undefined} currentId={savedFilter?.id} />}
    />
  );
}

/** /agency/create */
export function AgencyCreatePage() {
  return <ResourceCreatePage config={agenciesConfig} />;
}

/** /agency/:id */
export function AgencyEditPage() {
  return <ResourceDetailPage config={agenciesConfig} />;
}

/** /agency/group */
export function AgencyGroupPage() {
  return <ResourcePanelPage config={agencyGroupsConfig} />;
}
