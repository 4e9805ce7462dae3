import { Badge, Body1, Button, Caption1, Field, Input, Spinner } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../shared/constants';
import type { FormDates } from '../../../shared/domain/forms/form-answers';
import type { MessageKey, Translate } from '../../../shared/i18n/core';
import { isoToDateText } from '../forms/guest-form-text';
import { guestApi, GuestApiError, pageOf, type ByToken, type GuestFormData, type LinkedGuest, type SaveBody } from './guest-api';
import { DEFAULT_UPLOAD_KB, FormCard } from './GuestFormCard';
import { PROGRESS_COLOR, today, useGuestPageStyles as useStyles } from './guest-page-styles';

type Load = { kind: 'loading' } | { kind: 'ready'; data: ByToken } | { kind: 'invalid' } | { kind: 'busy' } | { kind: 'failed' };

export interface GuestPageProps {
  kind: 'single' | 'multi' | 'standalone';
  /** The path's id: the booking's, or a standalone link's. */
  id?: string;
  token: string;
  lang: Language;
  t: Translate;
  onLanguage: (lang: Language) => void;
}

/** The guest's own page (issue 24): the operator, the guest, the stay, each form with its progress, drafts saved as the guest goes. */
export function GuestPage({ kind, id = '', token, lang, t, onLanguage }: GuestPageProps) {
  const styles = useStyles();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    (kind === 'standalone' ? guestApi.standalone(id, token) : guestApi.byToken(token)).then(
      (data) => live && setLoad({ kind: 'ready', data }),
      (err: unknown) => {
        if (!live) return;
        const status = err instanceof GuestApiError ? err.status : 0;
        setLoad({ kind: status === 404 || status === 400 ? 'invalid' : status === 429 ? 'busy' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, id, token, attempt]);

  const operator = load.kind === 'ready' ? load.data.tenant.name : '';
  useEffect(() => {
    document.title = operator ? t('guestPage.titleOf', { operator }) : t('guestPage.title');
  }, [operator, t]);

  const other: Language = lang === 'de' ? 'en' : 'de';
  return (
    <>
      <header className={styles.bar}>
        <span className={styles.operator}>{operator || '\u00a0'}</span>
        <Button
          appearance="transparent"
          className={styles.lang}
          lang={other}
          aria-label={t('guestPage.languageLabel')}
          onClick={() => onLanguage(other)}
          data-testid="guest-language"
        >
          {t('guestPage.language')}
        </Button>
      </header>
      <main className={styles.page} data-testid="guest-page">
        {load.kind === 'loading' ? (
          <div className={styles.center}>
            <Spinner label={t('guestPage.loading')} />
          </div>
        ) : load.kind === 'ready' ? (
          <Ready data={load.data} multi={kind !== 'standalone' && pageOf(kind, load.data) === 'multi'} token={token} lang={lang} t={t} />
        ) : (
          <Problem
            title={t(load.kind === 'invalid' ? 'guestPage.invalidTitle' : load.kind === 'busy' ? 'guestPage.busyTitle' : 'guestPage.errorTitle')}
            text={t(load.kind === 'invalid' ? 'guestPage.invalidText' : load.kind === 'busy' ? 'guestPage.busyText' : 'guestPage.errorText')}
            testId={`guest-${load.kind}`}
            retry={load.kind === 'invalid' ? undefined : { label: t('guestPage.retry'), run: () => setAttempt((a) => a + 1) }}
          />
        )}
      </main>
    </>
  );
}

function Problem({ title, text, testId, retry }: { title: string; text: string; testId: string; retry?: { label: string; run: () => void } }) {
  const styles = useStyles();
  return (
    <section data-testid={testId}>
      <h1 className={styles.h1}>{title}</h1>
      <Body1 as="p">{text}</Body1>
      {retry ? <Button onClick={retry.run}>{retry.label}</Button> : null}
    </section>
  );
}

function Ready({ data, multi, token, lang, t }: { data: ByToken; multi: boolean; token: string; lang: Language; t: Translate }) {
  const styles = useStyles();
  const dates = useMemo<FormDates>(
    () => ({
      today: today(),
      ...(data.booking.arrival ? { arrival: data.booking.arrival } : {}),
      ...(data.booking.departure ? { departure: data.booking.departure } : {}),
    }),
    [data.booking],
  );
  const keys = useMemo(() => [...new Set(data.forms.map((f) => f.guest))], [data.forms]);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [links, setLinks] = useState<LinkedGuest[]>([]);
  // Asked again after each of the lead's saves, so the group's progress follows.
  const [saves, setSaves] = useState(0);
  // The lead sees the group (to forward each guest their own link) on either page; fills in for them on the multi page.
  const standalone = data.standalone;
  const lead = data.guest.key === 'lead' && !standalone;
  // A counter link starts a new respondent after each submit: the card is made anew.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!multi && !lead) return;
    guestApi.linked(data.booking.id, token).then(
      (r) => setLinks(r.data),
      () => undefined,
    );
  }, [multi, lead, data.booking.id, token, saves]);
  const groupKeys = multi ? keys : links.map((l) => l.guest);

  const nameOf = (key: string) =>
    key === 'lead'
      ? t('guestPage.lead')
      : (links.find((l) => l.guest === key)?.name ??
        data.forms.find((f) => f.guest === key)?.guestName ??
        t('guestPage.guestN', { n: key.replace('guest-', '') }));
  const shownKey = multi ? (selected ?? keys[0]) : undefined;

  return (
    <>
      <h1 className={styles.h1}>{t('guestPage.title')}</h1>
      <div className={styles.facts} data-testid="guest-facts">
        {data.guest.name ? <Body1 data-testid="guest-name">{data.guest.name}</Body1> : null}
        {standalone ? null : <Body1>{t('guestPage.booking', { bookingNo: data.booking.bookingNo })}</Body1>}
        {data.booking.arrival ? (
          <Body1>
            {t('guestPage.dates', { arrival: isoToDateText(data.booking.arrival), departure: isoToDateText(data.booking.departure ?? data.booking.arrival) })}
          </Body1>
        ) : null}
      </div>
      {multi || (lead && groupKeys.length > 0) ? (
        <section className={styles.card} aria-labelledby="guest-group" data-testid="guest-group">
          <h2 id="guest-group" className={styles.h2}>
            {t('guestPage.group')}
          </h2>
          <Caption1>{t(multi ? 'guestPage.groupHint' : 'guestPage.groupForwardHint')}</Caption1>
          <ul className={styles.list}>
            {groupKeys.map((key) => (
              <GroupEntry
                key={key}
                guestKey={key}
                name={nameOf(key)}
                link={links.find((l) => l.guest === key)}
                forms={data.forms.filter((f) => f.guest === key)}
                lang={lang}
                current={key === shownKey}
                onFill={multi ? () => setSelected(key) : undefined}
                t={t}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {multi && shownKey ? <h2 className={styles.h2Gap}>{t('guestPage.formsOf', { name: nameOf(shownKey) })}</h2> : null}
      {(multi ? data.forms.filter((f) => f.guest === shownKey) : data.forms).length === 0 ? (
        <Body1 as="p" data-testid="guest-empty">
          {t('guestPage.noForms')}
        </Body1>
      ) : (
        // Every guest's cards stay mounted (the others hidden): switching guests keeps what the lead typed and saved.
        data.forms.map((form) => (
          <div key={`${form.form}/${form.guest}/${round}`} hidden={multi && form.guest !== shownKey}>
            <FormCard
              form={form}
              token={token}
              lang={lang}
              t={t}
              dates={dates}
              onBehalf={multi && form.guest !== 'lead' ? form.guest : undefined}
              level={multi ? 3 : 2}
              onSaved={() => setSaves((n) => n + 1)}
              maxUploadKb={data.maxUploadKb ?? DEFAULT_UPLOAD_KB}
              {...(standalone
                ? {
                    saveTo: (body: SaveBody) => guestApi.saveStandalone(form.form, body),
                    uploads: false,
                    ...(standalone.counter ? { onNext: () => setRound((r) => r + 1) } : {}),
                  }
                : {})}
            />
          </div>
        ))
      )}
    </>
  );
}

function GroupEntry(props: {
  guestKey: string;
  name: string;
  link?: LinkedGuest;
  forms: GuestFormData[];
  current: boolean;
  /** Fill in for this guest (the multi page only). */
  onFill?: () => void;
  t: Translate;
  lang: Language;
}) {
  const { guestKey, name, link, forms, current, onFill, t, lang } = props;
  // The guest reads a form's title in their language; the definition's name is the operator's.
  const titleOf = (form: string, fallback: string) => {
    const def = forms.find((f) => f.form === form)?.definition;
    return def?.title?.[lang] || def?.title?.en || fallback;
  };
  const styles = useStyles();
  const [copied, setCopied] = useState(false);
  const url = link ? new URL(link.path, window.location.origin).href : undefined;
  return (
    <li className={styles.guest} data-testid={`guest-entry-${guestKey}`}>
      <Body1>
        <strong>{name}</strong>
      </Body1>
      <div className={styles.status}>
        {(link?.forms ?? forms.map((f) => ({ form: f.form, name: f.definition.name, progress: f.progress, physician: f.flags.includes('physician') }))).map(
          (f) => (
            <Badge key={f.form} appearance="tint" color={PROGRESS_COLOR[f.progress]} className={styles.badge}>
              {`${titleOf(f.form, f.name)}: ${t(`guestPage.progress.${f.progress}` as MessageKey)}`}
            </Badge>
          ),
        )}
      </div>
      {url && guestKey !== 'lead' ? (
        <div className={styles.actions}>
          <Field label={t('guestPage.link', { name })} className={styles.link}>
            <Input readOnly value={url} data-testid={`guest-link-${guestKey}`} />
          </Field>
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {t('guestPage.copy')}
          </Button>
          <span role="status">{copied ? t('guestPage.copied') : ''}</span>
        </div>
      ) : null}
      {onFill ? (
        <div>
          <Button appearance={current ? 'primary' : 'secondary'} aria-pressed={current} onClick={onFill} data-testid={`guest-fill-${guestKey}`}>
            {t('guestPage.fillIn', { name })}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
