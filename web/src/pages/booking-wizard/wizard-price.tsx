import { Body1, Dropdown, Field, Input, MessageBar, MessageBarBody, Option, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { agenciesResource } from '../../../../shared/api/agencies';
import { priceVariantsResource, termsResource } from '../../../../shared/api/prices';
import { specialsResource } from '../../../../shared/api/specials';
import type { PricingResult } from '../../../../shared/domain/pricing/types';
import { ApiCallError, apiFetch } from '../../api/client';
import { SpecialWarning } from '../../components/SpecialWarning/SpecialWarning';
import { useI18n } from '../../hooks/use-i18n';
import { useRefOptions } from '../../resources/use-resource';
import { RefDropdown, SupplementsDropdown } from '../prices/simulator-fields';
import { SimulatorResult } from '../prices/simulator-result';
import { toSimulateBody, wizardProblems, type WizardForm } from './wizard-model';
import { useWizardStyles } from './wizard-styles';

/** How long the wizard waits after the last change before it asks for the price again. */
export const PRICE_DEBOUNCE_MS = 400;

/** The price of the form as it is, asked again PRICE_DEBOUNCE_MS after the last change; a stale answer is dropped. */
function usePrice(form: WizardForm, agency: string, enabled: boolean) {
  const [state, setState] = useState<{ result: PricingResult | null; error: string | null; busy: boolean }>({ result: null, error: null, busy: false });
  const ready = enabled && wizardProblems(form).length === 0 && (form.kind === 'stay' || !!form.from);
  const body = ready ? JSON.stringify(toSimulateBody(form, agency)) : null;
  useEffect(() => {
    if (!body) return setState({ result: null, error: null, busy: false });
    let live = true;
    setState((s) => ({ ...s, busy: true }));
    const timer = setTimeout(() => {
      apiFetch<PricingResult>('/api/price/simulate', { method: 'POST', body })
        .then((result) => live && setState({ result, error: null, busy: false }))
        .catch((err: unknown) => {
          if (!live) return;
          const error = err instanceof ApiCallError ? err.error.description || err.error.message : String(err);
          setState({ result: null, error, busy: false });
        });
    }, PRICE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [body]);
  return state;
}

/**
 * Step 3: variant, supplements, specials, agency (staff; an agency user books for its own), source and terms, with
 * the price, its lines and their explanations as the simulator answers them (the server stores the same on save).
 */
export function WizardPrice({
  form,
  patch,
  ownAgency,
  canPreview,
}: {
  form: WizardForm;
  patch: (p: Partial<WizardForm>) => void;
  ownAgency: string | undefined;
  canPreview: boolean;
}) {
  const { t } = useI18n();
  const styles = useWizardStyles();
  const agency = ownAgency ?? form.agency;
  const { result, error, busy } = usePrice(form, agency, canPreview);
  const { options: specials, isLoading: specialsLoading } = useRefOptions({ resource: specialsResource });
  return (
    <section className={styles.section} aria-labelledby="wizard-step3">
      <h2 id="wizard-step3" className={styles.heading}>
        {t('label.wizard.step3')}
      </h2>
      <div className={styles.grid}>
        <RefDropdown
          label={t('label.wizard.variant')}
          reference={{ resource: priceVariantsResource, filter: { active: true } }}
          value={form.variant}
          onChange={(variant) => patch({ variant })}
          optional
          testId="wizard-variant"
        />
        <SupplementsDropdown value={form.supplements} onChange={(supplements) => patch({ supplements })} />
        <Field label={t('label.wizard.specials')} data-testid="wizard-specials">
          <Dropdown
            className={styles.control}
            inlinePopup
            multiselect
            value={form.specials.map((id) => specials.find((o) => o.value === id)?.title ?? id).join(', ')}
            selectedOptions={form.specials}
            placeholder={specialsLoading ? t('common.loading') : undefined}
            onOptionSelect={(_e, d) => patch({ specials: d.selectedOptions })}
          >
            {specials.map((o) => (
              <Option key={o.value} value={o.value}>
                {o.title}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {ownAgency ? (
          <Field label={t('label.wizard.agency')}>
            <Body1 data-testid="wizard-own-agency">{t('label.wizard.ownAgency')}</Body1>
          </Field>
        ) : (
          <RefDropdown
            label={t('label.wizard.agency')}
            reference={{ resource: agenciesResource }}
            value={form.agency}
            onChange={(a) => patch({ agency: a })}
            optional
            testId="wizard-agency"
          />
        )}
        <Field label={t('label.wizard.source')} hint={t('label.wizard.sourceHint')}>
          <Input value={form.source} maxLength={100} onChange={(_e, d) => patch({ source: d.value })} data-testid="wizard-source" />
        </Field>
        <RefDropdown
          label={t('label.wizard.terms')}
          reference={{ resource: termsResource, filter: { active: true } }}
          value={form.termsOfPayment}
          onChange={(termsOfPayment) => patch({ termsOfPayment })}
          optional
          testId="wizard-terms"
        />
      </div>
      <div aria-live="polite" aria-busy={busy} data-testid="wizard-price">
        {!canPreview ? <Body1>{t('label.wizard.priceHidden')}</Body1> : null}
        {canPreview && !result && !busy && !error ? <Body1>{t('label.wizard.noPrice')}</Body1> : null}
        {busy ? <Spinner size="tiny" label={t('label.wizard.pricing')} /> : null}
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        ) : null}
        {result ? <SpecialWarning lines={result.lines} currency={result.currency} /> : null}
        {result ? <SimulatorResult result={result} /> : null}
      </div>
    </section>
  );
}
