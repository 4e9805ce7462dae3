import { Body1, Button, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { useMemo, useRef } from 'react';
import { priceVariantsResource } from '../../../../shared/api/prices';
import { roomTypesResource } from '../../../../shared/api/rooms';
import type { PriceEntry, PriceType } from '../../../../shared/domain/pricing/price-definition';
import { useSchemaForm } from '../../components/ResourceForm/form-context';
import { useI18n } from '../../hooks/use-i18n';
import type { CustomFieldProps } from '../../resources/resource-types';
import { useRefOptions, useResourceChoices } from '../../resources/use-resource';
import { assetFieldOf } from './asset-field';
import { EntryCell } from './entry-cell';
import { cellApplies, copyColumn, fillRow, findEntry, gridColumns, gridRows, moveCell, setCell, slotOf, type GridColumn, type GridRow } from './entries-model';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  frame: { overflowX: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  table: { borderCollapse: 'collapse', width: '100%' },
  caption: { textAlign: 'start', padding: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  th: { padding: tokens.spacingHorizontalS, textAlign: 'start', verticalAlign: 'top', backgroundColor: tokens.colorNeutralBackground2, whiteSpace: 'nowrap' },
  td: { padding: tokens.spacingHorizontalXS, verticalAlign: 'top', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  na: { color: tokens.colorNeutralForeground4, textAlign: 'center' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * The season's entries as a grid (role: a table with column and row headers): rows are the asset's room types
 * × the chosen variants, columns the occupancies for adults and a child column; each cell one entry's price.
 * "Fill row" copies a row's first price into its empty cells, "Copy column" the column's first price down.
 * The server's messages (400 with paths entries.N.price) are shown at their cell.
 */
export function EntriesGrid({ path, label, value, draft, onChange, readOnly }: CustomFieldProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const form = useSchemaForm();
  const entries = useMemo(() => (Array.isArray(value) ? (value as PriceEntry[]) : []), [value]);
  const type = (typeof draft.type === 'string' ? draft.type : 'room') as PriceType;
  const assetField = assetFieldOf(type);
  const asset = typeof draft[assetField] === 'string' ? (draft[assetField] as string) : undefined;
  const currency = Array.isArray(draft.currencies) && typeof draft.currencies[0] === 'string' ? draft.currencies[0] : '';
  const needsTypes = type !== 'charter';
  const { data: typeList, isLoading } = useResourceChoices(needsTypes && asset ? roomTypesResource : undefined, asset ? { [assetField]: asset } : undefined);
  const { options: variantOptions } = useRefOptions({ resource: priceVariantsResource });
  const variantIds = useMemo(() => (Array.isArray(draft.variants) ? (draft.variants as string[]) : []), [draft.variants]);

  const rows = useMemo(() => {
    const roomTypes = (typeList?.data ?? []).map((rt) => ({ id: rt.id, name: String(rt.name), maxNoOfPax: Number(rt.maxNoOfPax) || 1 }));
    const variants = variantIds.map((id) => ({ id, name: variantOptions.find((o) => o.value === id)?.title ?? id }));
    return gridRows(type, roomTypes, variants);
  }, [typeList, variantIds, variantOptions, type]);
  const cols = useMemo(() => gridColumns(type, rows), [type, rows]);
  const cells = useRef(new Map<string, HTMLInputElement>());
  const set = (next: PriceEntry[]) => onChange(next);

  const colLabel = (c: GridColumn) =>
    type === 'charter'
      ? t('label.prices.wholeVessel')
      : c.ageBand === 'child'
        ? t('label.prices.childColumn')
        : t('label.prices.adultsColumn', { count: c.noOfPax });
  const rowLabel = (r: GridRow) => [r.roomType?.name ?? t('label.prices.wholeVessel'), r.variant?.name].filter(Boolean).join(' · ');
  const cellMessage = (index: number) => {
    if (index < 0) return undefined;
    const msg = ['price', '', 'variant', 'id', 'roomType'].map((f) => form.message(`${path}.${index}${f ? `.${f}` : ''}`)).find(Boolean);
    return msg ? t(msg.key, msg.params) : undefined;
  };
  const navigate = (r: number, c: number) => (key: string) => {
    // Cells a row's type does not take have no input: the move goes on past them.
    let next = moveCell({ row: r, col: c }, key, rows.length, cols.length);
    while (next && !cells.current.has(`${next.row}:${next.col}`)) next = moveCell(next, key, rows.length, cols.length);
    const el = next && cells.current.get(`${next.row}:${next.col}`);
    if (!el) return false;
    el.focus();
    el.select();
    return true;
  };

  if (needsTypes && !asset)
    return (
      <Body1 className={styles.note} data-testid="price-grid-pick-asset">
        {t('label.prices.gridPickAsset')}
      </Body1>
    );
  if (needsTypes && isLoading) return <Spinner size="small" label={t('common.loading')} />;
  if (rows.length === 0)
    return (
      <Body1 className={styles.note} data-testid="price-grid-empty">
        {t('label.prices.gridNoRoomTypes')}
      </Body1>
    );
  const shown = new Set(rows.flatMap((r) => cols.map((c) => findEntry(entries, slotOf(r, c)))));
  const others = entries.filter((_e, i) => !shown.has(i)).length;

  return (
    <div className={styles.root}>
      <div className={styles.frame}>
        <table className={styles.table} data-testid="price-grid">
          <caption className={styles.caption}>
            {label} {currency ? `(${currency})` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {type === 'charter' ? t('label.prices.variant') : t('label.prices.roomTypeAndVariant')}
              </th>
              {cols.map((c) => (
                <th key={c.key} scope="col" className={styles.th}>
                  <span className={styles.head}>
                    {colLabel(c)}
                    {readOnly || rows.length < 2 ? null : (
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<ArrowDownRegular />}
                        aria-label={t('label.prices.copyColumn', { column: colLabel(c) })}
                        title={t('label.prices.copyColumn', { column: colLabel(c) })}
                        onClick={() => set(copyColumn(entries, rows, c))}
                        data-testid="price-copy-column"
                      />
                    )}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, ri) => (
              <tr key={r.key} data-testid="price-grid-row">
                <th scope="row" className={styles.th}>
                  <span className={styles.head}>
                    {rowLabel(r)}
                    {readOnly || cols.length < 2 ? null : (
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<ArrowRightRegular />}
                        aria-label={t('label.prices.fillRow', { row: rowLabel(r) })}
                        title={t('label.prices.fillRow', { row: rowLabel(r) })}
                        onClick={() => set(fillRow(entries, r, cols))}
                        data-testid="price-fill-row"
                      />
                    )}
                  </span>
                </th>
                {cols.map((c, ci) => {
                  if (!cellApplies(r, c))
                    return (
                      <td key={c.key} className={`${styles.td} ${styles.na}`} aria-label={t('label.prices.notApplicable')}>
                        –
                      </td>
                    );
                  const slot = slotOf(r, c);
                  const at = findEntry(entries, slot);
                  return (
                    <td key={c.key} className={styles.td}>
                      <EntryCell
                        id={`price-cell-${ri}-${ci}`}
                        label={`${rowLabel(r)}, ${colLabel(c)}`}
                        price={at >= 0 ? entries[at]!.price : undefined}
                        readOnly={readOnly}
                        message={cellMessage(at)}
                        onCommit={(price) => set(setCell(entries, slot, price))}
                        onNavigate={navigate(ri, ci)}
                        register={(el) => (el ? cells.current.set(`${ri}:${ci}`, el) : cells.current.delete(`${ri}:${ci}`))}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Caption1 className={styles.note}>{t('label.prices.gridHint')}</Caption1>
      {others > 0 ? (
        <Caption1 className={styles.note} data-testid="price-grid-others">
          {t('label.prices.gridOtherEntries', { count: others })}
        </Caption1>
      ) : null}
    </div>
  );
}
