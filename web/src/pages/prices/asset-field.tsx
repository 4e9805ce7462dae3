import { useEffect } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { RESORT_REF, VESSEL_REF } from '../../resources/inventory-refs';
import type { CustomFieldProps, Entity } from '../../resources/resource-types';
import { useRefOptions } from '../../resources/use-resource';
import { ChoiceDropdown } from './simulator-fields';

/** Which asset a price of this type names: room prices a resort, trip and charter prices a vessel. */
export const assetFieldOf = (type: unknown): 'resort' | 'vessel' => (type === 'trip' || type === 'charter' ? 'vessel' : 'resort');

/**
 * The season's asset picker, filtered by the price type: only the field the type needs is shown (the resorts
 * for a room price, the vessels for trips and charters); the other is cleared, so a changed type never sends
 * both (the server refuses that).
 */
export function AssetField({ path, label, value, draft, onChange, onBlur, readOnly, message }: CustomFieldProps) {
  const { t } = useI18n();
  const shown = assetFieldOf(draft.type) === path;
  const { options, isLoading } = useRefOptions(path === 'vessel' ? VESSEL_REF : RESORT_REF);
  const current = typeof value === 'string' ? value : '';
  useEffect(() => {
    if (!shown && current && !readOnly) onChange(undefined);
  }, [shown, current, readOnly, onChange]);
  if (!shown) return null;
  return (
    <ChoiceDropdown
      label={label}
      options={options}
      isLoading={isLoading}
      value={current}
      onChange={(v) => onChange(v || undefined)}
      testId={`price-asset-${path}`}
      required
      message={message}
      disabled={readOnly}
      placeholder={t('label.prices.pickAsset')}
      onBlur={onBlur}
    />
  );
}

/** The season list's asset cell: the resort's or the vessel's name. */
export function AssetTitle({ item }: { item: Entity }) {
  const field = typeof item.vessel === 'string' ? 'vessel' : 'resort';
  const { options } = useRefOptions(field === 'vessel' ? VESSEL_REF : RESORT_REF);
  const id = item[field];
  if (typeof id !== 'string') return <>–</>;
  return <>{options.find((o) => o.value === id)?.title ?? id}</>;
}
