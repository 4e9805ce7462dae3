import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, CalculatorRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { agenciesResource } from '../../../../shared/api/agencies';
import { priceVariantsResource } from '../../../../shared/api/prices';
import { roomTypesResource } from '../../../../shared/api/rooms';
import { schedulesResource } from '../../../../shared/api/tours';
import { SPECIAL_CHANNELS } from '../../../../shared/domain/pricing/special';
import type { PricingResult, SpecialChannel } from '../../../../shared/domain/pricing/types';
import { ApiCallError, apiFetch } from '../../api/client';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { RESORT_REF, VESSEL_REF } from '../../resources/inventory-refs';
import { CURRENCY_REF } from '../../resources/refs';
import type { ResourceRef } from '../../resources/resource-types';
import { useRefOptions, useResourceChoices } from '../../resources/use-resource';
import { CHANNEL_NAMES } from '../../resources/special-labels';
import { ADULT_AGE, emptyForm, formProblems, toRequest, type SimForm, type SimRoom } from './simulator-model';
import { SimulatorResult } from './simulator-result';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
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
function RefDropdown({
  label,
  reference,
  value,
  onChange,
  optional,
  testId,
}: {
  label: string;
  reference: ResourceRef;
  value: string;
  onChange: (v: string) => void;
  optional?: boolean;
  testId: string;
}) {
  const { t } = useI18n();
  const { options, isLoading } = useRefOptions(reference);
  return (
    <Field label={label} data-testid={testId}>
      <Dropdown
        inlinePopup
        value={options.find((o) => o.value === value)?.title ?? value}
        selectedOptions={value ? [value] : []}
        placeholder={isLoading ? t('common.loading') : undefined}
        onOptionSelect={(_e, d) => onChange(d.optionValue ?? '')}
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

/** Ages typed as a list ("30, 30, 8"): adults and children of one room. */
const parseAges = (text: string) =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 120);

function RoomRow({
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
  const styles = useStyles();
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
        <Input value={ages} onChange={(_e, d) => setAges(d.value)} onBlur={() => onChange({ ...room, ages: parseAges(ages) })} data-testid="sim-ages" />
      </Field>
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('label.prices.simRemoveRoom', { n: index + 1 })} onClick={onRemove} />
    </fieldset>
  );
}

/**
 * The price simulator on /price: a stay or a trip, its rooms and persons, agency, channel and booking date, priced
 * by POST /api/price/simulate (the engine's PricingRequest → PricingResult) before any guest books.
 */
export function PriceSimulator() {
  const styles = useStyles();
  const { t } = useI18n();
  const [form, setForm] = useState<SimForm>(() => emptyForm(new Date().toISOString().slice(0, 10)));
  const [result, setResult] = useState<PricingResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: agencies } = useResourceChoices(agenciesResource);
  const patch = (p: Partial<SimForm>) => setForm((f) => ({ ...f, ...p }));
  const problems = formProblems(form);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await apiFetch<PricingResult>('/api/price/simulate', { method: 'POST', body: JSON.stringify(toRequest(form)) }));
    } catch (err) {
      setResult(null);
      setError(err instanceof ApiCallError ? err.error.description || err.error.message : t('app.unexpectedError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="price-simulator-title" data-testid="price-simulator">
      <Subtitle1 as="h2" id="price-simulator-title">
        {t('label.prices.simTitle')}
      </Subtitle1>
      <RadioGroup
        layout="horizontal"
        aria-label={t('label.prices.simKind')}
        value={form.kind}
        onChange={(_e, d) => patch({ kind: d.value as SimForm['kind'], asset: '', schedule: '', rooms: emptyForm('').rooms })}
      >
        <Radio value="stay" label={t('label.prices.simStay')} />
        <Radio value="trip" label={t('label.prices.simTrip')} />
      </RadioGroup>
      <div className={styles.grid}>
        <RefDropdown
          label={t(form.kind === 'stay' ? 'label.prices.resort' : 'label.prices.vessel')}
          reference={form.kind === 'stay' ? RESORT_REF : VESSEL_REF}
          value={form.asset}
          onChange={(asset) => patch({ asset })}
          testId="sim-asset"
        />
        {form.kind === 'trip' ? (
          <RefDropdown
            label={t('label.prices.schedule')}
            reference={{ resource: schedulesResource, filter: form.asset ? { vessel: form.asset } : undefined }}
            value={form.schedule}
            onChange={(schedule) => patch({ schedule })}
            optional
            testId="sim-schedule"
          />
        ) : null}
        <Field label={t('label.prices.from')}>
          <DateInput value={form.from} onChange={(from) => patch({ from: from ?? '' })} data-testid="sim-from" />
        </Field>
        <Field label={t('label.prices.to')}>
          <DateInput value={form.to} onChange={(to) => patch({ to: to ?? '' })} data-testid="sim-to" />
        </Field>
        <Field label={t('label.prices.simAgency')} data-testid="sim-agency">
          <Dropdown
            inlinePopup
            value={String(agencies?.data.find((a) => a.id === form.agency)?.name ?? '')}
            selectedOptions={form.agency ? [form.agency] : []}
            onOptionSelect={(_e, d) =>
              patch({ agency: d.optionValue ?? '', agencyCommission: Number(agencies?.data.find((a) => a.id === d.optionValue)?.commission ?? 0) })
            }
          >
            <Option value="">{t('form.none')}</Option>
            {(agencies?.data ?? []).map((a) => (
              <Option key={a.id} value={a.id}>
                {String(a.name)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('label.prices.simChannel')} data-testid="sim-channel">
          <Dropdown
            inlinePopup
            value={t(CHANNEL_NAMES[form.channel] ?? 'label.prices.simChannel')}
            selectedOptions={[form.channel]}
            onOptionSelect={(_e, d) => patch({ channel: (d.optionValue ?? 'Booking') as SpecialChannel })}
          >
            {SPECIAL_CHANNELS.map((c) => (
              <Option key={c} value={c}>
                {t(CHANNEL_NAMES[c] ?? 'label.prices.simChannel')}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('label.prices.simBookingDate')}>
          <DateInput value={form.bookingDate} onChange={(bookingDate) => patch({ bookingDate: bookingDate ?? '' })} data-testid="sim-booking-date" />
        </Field>
        <RefDropdown
          label={t('label.prices.simCurrency')}
          reference={CURRENCY_REF}
          value={form.currency}
          onChange={(currency) => patch({ currency })}
          optional
          testId="sim-currency"
        />
      </div>
      {form.rooms.map((room, i) => (
        <RoomRow
          key={i}
          room={room}
          index={i}
          form={form}
          onChange={(r) => patch({ rooms: form.rooms.map((x, j) => (j === i ? r : x)) })}
          onRemove={() => patch({ rooms: form.rooms.filter((_x, j) => j !== i) })}
        />
      ))}
      <div className={styles.actions}>
        <Button icon={<AddRegular />} onClick={() => patch({ rooms: [...form.rooms, { roomType: '', variant: '', ages: [ADULT_AGE, ADULT_AGE] }] })}>
          {t('label.prices.simAddRoom')}
        </Button>
        <Button appearance="primary" icon={<CalculatorRegular />} disabled={busy || problems.length > 0} onClick={() => void run()} data-testid="sim-run">
          {t('label.prices.simRun')}
        </Button>
        {busy ? <Spinner size="tiny" label={t('common.loading')} /> : null}
      </div>
      {problems.length > 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{problems.map((p) => t(p)).join(' ')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" data-testid="sim-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {result ? <SimulatorResult result={result} /> : null}
    </section>
  );
}
