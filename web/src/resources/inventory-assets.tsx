import { Checkbox, Field } from '@fluentui/react-components';
import { resortsResource, vesselsResource } from '../../../shared/api/assets';
import { useI18n } from '../hooks/use-i18n';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { CustomFieldProps, Label, ResourceWebConfig } from './resource-types';

const active = { key: 'isActive', format: 'boolean', minWidth: 64, grow: 0.4 } as const;

/** Lists of an asset (/vessellist, /resort/lists). */
const listLabels = {
  isActive: 'label.inventory.active',
  lists: 'label.inventory.lists',
  'lists.columns': 'label.inventory.listColumns',
} satisfies Record<string, Label>;

/** Weekdays as the calendar settings number them: 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS: ReadonlyArray<readonly [number, Label]> = [
  [1, 'label.inventory.monday'],
  [2, 'label.inventory.tuesday'],
  [3, 'label.inventory.wednesday'],
  [4, 'label.inventory.thursday'],
  [5, 'label.inventory.friday'],
  [6, 'label.inventory.saturday'],
  [7, 'label.inventory.sunday'],
];

/** Ticked weekdays in calendar order; none ticked is no list (the calendar settings and the weekend rule decide). */
export function toggleWeekday(current: readonly number[] | undefined, day: number, on: boolean): number[] | undefined {
  const next = new Set(current ?? []);
  if (on) next.add(day);
  else next.delete(day);
  return next.size ? [...next].sort((a, b) => a - b) : undefined;
}

/** Seven checkboxes Monday to Sunday for a resort's arrival or departure weekdays; the last of the two explains the rule. */
function WeekdayChecks({ path, label, value, onChange, onBlur, readOnly, message, explain }: CustomFieldProps & { explain?: boolean }) {
  const { t } = useI18n();
  const days = Array.isArray(value) ? (value as number[]) : [];
  return (
    <Field
      label={{ children: label, id: `${path}-label` }}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
      hint={explain ? t('label.inventory.weekdaysHint') : undefined}
    >
      <div role="group" aria-labelledby={`${path}-label`} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }} data-testid={`weekdays-${path}`}>
        {WEEKDAYS.map(([day, name]) => (
          <Checkbox
            key={day}
            label={t(name)}
            checked={days.includes(day)}
            disabled={readOnly}
            onChange={(_e, d) => onChange(toggleWeekday(days, day, d.checked === true))}
            onBlur={onBlur}
            data-testid={`weekday-${path}-${day}`}
          />
        ))}
      </div>
    </Field>
  );
}

export const resortsConfig: ResourceWebConfig = {
  resource: resortsResource,
  routes: { list: '/resort/list', create: '/resort/create', detail: (id) => `/resort/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'key', sort: 'key', minWidth: 100 },
    { key: 'country', minWidth: 70, grow: 0.5 },
    { key: 'currency', minWidth: 70, grow: 0.5 },
    { key: 'timezone', minWidth: 140 },
    active,
  ],
  refs: { country: COUNTRY_REF, currency: CURRENCY_REF },
  labels: {
    ...listLabels,
    arrivalWeekdays: 'label.inventory.arrivalWeekdays',
    departureWeekdays: 'label.inventory.departureWeekdays',
  },
  hints: { 'lists.columns': 'label.inventory.listColumnsHint' },
  custom: { arrivalWeekdays: WeekdayChecks, departureWeekdays: (props) => <WeekdayChecks {...props} explain /> },
  sections: [
    { title: 'label.inventory.general', fields: ['name', 'key', 'country', 'currency', 'timezone', 'isActive'] },
    { title: 'routes.resortDates', fields: ['arrivalWeekdays', 'departureWeekdays'] },
    { title: 'label.inventory.lists', fields: ['lists'] },
  ],
};

export const vesselsConfig: ResourceWebConfig = {
  resource: vesselsResource,
  routes: { list: '/vessel/list', create: '/vessel/create', detail: (id) => `/vessel/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'key', sort: 'key', minWidth: 100 },
    { key: 'noOfCabins', format: 'number', minWidth: 110 },
    { key: 'currency', minWidth: 70, grow: 0.5 },
    active,
  ],
  refs: { currency: CURRENCY_REF },
  labels: { ...listLabels, noOfCabins: 'label.inventory.numberOfCabins', decks: 'label.inventory.decks' },
  hints: { 'lists.columns': 'label.inventory.listColumnsHint' },
  sections: [
    { title: 'label.inventory.general', fields: ['name', 'key', 'currency', 'noOfCabins', 'isActive'] },
    { title: 'label.inventory.decks', fields: ['decks'] },
    { title: 'label.inventory.lists', fields: ['lists'] },
  ],
};

/** One part of an asset edited on its own page (/vesseldeck, /vessellist, /resort/dates, /resort/lists): the rest is kept as loaded. */
export function assetPartConfig(config: ResourceWebConfig, part: readonly string[]): ResourceWebConfig {
  const all = Object.keys(config.resource.schema.shape);
  // One card without a heading of its own: the page's heading names the part.
  return { ...config, hidden: all.filter((f) => !part.includes(f)), sections: undefined };
}

export const vesselDecksConfig = assetPartConfig(vesselsConfig, ['decks']);
export const vesselListsConfig = assetPartConfig(vesselsConfig, ['lists']);
export const resortDatesConfig = assetPartConfig(resortsConfig, ['arrivalWeekdays', 'departureWeekdays']);
export const resortListsConfig = assetPartConfig(resortsConfig, ['lists']);
