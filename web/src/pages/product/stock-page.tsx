import { Button, MessageBar, MessageBarBody, Tab, TabList, Tooltip } from '@fluentui/react-components';
import { AddSubtractCircleRegular, HistoryRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { productExtraEndpoints as api, productsResource } from '../../../../shared/api/products';
import { passesAny } from '../../../../shared/auth/permissions';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatNumber } from '../../components/ResourceList/cell-format';
import { ResourceList } from '../../components/ResourceList/ResourceList';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { productStockConfig, stockLevel } from '../../resources/products';
import type { ColumnConfig, Entity, ResourceWebConfig } from '../../resources/resource-types';
import { useResourceChoices } from '../../resources/use-resource';
import { useRouteTitle } from '../resources/resource-pages';
import { stockOf, useStockStyles } from './stock-common';
import { MovementDialog } from './movement-dialog';
import { StockLog } from './stock-log';

const TRACKED = { 'stock.tracked': true } as const;
const VIEW_PARAM = 'view';
const PRODUCT_PARAM = 'product';

/**
 * /product/stock: the tracked products with quantity and minimum (low ones flagged), a movement recorded
 * per row (receipt, withdrawal, inventory count) and the movement log, for one product or all.
 */
export function ProductStockPage() {
  const styles = useStockStyles();
  const { t, lang } = useI18n();
  const title = useRouteTitle();
  const principal = usePrincipal();
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM) === 'log' ? 'log' : 'levels';
  const logProduct = params.get(PRODUCT_PARAM) ?? '';
  const [recording, setRecording] = useState<Entity | null>(null);
  const canRecord = passesAny(principal, api.stockUpdate.scopes);
  const { data: tracked } = useResourceChoices(productsResource, TRACKED);

  const show = (next: 'levels' | 'log', productId?: string) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      if (next === 'log') merged.set(VIEW_PARAM, 'log');
      else merged.delete(VIEW_PARAM);
      if (productId !== undefined) {
        if (productId) merged.set(PRODUCT_PARAM, productId);
        else merged.delete(PRODUCT_PARAM);
      }
      return merged;
    });

  const config = useMemo<ResourceWebConfig>(() => {
    const actions: ColumnConfig = {
      key: 'actions',
      label: 'stock.actions',
      minWidth: canRecord ? 200 : 70,
      grow: 0.8,
      render: (item, ctx) => (
        <span className={styles.rowActions}>
          {canRecord ? (
            <Button
              size="small"
              icon={<AddSubtractCircleRegular />}
              aria-label={ctx.t('stock.recordOf', { name: String(item.name) })}
              onClick={(e) => {
                e.stopPropagation();
                setRecording(item);
              }}
              data-testid="stock-record"
            >
              {ctx.t('stock.record')}
            </Button>
          ) : null}
          <Tooltip content={ctx.t('stock.showLogOf', { name: String(item.name) })} relationship="label">
            <Button
              size="small"
              appearance="subtle"
              icon={<HistoryRegular />}
              onClick={(e) => {
                e.stopPropagation();
                show('log', item.id);
              }}
              data-testid="stock-show-log"
            />
          </Tooltip>
        </span>
      ),
    };
    return { ...productStockConfig, columns: [...productStockConfig.columns, actions] };
    // `show` only writes the URL; it is the same whenever it is called.
  }, [canRecord, styles.rowActions]);

  const low = (tracked?.data ?? []).filter((p) => stockLevel(p) !== 'ok');
  const lowNotice =
    low.length > 0 ? (
      <MessageBar intent="warning" data-testid="stock-low-notice">
        <MessageBarBody>
          {t(low.length === 1 ? 'stock.lowNoticeOne' : 'stock.lowNotice', {
            count: low.length,
            names:
              low
                .slice(0, 6)
                .map((p) => `${String(p.name)} (${formatNumber(stockOf(p).quantity, lang)}/${formatNumber(stockOf(p).minQuantity, lang)})`)
                .join(', ') + (low.length > 6 ? ', …' : ''),
          })}
        </MessageBarBody>
      </MessageBar>
    ) : null;

  return (
    <section className={styles.root} aria-label={title} data-testid="stock-page">
      <PageHeader title={title} />
      <TabList className={styles.tabs} selectedValue={view} onTabSelect={(_e, d) => show(d.value === 'log' ? 'log' : 'levels')} data-testid="stock-tabs">
        <Tab value="levels" data-testid="stock-tab-levels">
          {t('stock.tabLevels')}
        </Tab>
        <Tab value="log" data-testid="stock-tab-log">
          {t('stock.tabLog')}
        </Tab>
      </TabList>
      {view === 'levels' ? (
        <ResourceList
          config={config}
          title={title}
          heading={false}
          preset={{ label: t('routes.productStock'), filter: TRACKED }}
          notice={lowNotice}
          onOpen={(item) => (canRecord ? setRecording(item) : show('log', item.id))}
        />
      ) : (
        <StockLog productId={logProduct} products={tracked?.data ?? []} onProduct={(id) => show('log', id)} />
      )}
      {recording ? <MovementDialog product={recording} onClose={() => setRecording(null)} /> : null}
    </section>
  );
}
