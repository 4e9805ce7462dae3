import { Button, Dropdown, Field, MessageBar, MessageBarBody, Option, Radio, RadioGroup, Spinner, Subtitle1 } from '@fluentui/react-components';
import { AddRegular, CalculatorRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { agenciesResource } from '../../../../shared/api/agencies';
import { schedulesResource } from '../../../../shared/api/tours';
import { SPECIAL_CHANNELS } from '../../../../shared/domain/pricing/special';
import type { PricingResult, SpecialChannel } from '../../../../shared/domain/pricing/types';
import { ApiCallError, apiFetch } from '../../api/client';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { RESORT_REF, VESSEL_REF } from '../../resources/inventory-refs';
import { useResourceChoices } from '../../resources/use-resource';
import { CHANNEL_NAMES } from '../../resources/special-labels';
import { ADULT_AGE, emptyForm, formProblems, toRequest, type SimForm } from './simulator-model';
import { SimulatorResult } from './simulator-result';
import { currencyOptions } from './display-currencies';
import { useCurrencyBook } from './use-currencies';
import { ChoiceDropdown, RefDropdown, RoomRow, SupplementsDropdown, useSimulatorStyles as useStyles } from './simulator-fields';

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
  // The active currencies of the settings (GET /api/settings/currencies).
  const { data: currencies, isLoading: currenciesLoading } = useCurrencyBook();
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
            className={styles.control}
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
            className={styles.control}
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
        <ChoiceDropdown
          label={t('label.prices.simCurrency')}
          options={currencyOptions(currencies)}
          isLoading={currenciesLoading}
          value={form.currency}
          onChange={(currency) => patch({ currency })}
          optional
          testId="sim-currency"
        />
        <SupplementsDropdown value={form.supplements} onChange={(supplements) => patch({ supplements })} />
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
