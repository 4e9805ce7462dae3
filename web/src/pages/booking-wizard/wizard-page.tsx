import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { bookingEndpoints, MAX_OPTION_DAYS } from '../../../../shared/api/bookings';
import { priceScopes } from '../../../../shared/api/price-resources';
import { passesAny } from '../../../../shared/auth/permissions';
import { addDays } from '../../../../shared/calendar-date';
import { LANGUAGES } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { useRouteTitle } from '../resources/resource-pages';
import { prefillFrom, saveProblems, toCreateBody, type WizardForm } from './wizard-model';
import { WizardPersons } from './wizard-persons';
import { WizardPlace } from './wizard-place';
import { WizardPrice } from './wizard-price';
import { useWizardStyles } from './wizard-styles';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * /booking/wizard (docs/decisions.md, "Booking wizard"): 1. a stay or a trip with live availability, 2. the persons,
 * found or created inline, 3. the price with its lines and explanations as the operator types, 4. saved as a
 * confirmed booking, an option until a date, or on the waiting list; then /booking/:id. Prefilled from the
 * calendars' links (?resort=&checkIn=&checkOut=&rooms= or ?schedule=&cabins=).
 */
export function BookingWizardPage() {
  const styles = useWizardStyles();
  const { t, lang } = useI18n();
  const title = useRouteTitle();
  const principal = usePrincipal();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  // The URL prefills once.
  const [prefill] = useState(() => prefillFrom(params, lang));
  const [form, setForm] = useState<WizardForm>(prefill.form);
  const [busy, setBusy] = useState(false);
  const patch = useCallback((p: Partial<WizardForm>) => setForm((f) => ({ ...f, ...p })), []);
  // Agency users book for their own agency (the server forces it); staff choose one or none.
  const ownAgency = passesAny(principal, ['bookings.create']) ? undefined : principal.agencyId;
  const canPreview = passesAny(principal, priceScopes.read);
  const today = todayIso();
  const problems = saveProblems(form, today);

  const save = async () => {
    setBusy(true);
    try {
      const booking = await callEndpoint(bookingEndpoints.create, { body: toCreateBody(form, !!ownAgency) });
      notify({ intent: 'success', key: 'label.wizard.saved', params: { no: booking.bookingNo } });
      navigate(`/booking/${booking.id}`);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="booking-wizard">
      <PageHeader title={title} />
      <WizardPlace form={form} patch={patch} prefillRooms={prefill.rooms} />
      <WizardPersons form={form} patch={patch} />
      <WizardPrice form={form} patch={patch} ownAgency={ownAgency} canPreview={canPreview} />
      <section className={styles.section} aria-labelledby="wizard-step4">
        <h2 id="wizard-step4" className={styles.heading}>
          {t('label.wizard.step4')}
        </h2>
        <RadioGroup
          aria-label={t('label.wizard.state')}
          value={form.state}
          onChange={(_e, d) =>
            patch({ state: d.value as WizardForm['state'], ...(d.value === 'draft' && !form.optionDate ? { optionDate: addDays(today, 7) } : {}) })
          }
        >
          <Radio value="confirmed" label={t('label.wizard.confirmed')} data-testid="wizard-state-confirmed" />
          <Radio value="draft" label={t('label.wizard.draft')} data-testid="wizard-state-draft" />
          <Radio value="waiting" label={t('label.wizard.waiting')} data-testid="wizard-state-waiting" />
        </RadioGroup>
        <div className={styles.grid}>
          {form.state === 'draft' ? (
            <Field label={t('label.wizard.optionDate')} required>
              <DateInput
                value={form.optionDate}
                min={addDays(today, 1)}
                max={addDays(today, MAX_OPTION_DAYS)}
                onChange={(optionDate) => patch({ optionDate: optionDate ?? '' })}
                data-testid="wizard-option-date"
              />
            </Field>
          ) : null}
          <Field label={t('label.wizard.language')}>
            <Select value={form.language} onChange={(_e, d) => patch({ language: d.value as WizardForm['language'] })} data-testid="wizard-language">
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l.toUpperCase()}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {problems.length > 0 ? (
          <MessageBar intent="info" data-testid="wizard-problems">
            <MessageBarBody>{problems.map((p) => t(p)).join(' ')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.actions}>
          <Button appearance="primary" icon={<SaveRegular />} disabled={busy || problems.length > 0} onClick={() => void save()} data-testid="wizard-save">
            {t('label.wizard.save')}
          </Button>
        </div>
      </section>
    </div>
  );
}
