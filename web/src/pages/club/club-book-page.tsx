import { Body1, Card, Field, makeStyles, Radio, RadioGroup, Spinner, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '../../../../shared/constants';
import { AppLink } from '../../components/AppLink/AppLink';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useClubProfile } from '../../data/club';
import { BookFlow } from '../../guest/book/BookFlow';
import type { Flow } from '../../guest/book/book-path';
import { loadBookTexts } from '../../guest/book/book-texts';
import { readUrl, type BookParams, type Choice } from '../../guest/book/book-url';
import type { MemberLead } from '../../guest/book/flow-props';
import { returnTarget } from '../../guest/book/provider-return';
import { useI18n } from '../../hooks/use-i18n';
import { useSelf } from '../../hooks/use-self';
import { usePrincipal } from '../../hooks/use-session';
import { authStore } from '../../session/auth-store';

/**
 * /book and /book/preview: the signed-in member books with the guest booking engine (web/src/guest/book/, the same
 * steps and price as /book/online and /book/resort; docs/decisions/club.md "/book and /book/preview"), inside the
 * club's shell, their details prefilled as the lead guest and contact. Every call carries the member's bearer token:
 * the server takes the tenant from it and books as the member's customer, never one the page names. /book/preview is
 * the same flow up to the price: nothing is held or created.
 */
const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  flow: { display: 'flex', flexDirection: 'column', minWidth: 0 },
});

/** The member's bearer for the booking calls (the session's current token, refreshed as the app refreshes it). */
const bearer = () => authStore.get().token ?? undefined;

/**
 * Trip or stay: what the address's choice is (a tour, departure or cabin is a trip; dates or a room type a stay),
 * else `kind=trip|stay`, else a stay when the address names a resort, else a trip.
 */
export function flowOf(choice: Choice, search: URLSearchParams, params: Pick<BookParams, 'resort'>): Flow {
  if (choice.tour || choice.schedule || choice.cabin) return 'trip';
  if (choice.checkIn || choice.roomType) return 'stay';
  const kind = search.get('kind');
  if (kind === 'trip' || kind === 'stay') return kind;
  return params.resort ? 'stay' : 'trip';
}

/** The lead guest's details the booking starts with: the member's own customer record (customers.self). */
export function leadOf(c: {
  masterData: { firstName?: string; lastName: string };
  contact: { email?: string; phone?: string };
  address: { country?: string };
}): MemberLead {
  return {
    firstName: c.masterData.firstName ?? '',
    lastName: c.masterData.lastName,
    email: c.contact.email ?? '',
    phone: c.contact.phone ?? '',
    country: c.address.country ?? '',
  };
}

/** Who books: the signed-in member, or a prompt to sign in at the club. */
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

/** The engine as the member's flow: the texts of the member's language, trip or stay, their details, their token. */
function MemberFlow({ preview }: { preview: boolean }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const profile = useClubProfile(usePrincipal().customerId);
  const [ready, setReady] = useState<Language | undefined>(undefined);
  useEffect(() => {
    void loadBookTexts(lang).then(() => setReady(lang));
  }, [lang]);
  // Back from the payment provider: on to the page's own address with the payment's outcome (as the guest pages do).
  const back = useMemo(() => returnTarget(window.location.search), []);
  useEffect(() => {
    if (back) window.location.replace(back);
  }, [back]);
  const start = useMemo(() => readUrl(window.location.search), []);
  const [flow, setFlow] = useState<Flow>(() => flowOf(start.choice, new URLSearchParams(window.location.search), start.params));
  const [choice, setChoice] = useState<Choice>(start.choice);
  // Once something is held the choice is fixed: no switching between trip and stay (the engine tells its choice).
  const [held, setHeld] = useState(Boolean(start.choice.hold));
  const onChoice = useCallback((c: Choice) => setHeld(Boolean(c.hold)), []);
  const params: BookParams = useMemo(() => ({ ...start.params, lang }), [start, lang]);
  if (!ready || back || (profile.data === undefined && !profile.error)) return <Spinner size="small" label={t('club.book.loading')} />;
  const member = profile.data ? leadOf(profile.data) : undefined;
  return (
    <div className={styles.flow}>
      {held ? null : (
        <Field label={t('club.book.kind')}>
          <RadioGroup
            layout="horizontal"
            value={flow}
            onChange={(_e, d) => {
              setFlow(d.value as Flow);
              setChoice({});
            }}
            data-testid="club-book-kind"
          >
            <Radio value="trip" label={t('club.bookings.type.trip')} />
            <Radio value="stay" label={t('club.bookings.type.resort')} />
          </RadioGroup>
        </Field>
      )}
      {flow === 'stay' && !params.resort ? (
        <Body1 data-testid="club-book-no-resort">{t('club.book.noResort')}</Body1>
      ) : (
        <BookFlow
          key={flow}
          page={{ flow, layout: 'single' }}
          params={params}
          given={params}
          choice={choice}
          lang={ready}
          bearer={bearer}
          preview={preview}
          onChoice={onChoice}
          {...(member ? { member } : {})}
        />
      )}
    </div>
  );
}

/** /book: the member's booking page, their details prefilled. */
export function ClubBookPage() {
  return <ClubBook preview={false} />;
}

/** /book/preview: the same choice and its price; nothing is held or created. */
export function ClubBookPreviewPage() {
  return <ClubBook preview />;
}

function ClubBook({ preview }: { preview: boolean }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div className={styles.page} data-testid={preview ? 'club-book-preview-page' : 'club-book'}>
      <PageHeader title={t(preview ? 'club.book.previewTitle' : 'club.book.title')} />
      <Member>
        {(name) => (
          <>
            <Body1 data-testid="club-book-member">{t(preview ? 'club.book.previewIntro' : 'club.book.intro', { name })}</Body1>
            <MemberFlow preview={preview} />
          </>
        )}
      </Member>
      <AppLink to="/club/dashboard">{t('club.book.back')}</AppLink>
    </div>
  );
}
