import { Badge, Button, Card, Field, Input, Select, Spinner, Subtitle1, Subtitle2 } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import * as z from 'zod';
import { customersResource } from '../../../../shared/api/customers';
import type { EndpointOutput } from '../../../../shared/api/endpoint';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { isLanguage } from '../../../../shared/i18n/core';
import { ApiCallError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog/UnsavedChangesDialog';
import { useClubProfile } from '../../data/club';
import { fieldValidation, useForm } from '../../hooks/use-form';
import { useI18n } from '../../hooks/use-i18n';
import { saveOwnLanguage, useSelf } from '../../hooks/use-self';
import { languageStore } from '../../i18n/language';
import { notify, notifyError } from '../../notices/notice-bus';
import { ReadState, useClubStyles } from './club-kit';

type Stored = EndpointOutput<typeof customersResource.endpoints.get>;

interface ProfileValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  birthday: string;
  nationality: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  passportNumber: string;
  passportNationality: string;
  language: Language | '';
}

/** Empty text is "not given"; the limits are the customer's (shared/domain/customer/customer.ts). */
const optional = (s: z.ZodType) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), s.optional());
const code = optional(z.string().trim().length(2));
const profileSchema = z.object({
  firstName: z.string().max(100),
  lastName: z.string().trim().min(1).max(100),
  birthday: optional(z.iso.date()),
  nationality: code,
  email: optional(z.email()),
  phone: optional(z.string().max(50)),
  street: optional(z.string().max(200)),
  zip: optional(z.string().max(20)),
  city: optional(z.string().max(100)),
  country: code,
  passportNumber: optional(z.string().max(50)),
  passportNationality: code,
});

const valuesOf = (c: Stored, language: Language | undefined): ProfileValues => ({
  firstName: c.masterData.firstName ?? '',
  lastName: c.masterData.lastName,
  birthday: c.masterData.birthday ?? '',
  nationality: c.masterData.nationality ?? '',
  email: c.contact.email ?? '',
  phone: c.contact.phone ?? '',
  street: c.address.street ?? '',
  zip: c.address.zip ?? '',
  city: c.address.city ?? '',
  country: c.address.country ?? '',
  passportNumber: c.passport.number ?? '',
  passportNationality: c.passport.nationality ?? '',
  language: language ?? '',
});

const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
const upper = (v: string) => text(v)?.toUpperCase();

/** The profile tab: the member's own customer record (customers.self), and their language. */
export function ClubProfile({ customer }: { customer: string | undefined }) {
  const styles = useClubStyles();
  const { t } = useI18n();
  const res = useClubProfile(customer);
  const { data: user } = useSelf();
  return (
    <section className={styles.section} aria-labelledby="club-profile-title" data-testid="club-profile">
      <Subtitle1 as="h2" id="club-profile-title" className={styles.heading}>
        {t('club.profile.title')}
      </Subtitle1>
      <ReadState
        testId="club-profile"
        texts={{ loading: t('club.profile.loading'), error: t('club.profile.error'), empty: '' }}
        loading={Boolean(customer) && !res.data}
        error={res.error}
        empty={false}
        onRetry={() => void res.mutate()}
      />
      {res.data ? (
        <ProfileForm
          key={`${res.data.version}`}
          stored={res.data}
          language={user?.settings.language}
          onSaved={(c) => void res.mutate(c, { revalidate: false })}
        />
      ) : null}
    </section>
  );
}

function ProfileForm({ stored, language, onSaved }: { stored: Stored; language: Language | undefined; onSaved: (c: Stored) => void }) {
  const styles = useClubStyles();
  const { t } = useI18n();
  const form = useForm<ProfileValues>(valuesOf(stored, language), profileSchema, { required: { lastName: 'validation.required' } });
  const [busy, setBusy] = useState(false);
  const v = form.values;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.submit()) return;
    setBusy(true);
    try {
      const saved = await callEndpoint(customersResource.endpoints.update, {
        params: { id: stored.id },
        body: {
          ...stored,
          masterData: {
            ...stored.masterData,
            firstName: v.firstName.trim(),
            lastName: v.lastName.trim(),
            birthday: text(v.birthday),
            nationality: upper(v.nationality),
          },
          contact: { email: text(v.email), phone: text(v.phone) },
          address: { ...stored.address, street: text(v.street), zip: text(v.zip), city: text(v.city), country: upper(v.country) },
          passport: { number: text(v.passportNumber), nationality: upper(v.passportNationality) },
        },
      });
      if (v.language && v.language !== language) {
        await saveOwnLanguage(v.language);
        languageStore.choose(v.language);
      }
      form.reset(valuesOf(saved, v.language || language));
      onSaved(saved);
      notify({ intent: 'success', key: 'club.profile.saved' });
    } catch (err) {
      if (err instanceof ApiCallError && err.status === 409) notify({ intent: 'warning', key: 'club.profile.conflict' });
      else notifyError(err);
    }
    setBusy(false);
  };

  const field = (
    name: keyof ProfileValues & string,
    label: string,
    props: { type?: 'email' | 'tel'; autoComplete?: string; required?: boolean; hint?: string } = {},
  ) => (
    <Field label={label} required={props.required} hint={props.hint} {...fieldValidation(form.issueOf(name), t)}>
      <Input
        type={props.type}
        autoComplete={props.autoComplete}
        value={String(v[name])}
        onChange={(_e, d) => form.set(name, d.value)}
        onBlur={() => form.blur(name)}
        data-testid={`club-profile-${name}`}
      />
    </Field>
  );
  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: '12px 16px', alignItems: 'start' } as const;

  return (
    <Card className={styles.card}>
      <UnsavedChangesDialog when={form.dirty} />
      <form onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby="club-profile-title" className={styles.section}>
        {form.dirty ? (
          <Badge appearance="tint" color="warning" data-testid="club-profile-dirty">
            {t('common.unsavedChanges')}
          </Badge>
        ) : null}
        <div style={grid}>
          {field('firstName', t('club.profile.firstName'), { autoComplete: 'given-name' })}
          {field('lastName', t('club.profile.lastName'), { autoComplete: 'family-name', required: true })}
          <Field label={t('club.profile.birthday')} {...fieldValidation(form.issueOf('birthday'), t)}>
            <DateInput
              value={v.birthday}
              onChange={(iso) => form.set('birthday', iso ?? '')}
              onBlur={() => form.blur('birthday')}
              data-testid="club-profile-birthday"
            />
          </Field>
          {field('nationality', t('club.profile.nationality'), { hint: t('club.profile.countryCode') })}
        </div>
        <Subtitle2 as="h3" className={styles.heading}>
          {t('club.profile.contact')}
        </Subtitle2>
        <div style={grid}>
          {field('email', t('club.profile.email'), { type: 'email', autoComplete: 'email' })}
          {field('phone', t('club.profile.phone'), { type: 'tel', autoComplete: 'tel' })}
          <Field label={t('club.profile.language')}>
            <Select value={v.language} onChange={(_e, d) => form.set('language', isLanguage(d.value) ? d.value : '')} data-testid="club-profile-language">
              {v.language === '' ? <option value="">–</option> : null}
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {t(`header.languageName.${l}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Subtitle2 as="h3" className={styles.heading}>
          {t('club.profile.address')}
        </Subtitle2>
        <div style={grid}>
          {field('street', t('club.profile.street'), { autoComplete: 'street-address' })}
          {field('zip', t('club.profile.zip'), { autoComplete: 'postal-code' })}
          {field('city', t('club.profile.city'), { autoComplete: 'address-level2' })}
          {field('country', t('club.profile.country'), { hint: t('club.profile.countryCode') })}
        </div>
        <Subtitle2 as="h3" className={styles.heading}>
          {t('club.profile.passport')}
        </Subtitle2>
        <div style={grid}>
          {field('passportNumber', t('club.profile.passportNumber'))}
          {field('passportNationality', t('club.profile.passportNationality'), { hint: t('club.profile.countryCode') })}
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy || !form.dirty}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            data-testid="club-profile-save"
          >
            {busy ? t('common.saving') : t('common.save')}
          </Button>
          <Button type="button" disabled={busy || !form.dirty} onClick={() => form.reset(valuesOf(stored, language))}>
            {t('common.reset')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
