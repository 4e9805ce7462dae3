import { resortsResource, vesselsResource } from '../../../shared/api/assets';
import { destinationsResource, portsResource } from '../../../shared/api/geo';
import { mediaResource } from '../../../shared/api/media';
import { bedTypesResource, roomTypesResource } from '../../../shared/api/rooms';
import { toursResource } from '../../../shared/api/tours';
import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { VesselDeck } from '../../../shared/domain/inventory/asset';
import { useI18n } from '../hooks/use-i18n';
import type { CellContext, ColumnConfig, CustomFieldProps, Entity, ResourceRef } from './resource-types';
import { useRefOptions, useResourceItem } from './use-resource';

/** The pickers of the inventory screens: assets, types, geo data, media. */
export const RESORT_REF: ResourceRef = { resource: resortsResource };
export const VESSEL_REF: ResourceRef = { resource: vesselsResource };
export const TOUR_REF: ResourceRef = { resource: toursResource };
export const PORT_REF: ResourceRef = { resource: portsResource, filter: { active: true } };
export const DESTINATION_REF: ResourceRef = { resource: destinationsResource, filter: { active: true } };
export const BED_TYPE_REF: ResourceRef = { resource: bedTypesResource, filter: { isActive: true } };
export const MEDIA_REF: ResourceRef = { resource: mediaResource };
/** A resort's room types, a vessel's cabin types. */
export const RESORT_ROOM_TYPE_REF: ResourceRef = { resource: roomTypesResource, filter: { resort: { exists: true } } };
export const VESSEL_ROOM_TYPE_REF: ResourceRef = { resource: roomTypesResource, filter: { vessel: { exists: true } } };

/** A referenced entity's title in a list cell (the id while the choices load or for users who may not read them). */
function RefTitle({ reference, value }: { reference: ResourceRef; value: unknown }) {
  const { options } = useRefOptions(reference);
  if (typeof value !== 'string' || value === '') return <>–</>;
  return <>{options.find((o) => o.value === value)?.title ?? value}</>;
}

/** A column showing the title of the entity a field refers to. */
export function refColumn(key: string, reference: ResourceRef, extra: Partial<ColumnConfig> = {}): ColumnConfig {
  return { key, minWidth: 140, ...extra, render: (item: Entity, _ctx: CellContext) => <RefTitle reference={reference} value={item[key]} /> };
}

/** A cabin's deck: one of the chosen vessel's decks (/vesseldeck), by name. */
export function DeckSelect({ path, label, value, draft, onChange, onBlur, readOnly, message }: CustomFieldProps) {
  const { t } = useI18n();
  const vessel = typeof draft.vessel === 'string' && draft.vessel ? draft.vessel : undefined;
  const { data } = useResourceItem(vesselsResource, vessel);
  const decks = (data?.decks as VesselDeck[] | undefined) ?? [];
  const current = typeof value === 'string' ? value : '';
  const name = (key: string) => decks.find((d) => d.key === key)?.name ?? key;
  return (
    <Field
      label={label}
      hint={t('label.inventory.deckHint')}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
      data-testid={`deck-${path}`}
    >
      <Dropdown
        inlinePopup
        disabled={readOnly || !vessel}
        value={current ? name(current) : ''}
        selectedOptions={current ? [current] : []}
        onOptionSelect={(_e, d) => onChange(d.optionValue || undefined)}
        onBlur={onBlur}
      >
        <Option value="">{t('form.none')}</Option>
        {decks.map((d) => (
          <Option key={d.key} value={d.key}>
            {d.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
