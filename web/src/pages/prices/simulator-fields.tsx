import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { priceVariantsResource, supplementsResource } from '../../../../shared/api/prices';
import { roomTypesResource } from '../../../../shared/api/rooms';
import { useI18n } from '../../hooks/use-i18n';
import type { ResourceRef } from '../../resources/resource-types';
import { useRefOptions } from '../../resources/use-resource';
import type { SimForm, SimRoom } from './simulator-model';

/** The simulator's layout and its pickers: a referenced resource's entries, one room with its persons' ages. */
export const useSimulatorStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  // Dropdowns and date pickers take the column's width rather than their own minimum.
  control: { minWidth: 0, width: '100%' },
  room: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** A dropdown of a referenced resource's entries (an optional "none"). */
export function RefDropdown(props: {
  label: string;
  reference: ResourceRef;
  value: string;
  onChange: (v: string) => void;
  optional?: boolean;
  testId: string;
}) {
  const { options, isLoading } = useRefOptions(props.reference);
  return <ChoiceDropdown {...props} options={options} isLoading={isLoading} />;
}

/**
 * A dropdown of value → title choices (an optional "none"); the value is shown as it is until its title is known.
 * Also a form field (the season's asset): required, its validation message, read-only, a placeholder, blur.
 */
export function ChoiceDropdown({
  label,
  options,
  isLoading,
  value,
  onChange,
  optional,
  testId,
  required,
  message,
  disabled,
  placeholder,
  onBlur,
}: {
  label: string;
  options: ReadonlyArray<{ value: string; title: string }>;
  isLoading: boolean;
  value: string;
  onChange: (v: string) => void;
  optional?: boolean;
  testId: string;
  required?: boolean;
  message?: string;
  disabled?: boolean;
  placeholder?: string;
  onBlur?: () => void;
}) {
  const { t } = useI18n();
  const styles = useSimulatorStyles();
  return (
    <Field label={label} data-testid={testId} required={required} validationMessage={message} validationState={message ? 'error' : 'none'}>
      <Dropdown
        className={styles.control}
        inlinePopup
        disabled={disabled}
        value={options.find((o) => o.value === value)?.title ?? value}
        selectedOptions={value ? [value] : []}
        placeholder={isLoading ? t('common.loading') : placeholder}
        onOptionSelect={(_e, d) => onChange(d.optionValue ?? '')}
        onBlur={onBlur}
      >
        {optional ? <Option value="">{t('form.none')}</Option> : null}
        {options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.title}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** The optional supplements chosen for the whole stay or trip (several; the mandatory ones the engine adds anyway). */
export function SupplementsDropdown({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useI18n();
  const styles = useSimulatorStyles();
  const { options, isLoading } = useRefOptions({ resource: supplementsResource, filter: { active: true } });
  return (
    <Field label={t('label.prices.supplements')} data-testid="sim-supplements">
      <Dropdown
        className={styles.control}
        inlinePopup
        multiselect
        value={value.map((id) => options.find((o) => o.value === id)?.title ?? id).join(', ')}
        selectedOptions={value}
        placeholder={isLoading ? t('common.loading') : undefined}
        onOptionSelect={(_e, d) => onChange(d.selectedOptions)}
      >
        {options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.title}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** Ages typed as a list ("30, 30, 8"): adults and children of one room. */
const parseAges = (text: string) =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 120);

export function RoomRow({
  room,
  index,
  form,
  onChange,
  onRemove,
}: {
  room: SimRoom;
  index: number;
  form: SimForm;
  onChange: (r: SimRoom) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const styles = useSimulatorStyles();
  const typeRef: ResourceRef = { resource: roomTypesResource, filter: { [form.kind === 'stay' ? 'resort' : 'vessel']: form.asset || '-' } };
  const [ages, setAges] = useState(room.ages.join(', '));
  return (
    <fieldset className={styles.room} data-testid="sim-room">
      <legend>{t('label.prices.simRoomN', { n: index + 1 })}</legend>
      <RefDropdown
        label={t('label.prices.roomType')}
        reference={typeRef}
        value={room.roomType}
        onChange={(roomType) => onChange({ ...room, roomType })}
        testId="sim-room-type"
      />
      <RefDropdown
        label={t('label.prices.variant')}
        reference={{ resource: priceVariantsResource, filter: { active: true } }}
        value={room.variant}
        onChange={(variant) => onChange({ ...room, variant })}
        optional
        testId="sim-variant"
      />
      <Field label={t('label.prices.simAges')} hint={t('label.prices.simAgesHint')}>
        <Input
          className={styles.control}
          value={ages}
          onChange={(_e, d) => setAges(d.value)}
          onBlur={() => onChange({ ...room, ages: parseAges(ages) })}
          data-testid="sim-ages"
        />
      </Field>
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('label.prices.simRemoveRoom', { n: index + 1 })} onClick={onRemove} />
    </fieldset>
  );
}
