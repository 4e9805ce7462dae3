import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { passesAny } from '../../../../shared/auth/permissions';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ResourceForm } from '../../components/ResourceForm/ResourceForm';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import type { Label, ResourceWebConfig } from '../../resources/resource-types';
import { titleOf, useResourceChoices } from '../../resources/use-resource';
import { useRouteTitle } from '../resources/resource-pages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  picker: { maxWidth: '360px' },
});

/** The chosen asset is in the URL (?asset=…), so a reload or a link keeps it. */
const ASSET_PARAM = 'asset';

/**
 * One part of an asset on its own page (/vesseldeck: a vessel's decks, /vessellist, /resort/dates,
 * /resort/lists): choose the vessel or resort, then edit that part and save; the asset's other fields are
 * sent back as loaded. The first asset (by name) is shown until another is chosen.
 */
export function AssetPartPage({ config, pickLabel }: { config: ResourceWebConfig; pickLabel: Label }) {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const navigate = useAppNavigate();
  const principal = usePrincipal();
  const createPath = config.routes?.create;
  const [params, setParams] = useSearchParams();
  const { data, isLoading } = useResourceChoices(config.resource);
  const assets = data?.data ?? [];
  const chosen = params.get(ASSET_PARAM) ?? assets[0]?.id ?? '';
  const chosenTitle = assets.find((a) => a.id === chosen);

  const choose = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(ASSET_PARAM, id);
      return next;
    });

  return (
    <div className={styles.root} data-testid="asset-part-page">
      <PageHeader title={title} />
      {!data && isLoading ? (
        <ListSkeleton label={t('list.loading')} columns={[2]} testId="list-loading" />
      ) : assets.length === 0 ? (
        <EmptyState testId="list-empty" message={t('label.inventory.noAssets')}>
          {createPath && passesAny(principal, config.resource.scopes.create) ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(createPath)}>
              {t('list.createFirst')}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <Field label={t(pickLabel)} className={styles.picker}>
            <Dropdown
              value={chosenTitle ? titleOf(config.resource, chosenTitle) : ''}
              selectedOptions={chosen ? [chosen] : []}
              onOptionSelect={(_e, d) => d.optionValue && choose(d.optionValue)}
              data-testid="asset-pick"
            >
              {assets.map((a) => (
                <Option key={a.id} value={a.id}>
                  {titleOf(config.resource, a)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {chosen ? (
            <ResourceForm
              key={chosen}
              config={config}
              mode="edit"
              id={chosen}
              routeTitle={title}
              heading={false}
              entityActions={false}
              onCreated={() => undefined}
              onCopied={() => undefined}
              onDeleted={() => undefined}
              panelParam={ASSET_PARAM}
            />
          ) : (
            <EmptyState testId="asset-pick-first" message={t('label.inventory.pickAssetFirst')} />
          )}
        </>
      )}
    </div>
  );
}
