import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, makeStyles, OverlayDrawer, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DismissRegular } from '@fluentui/react-icons';
import { useCallback, type ReactNode } from 'react';
import { passesAny } from '../../../../shared/auth/permissions';
import { useMatches, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink/AppLink';
import { ResourceForm } from '../../components/ResourceForm/ResourceForm';
import { ResourceList, type ListPreset } from '../../components/ResourceList/ResourceList';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import type { ResolvedRoute } from '../../navigation/route-tree';
import type { Draft } from '../../components/ResourceForm/form-values';
import type { Entity, ResourceWebConfig } from '../../resources/resource-types';
import { titleOf, useResourceItem } from '../../resources/use-resource';

const useStyles = makeStyles({
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  drawerBody: { paddingBottom: tokens.spacingVerticalL },
});

/** The current route's translated name: the page's heading. */
export function useRouteTitle(): string {
  const { t } = useI18n();
  const matches = useMatches();
  const route = matches[matches.length - 1]?.handle as ResolvedRoute | undefined;
  return route ? t(`routes.${route.name}`) : t('app.name');
}

/** The link back to a list, above a form. */
export function BackToList({ to }: { to: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <AppLink to={to} data-testid="back-to-list">
      <span className={styles.back}>
        <ArrowLeftRegular aria-hidden />
        {t('form.backToList')}
      </span>
    </AppLink>
  );
}

/** What a list page takes: its resource configuration, an optional preset filter, a notice and extra actions. */
interface ListPageProps {
  config: ResourceWebConfig;
  preset?: ListPreset;
  notice?: ReactNode;
  actions?: ReactNode;
}

/** A list whose rows open their own detail pages. */
export function ResourceListPage({ config, preset, notice, actions }: ListPageProps) {
  const title = useRouteTitle();
  return <ResourceList config={config} title={title} preset={preset} notice={notice} actions={actions} />;
}

/** /x/create: a new entity; saving leads to its page. */
export function ResourceCreatePage({ config, aside }: { config: ResourceWebConfig; aside?: (draft: Draft, entity: Entity | undefined) => ReactNode }) {
  const title = useRouteTitle();
  const navigate = useAppNavigate();
  const routes = config.routes;
  return (
    <ResourceForm
      config={config}
      mode="create"
      routeTitle={title}
      before={routes ? <BackToList to={routes.list} /> : undefined}
      onCreated={(item) => routes && navigate(routes.detail(item.id), { replace: true })}
      onCopied={() => undefined}
      onDeleted={() => undefined}
      aside={aside}
    />
  );
}

/** /x/:id (edit) and /x/view/:id (read only). */
export function ResourceDetailPage({
  config,
  mode = 'edit',
  aside,
}: {
  config: ResourceWebConfig;
  mode?: 'edit' | 'view';
  aside?: (draft: Draft, entity: Entity | undefined) => ReactNode;
}) {
  const title = useRouteTitle();
  const navigate = useAppNavigate();
  const principal = usePrincipal();
  const { id } = useParams();
  const routes = config.routes;
  // Someone who reaches only their own record (agencies.self, customers.self) has no list to go back to.
  const listShown = passesAny(principal, config.resource.scopes.read);
  return (
    <ResourceForm
      key={id}
      config={config}
      mode={mode}
      id={id}
      routeTitle={title}
      before={routes && listShown ? <BackToList to={routes.list} /> : undefined}
      onCreated={() => undefined}
      onCopied={(copy) => routes && navigate(routes.detail(copy.id))}
      onDeleted={() => routes && navigate(routes.list, { replace: true })}
      onEdit={routes && id ? () => navigate(routes.detail(id)) : undefined}
      aside={aside}
    />
  );
}

/** The side panel's entity: an id, or "new". */
const PANEL_PARAM = 'id';
const NEW = 'new';

/**
 * A list that edits in a side panel, for resources with one route only (groups, roles, places, taxes):
 * the panel's entity is in the URL (?id=…, ?id=new), so a reload keeps it open.
 */
export function ResourcePanelPage({
  config,
  preset,
  notice,
  actions,
  aside,
}: ListPageProps & { aside?: (draft: Draft, entity: Entity | undefined) => ReactNode }) {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const panel = params.get(PANEL_PARAM);
  const { data: entity } = useResourceItem(config.resource, panel && panel !== NEW ? panel : undefined);

  const setPanel = useCallback(
    (id: string | null, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(PANEL_PARAM, id);
          else next.delete(PANEL_PARAM);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // Closing is leaving the panel's entity: with unsaved changes the form's leave dialog asks first,
  // the same dialog that Back and the menu get.
  const close = () => setPanel(null);
  const heading = panel === NEW ? t('form.newEntry', { title }) : entity ? titleOf(config.resource, entity) : title;

  return (
    <>
      <ResourceList
        config={config}
        title={title}
        preset={preset}
        notice={notice}
        actions={actions}
        onOpen={(item) => setPanel(item.id)}
        onCreate={() => setPanel(NEW)}
      />
      <OverlayDrawer open={!!panel} position="end" size="large" onOpenChange={(_e, d) => !d.open && close()} aria-label={heading} data-testid="resource-panel">
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('form.close')} onClick={close} data-testid="panel-close" />}
          >
            {heading}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.drawerBody}>
          {panel ? (
            <ResourceForm
              key={panel}
              config={config}
              mode={panel === NEW ? 'create' : 'edit'}
              id={panel === NEW ? undefined : panel}
              routeTitle={title}
              heading={false}
              onCreated={(item) => setPanel(item.id, true)}
              onCopied={(item) => setPanel(item.id)}
              onDeleted={() => setPanel(null, true)}
              panelParam={PANEL_PARAM}
              aside={aside}
            />
          ) : null}
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
