import { Body1, Button, Caption1, Checkbox, Field, Input, Link, Select, Spinner, Textarea } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { bookApi, BookApiError, forgetAnswers } from './book-api';
import { createBody, detailsProblems, memberComplete, type ContactDetails, type DetailsProblem, type GuestDetails } from './book-bodies';
import { useBookStyles } from './book-styles';
import { countries } from './countries';
import { isHeld } from './engine';
import type { FlowProps } from './flow-props';
import { failureOf } from './use-call';
import { Problem } from './Problem';

/** What the guest typed, kept while the page lives (a v2 step back and forth keeps it; personal data never goes into the address). */
let draft: { contact: ContactDetails; others: GuestDetails[] } = {
  contact: { firstName: '', lastName: '', email: '', phone: '', country: '', note: '', acceptTerms: false },
  others: [],
};

/**
 * The guest's details: the contact (guest 1, who gets the confirmation), every other guest's name, a message and the
 * terms. Sending them holds the choice (booking/create): the countdown starts and the payment is next. A 409 (taken
 * meanwhile) says so and sends the guest back to choose.
 */
export function DetailsStep({ page, state, dispatch, params, api, t, lang, track, member, preview }: FlowProps) {
  const styles = useBookStyles();
  const pax = state.choice.pax ?? 1;
  // A signed-in club member (/book) starts with their own details as the lead guest and contact.
  const [contact, setContact] = useState<ContactDetails>(() => (member ? { ...draft.contact, ...member } : draft.contact));
  const short = member !== undefined && memberComplete(member);
  const [others, setOthers] = useState<GuestDetails[]>(() => Array.from({ length: pax - 1 }, (_, i) => draft.others[i] ?? { firstName: '', lastName: '' }));
  const [shown, setShown] = useState<DetailsProblem[]>([]);
  const [failed, setFailed] = useState<'busy' | 'unknown' | 'error' | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const locked = isHeld(state.status) && state.status !== 'holding';
  draft = { contact, others };

  const msg = (p: DetailsProblem) =>
    shown.includes(p) ? t(p === 'email' ? 'bookPage.emailInvalid' : p === 'acceptTerms' ? 'bookPage.termsNeeded' : 'bookPage.required') : undefined;
  const text = (key: 'firstName' | 'lastName' | 'email' | 'phone', label: Parameters<typeof t>[0], type: 'text' | 'email' | 'tel' = 'text', auto?: string) => (
    <Field label={t(label)} required validationMessage={msg(key)}>
      <Input
        type={type}
        autoComplete={auto}
        value={contact[key]}
        disabled={locked}
        onChange={(_, d) => setContact((c) => ({ ...c, [key]: d.value }))}
        data-testid={`book-${key}`}
      />
    </Field>
  );

  const submit = async () => {
    const problems = detailsProblems(contact, others);
    setShown(problems);
    if (problems.length) {
      // The first field with a problem gets the focus.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = createBody(page.flow, state.choice, params, contact, others, lang);
    if (!body) return;
    setFailed(undefined);
    dispatch({ type: 'holdStarted' });
    try {
      const hold = await bookApi.create(api, body);
      forgetAnswers();
      track('hold');
      dispatch({
        type: 'held',
        hold: { id: hold.id, expiresAt: hold.holdExpiresAt, extensionsLeft: hold.extensionsLeft, ...(hold.bookingNo ? { bookingNo: hold.bookingNo } : {}) },
        token: hold.token,
      });
    } catch (err) {
      forgetAnswers();
      const taken = err instanceof BookApiError && err.status === 409;
      dispatch({ type: 'holdFailed', taken });
      if (!taken) setFailed(failureOf(err));
    }
  };

  // /book/preview: the choice and its price (the step above), nothing held; booking it goes on at /book.
  if (preview) {
    return (
      <div className={styles.list} data-testid="book-preview">
        <Body1>{t('bookPage.previewOnly')}</Body1>
        <div>
          <Link href={`/book${window.location.search}`} data-testid="book-preview-continue">
            {t('bookPage.previewContinue')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className={styles.list}
      data-testid="book-details"
    >
      <h3 className={styles.h3}>{t('bookPage.contact')}</h3>
      {short ? (
        <div data-testid="book-member">
          <Body1 block>{t('bookPage.memberAs', { name: `${contact.firstName} ${contact.lastName}`.trim() })}</Body1>
          <Caption1 block className={styles.muted}>{`${contact.email} · ${contact.phone}`}</Caption1>
          <Caption1 block className={styles.muted}>
            {t('bookPage.memberHint')}
          </Caption1>
        </div>
      ) : (
        <div className={styles.fields}>
          {text('firstName', 'bookPage.firstName', 'text', 'given-name')}
          {text('lastName', 'bookPage.lastName', 'text', 'family-name')}
          {text('email', 'bookPage.email', 'email', 'email')}
          {text('phone', 'bookPage.phone', 'tel', 'tel')}
          <Field label={t('bookPage.country')} required validationMessage={msg('country')}>
            <Select
              value={contact.country}
              disabled={locked}
              onChange={(_, d) => setContact((c) => ({ ...c, country: d.value }))}
              autoComplete="country"
              data-testid="book-country"
            >
              <option value="">{t('bookPage.genderChoose')}</option>
              {countries(lang).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}
      {others.map((g, i) => (
        <fieldset key={i} className={styles.fields} style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend className={styles.h3}>{t('bookPage.guestsOf', { n: i + 2 })}</legend>
          {(['firstName', 'lastName'] as const).map((k) => (
            <Field
              key={k}
              label={t(k === 'firstName' ? 'bookPage.firstName' : 'bookPage.lastName')}
              required
              validationMessage={shown.includes(`guest${i + 2}`) && !g[k].trim() ? t('bookPage.required') : undefined}
            >
              <Input
                value={g[k]}
                disabled={locked}
                onChange={(_, d) => setOthers((all) => all.map((x, j) => (j === i ? { ...x, [k]: d.value } : x)))}
                data-testid={`book-guest-${i + 2}-${k}`}
              />
            </Field>
          ))}
        </fieldset>
      ))}
      <Field label={t('bookPage.notes')}>
        <Textarea value={contact.note} disabled={locked} onChange={(_, d) => setContact((c) => ({ ...c, note: d.value }))} resize="vertical" />
      </Field>
      <Field validationMessage={msg('acceptTerms')}>
        <Checkbox
          checked={contact.acceptTerms}
          disabled={locked}
          onChange={(_, d) => setContact((c) => ({ ...c, acceptTerms: d.checked === true }))}
          label={t('bookPage.terms')}
          data-testid="book-terms"
        />
      </Field>
      {state.notice === 'taken' ? (
        <Body1 role="alert" data-testid="book-taken">
          {t('bookPage.taken')}
        </Body1>
      ) : null}
      {failed ? <Problem t={t} why={failed} /> : null}
      {locked ? null : (
        <div>
          <Button type="submit" appearance="primary" disabled={state.status === 'holding'} data-testid="book-reserve">
            {state.status === 'holding' ? <Spinner size="tiny" label={t('bookPage.holding')} /> : t('bookPage.reserve')}
          </Button>
        </div>
      )}
    </form>
  );
}
