import { Body1, Button, Card, Field, Input, makeStyles, Select, Subtitle1, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink/AppLink';
import { DateInput } from '../../components/DateInput/DateInput';
import { useClubProfile } from '../../data/club';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { useSelf } from '../../hooks/use-self';
import { usePrincipal } from '../../hooks/use-session';
import { formatDate } from '../../i18n/dates';
import { Facts, useClubStyles } from './club-kit';

/**
 * /book and /book/preview: the signed-in member books with their details prefilled (docs/decisions/club.md). The
 * booking flow itself is the guest booking engine (web/src/guest/book/, issue 25's bookweb part); until it is wired
 * here, `MemberBookingFlow` stands in: it keeps what the member chose in the URL (no cookies, as the widget) and
 * /book/preview shows it back. The customer a booking is made for comes from the session on the server, never
 * from this page.
 */
const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

const KINDS = ['resort', 'trip'] as const;
type Kind = (typeof KINDS)[number];

/** What the member chose, as the URL carries it (kind, from, to, guests). */
export interface BookingChoice {
  kind: Kind;
  from: string;
  to: string;
  guests: number;
}

export function choiceOf(search: URLSearchParams): BookingChoice | null {
  const kind = search.get('kind');
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const guests = Number(search.get('guests') ?? '1');
  if (!KINDS.includes(kind as Kind) || !/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) return null;
  if (!Number.isInteger(guests) || guests < 1 || guests > 20) return null;
  return { kind: kind as Kind, from, to, guests };
}

export const choiceQuery = (c: BookingChoice) => new URLSearchParams({ kind: c.kind, from: c.from, to: c.to, guests: String(c.guests) }).toString();

/** Who books: the signed-in member's name, or a prompt to sign in at the club. */
function Member({ children }: { children: (name: string) => ReactNode }) {
  const { t } = useI18n();
  const principal = usePrincipal();
  const { data: user } = useSelf();
  const here = useLocation();
  if (!principal.customerId) {
    return (
      <Card>
        <AppLink to={`/club/login?redirect=${encodeURIComponent(`${here.pathname}${here.search}`)}`} data-testid="club-book-sign-in">
          {t('routes.clubLogin')}
        </AppLink>
      </Card>
    );
  }
  return <>{children(user?.name ?? '')}</>;
}

/**
 * The lead guest's details the booking flow starts with: the member's own customer record (customers.self). The
 * guest engine takes them as its prefill; the server takes the customer itself from the session.
 */
export interface MemberPrefill {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  birthday?: string;
  country?: string;
}

export function prefillOf(c: {
  masterData: { firstName?: string; lastName: string; birthday?: string };
  contact: { email?: string; phone?: string };
  address: { country?: string };
}): MemberPrefill {
  return {
    firstName: c.masterData.firstName ?? '',
    lastName: c.masterData.lastName,
    ...(c.contact.email ? { email: c.contact.email } : {}),
    ...(c.contact.phone ? { phone: c.contact.phone } : {}),
    ...(c.masterData.birthday ? { birthday: c.masterData.birthday } : {}),
    ...(c.address.country ? { country: c.address.country } : {}),
  };
}

/** The placeholder of the booking flow (the lead wires the guest engine in its place): the prefill, dates, guests, Preview. */
export function MemberBookingFlow({ initial, prefill }: { initial: BookingChoice | null; prefill: MemberPrefill | undefined }) {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const [choice, setChoice] = useState<BookingChoice>(initial ?? { kind: 'resort', from: '', to: '', guests: 1 });
  const ready = choiceOf(new URLSearchParams(choiceQuery(choice))) !== null;
  return (
    <Card data-testid="club-book-flow">
      <Body1>{t('club.book.placeholder')}</Body1>
      {prefill ? (
        <Facts
          testId="club-book-prefill"
          items={[
            [t('club.profile.firstName'), prefill.firstName || '–'],
            [t('club.profile.lastName'), prefill.lastName],
            [t('club.profile.email'), prefill.email ?? '–'],
            [t('club.profile.phone'), prefill.phone ?? '–'],
          ]}
        />
      ) : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) navigate(`/book/preview?${choiceQuery(choice)}`);
        }}
      >
        <div className={styles.grid}>
          <Field label={t('club.book.kind')}>
            <Select value={choice.kind} onChange={(_e, d) => setChoice({ ...choice, kind: d.value as Kind })} data-testid="club-book-kind">
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`club.bookings.type.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('club.book.from')}>
            <DateInput value={choice.from} onChange={(iso) => setChoice({ ...choice, from: iso ?? '' })} data-testid="club-book-from" />
          </Field>
          <Field label={t('club.book.to')}>
            <DateInput
              value={choice.to}
              min={choice.from || undefined}
              onChange={(iso) => setChoice({ ...choice, to: iso ?? '' })}
              data-testid="club-book-to"
            />
          </Field>
          <Field label={t('club.book.guests')}>
            <Input
              type="number"
              min={1}
              max={20}
              value={String(choice.guests)}
              onChange={(_e, d) => setChoice({ ...choice, guests: Number(d.value) })}
              data-testid="club-book-guests"
            />
          </Field>
        </div>
        <Button type="submit" appearance="primary" disabled={!ready} data-testid="club-book-preview" style={{ marginTop: tokens.spacingVerticalM }}>
          {t('club.book.toPreview')}
        </Button>
      </form>
    </Card>
  );
}

/** /book: the member's booking page, their details prefilled. */
export function ClubBookPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const [search] = useSearchParams();
  const profile = useClubProfile(usePrincipal().customerId);
  return (
    <div className={styles.page} data-testid="club-book">
      <PageHeader title={t('club.book.title')} />
      <Member>
        {(name) => (
          <>
            <Body1 data-testid="club-book-member">{t('club.book.intro', { name })}</Body1>
            <MemberBookingFlow initial={choiceOf(search)} prefill={profile.data ? prefillOf(profile.data) : undefined} />
          </>
        )}
      </Member>
      <AppLink to="/club/dashboard">{t('club.book.back')}</AppLink>
    </div>
  );
}

/** /book/preview: what the member is about to book, from the URL, and who books it. */
export function ClubBookPreviewPage() {
  const styles = useStyles();
  const club = useClubStyles();
  const { t } = useI18n();
  const [search] = useSearchParams();
  const choice = choiceOf(search);
  return (
    <div className={styles.page} data-testid="club-book-preview-page">
      <PageHeader title={t('club.book.previewTitle')} />
      <Member>
        {(name) => (
          <Card className={club.card}>
            <Subtitle1 as="h2" className={club.heading}>
              {t('club.book.what')}
            </Subtitle1>
            {choice ? (
              <Facts
                testId="club-book-summary"
                items={[
                  [t('club.book.kind'), t(`club.bookings.type.${choice.kind}`)],
                  [t('club.book.from'), formatDate(choice.from)],
                  [t('club.book.to'), formatDate(choice.to)],
                  [t('club.book.guests'), String(choice.guests)],
                  [t('club.book.bookedBy'), name],
                ]}
              />
            ) : (
              <Body1 data-testid="club-book-nothing">{t('club.book.nothing')}</Body1>
            )}
            <AppLink to={choice ? `/book?${choiceQuery(choice)}` : '/book'}>{t('club.book.title')}</AppLink>
          </Card>
        )}
      </Member>
    </div>
  );
}
