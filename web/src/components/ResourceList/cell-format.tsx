import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { format, money } from '../../../../shared/domain/money';
import { getPath } from '../ResourceForm/form-values';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { enumLabel } from '../../resources/labels';
import type { CellContext, ColumnConfig, Entity, ResourceWebConfig } from '../../resources/resource-types';

const useStyles = makeStyles({
  swatch: {
    display: 'inline-block',
    width: tokens.spacingHorizontalL,
    height: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    verticalAlign: 'middle',
  },
  yes: { color: tokens.colorPaletteGreenForeground1 },
  no: { color: tokens.colorNeutralForeground3 },
});

// Dates are formatted in one place (web/src/i18n/dates.ts); the resource lists' callers import them from here too.
export { formatDate, formatDateTime };

export function formatNumber(value: number, lang: string, maxDecimals = 2): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: maxDecimals }).format(value);
}

/** An amount in its currency as money in the reader's language ("€25.00", "25,00 €"); the value as it is when not a number. */
export function formatMoney(value: unknown, currency: unknown, lang: string): string {
  if (typeof value !== 'number' || typeof currency !== 'string' || !currency) return String(value);
  try {
    return format(money(value, currency), lang === 'de' ? 'de-DE' : 'en-GB');
  } catch {
    return `${formatNumber(value, lang)} ${currency}`;
  }
}

/** The text of a cell whose format is text (every format but boolean and color, which are drawn). */
export function cellText(config: ResourceWebConfig, column: ColumnConfig, item: Entity, ctx: CellContext): string {
  const value = getPath(item, column.key);
  if (value === undefined || value === null || value === '') return '';
  switch (column.format) {
    case 'date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    case 'dateTime':
      return typeof value === 'string' ? formatDateTime(value, ctx.timezone) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value, ctx.lang) : String(value);
    case 'percent':
      return typeof value === 'number' ? `${formatNumber(value, ctx.lang)} %` : String(value);
    case 'money':
      return formatMoney(value, getPath(item, column.currencyKey ?? 'currency'), ctx.lang);
    case 'list':
      return Array.isArray(value) ? value.map((v) => enumLabel(config, column.key, String(v), ctx.t)).join(', ') : String(value);
    case 'enum':
      return enumLabel(config, column.key, String(value), ctx.t);
    default:
      if (Array.isArray(value)) return value.map(String).join(', ');
      if (typeof value === 'object') return '';
      if (typeof value === 'boolean') return value ? ctx.t('common.yes') : ctx.t('common.no');
      return enumLabel(config, column.key, String(value), ctx.t);
  }
}

/** The cell of a column: its own renderer, else the field's value shown as the format says. */
export function useCellRenderer(config: ResourceWebConfig, ctx: CellContext) {
  const styles = useStyles();
  return (column: ColumnConfig, item: Entity): ReactNode => {
    if (column.render) return column.render(item, ctx);
    const value = getPath(item, column.key);
    if (value === undefined || value === null || value === '') return '';
    if (column.format === 'boolean')
      return value ? (
        <CheckmarkRegular className={styles.yes} aria-label={ctx.t('common.yes')} />
      ) : (
        <DismissRegular className={styles.no} aria-label={ctx.t('common.no')} />
      );
    if (column.format === 'color') return typeof value === 'string' ? <span className={styles.swatch} style={{ backgroundColor: value }} title={value} /> : '';
    return cellText(config, column, item, ctx);
  };
}
