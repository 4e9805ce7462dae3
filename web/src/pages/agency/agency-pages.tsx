import {
  Body1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { parseFilter } from '../../../../shared/api/list-query';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import type { ListPreset } from '../../components/ResourceList/ResourceList';
import { useI18n } from '../../hooks/use-i18n';
import { AGENCY_FILTER_PRESETS, agenciesConfig, agencyGroupsConfig } from '../../resources/agencies';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage, useRouteTitle } from '../resources/resource-pages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  frame: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow4 },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

/** /agency and /agency/list */
export function AgencyListPage() {
  return <ResourceListPage config={agenciesConfig} />;
}

/**
 * /agency/filter/:fid: the agency list under a saved filter. A fid is the name of a preset
 * (active, inactive, travel, resell, employee, commission) or a filter JSON such as
 * {"address.country":"DE"}; anything else shows the whole list with a note.
 */
export function AgencyFilterPage() {
  const { fid = '' } = useParams();
  const { t, lang } = useI18n();
  const preset = useMemo<ListPreset | null>(() => {
    const named = AGENCY_FILTER_PRESETS[fid];
    if (named) return { label: named.label[lang], filter: named.filter };
    if (!fid.trim().startsWith('{')) return null;
    const { filter, problems } = parseFilter(fid, agenciesConfig.resource.filters);
    if (problems.length > 0 || filter.length === 0) return null;
    return { label: fid, filter: JSON.parse(fid) as Record<string, unknown> };
  }, [fid, lang]);
  const notice = preset ? undefined : (
    <MessageBar intent="warning" data-testid="unknown-filter">
      <MessageBarBody>{t('list.unknownPreset', { name: fid })}</MessageBarBody>
    </MessageBar>
  );
  return <ResourceListPage config={agenciesConfig} preset={preset ?? undefined} notice={notice} />;
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

/**
 * /agency/payments: payments of agencies come from the bookings API (GET
 * /api/bookings/agency/payments/{agency}), which does not exist yet; the list shows its columns and
 * says so until it does.
 */
export function AgencyPaymentsPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const columns = [t('agencyPayments.date'), t('agencyPayments.agency'), t('agencyPayments.booking'), t('agencyPayments.amount'), t('agencyPayments.currency')];
  return (
    <section className={styles.root} data-testid="agency-payments">
      <PageHeader title={title} />
      <MessageBar intent="info">
        <MessageBarBody>{t('agencyPayments.notYet')}</MessageBarBody>
      </MessageBar>
      <div className={styles.frame}>
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c}>{c}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Body1 className={styles.empty}>{t('list.empty')}</Body1>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
