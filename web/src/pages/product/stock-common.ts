import { makeStyles, tokens } from '@fluentui/react-components';
import { mutate } from 'swr';
import type { Product } from '../../../../shared/domain/product/product';
import type { Entity } from '../../resources/resource-types';

/** What the stock page, its movement dialog and its log share. */

export const useStockStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tabs: { marginTop: `calc(${tokens.spacingVerticalL} * -1)` },
  rowActions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  current: { color: tokens.colorNeutralForeground2 },
  preview: { fontWeight: tokens.fontWeightSemibold },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  productFilter: { minWidth: '240px' },
  frame: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
  },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
  plus: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  minus: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  table: { tableLayout: 'auto', minWidth: '860px' },
  nowrap: { whiteSpace: 'nowrap' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export type Stock = Product['stock'];
export const LOG_KEY = 'stocklog';

export const stockOf = (item: Entity) => item.stock as Stock;

/** Revalidates every page of the log that is cached. */
export const revalidateLog = () => mutate((key) => Array.isArray(key) && key[0] === LOG_KEY);
