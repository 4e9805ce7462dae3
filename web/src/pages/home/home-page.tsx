import { Body1, Caption1, makeStyles, Subtitle1, Subtitle2, Text, Title2, tokens } from '@fluentui/react-components';
import { ChevronRightRegular, PersonRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { formatDate, formatWeekday, zonedToday } from '../../i18n/dates';
import { AppLink } from '../../components/AppLink/AppLink';
import { Panel } from '../../components/Panel/Panel';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal, useSession } from '../../hooks/use-session';
import { buildMenu, entryTarget } from '../../navigation/menu';
import { canOpen, profilePathFor } from '../../navigation/route-index';
import { routes } from '../../routes';
import { passesAny } from '../../../../shared/auth/permissions';
import { StartDashboard } from './start-dashboard';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1200px' },
  hero: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(240px, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sectionTitle: { margin: `0 0 ${tokens.spacingVerticalS}` },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    padding: 0,
    margin: `${tokens.spacingVerticalXS} 0 0`,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecorationLine: 'none', color: tokens.colorNeutralForeground1 },
  },
  linkIcon: { fontSize: '24px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  linkName: { flexGrow: 1 },
  account: { rowGap: tokens.spacingVerticalS },
  // Fluent's CardHeader with an image and a header, as it lays them out.
  accountHead: { display: 'flex', alignItems: 'center', flexShrink: 0 },
  accountIcon: { display: 'inline-flex', marginRight: '12px' },
  accountTitle: { display: 'flex', flexGrow: 1 },
});

type Greeting = 'home.greeting.morning' | 'home.greeting.afternoon' | 'home.greeting.evening';

function greetingFor(hour: number): Greeting {
  if (hour < 11) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

/** Who sees the booking tiles: staff with bookings.read and agency users (their own bookings); club members keep theirs. */
const DASHBOARD_SCOPES = ['bookings.read', 'agencies.self'];

/**
 * The start page: a greeting, the operator, today's date in the operator's zone, the booking tiles for staff and
 * agencies (./start-dashboard) and quick links.
 */
export function HomePage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const { data } = useBootstrap();
  const auth = useSession();
  const principal = usePrincipal();
  const features = data?.features ?? {};
  const zone = data?.settings.timezone ?? DEFAULT_TIMEZONE;
  const now = zonedToday(zone);
  const todayIso = now.iso;
  const sections = useMemo(
    () =>
      buildMenu(routes, principal, features)
        .map((s) => ({ ...s, entries: s.entries.filter((e) => e.path !== '/') }))
        .filter((s) => s.entries.length > 0),
    [principal, features],
  );
  const profilePath = profilePathFor(principal, features);
  const name = auth.user?.name ?? '';

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <Title2 as="h1" className={styles.title} data-testid="home-greeting">
          {t(greetingFor(now.hour), { name })}
        </Title2>
        <Subtitle2 data-testid="tenant-name">{data?.tenant.name}</Subtitle2>
        <Body1 className={styles.muted} data-testid="today">
          {t('home.today', { weekday: formatWeekday(todayIso, lang, 'long'), date: formatDate(todayIso) })}
        </Body1>
      </div>

      {passesAny(principal, DASHBOARD_SCOPES) ? <StartDashboard today={todayIso} /> : null}

      <div className={styles.layout}>
        <section className={styles.sections} aria-labelledby="quick-links">
          <Subtitle1 as="h2" id="quick-links" className={styles.sectionTitle}>
            {t('home.quickLinks')}
          </Subtitle1>
          {sections.length === 0 ? <Body1>{t('home.noLinks')}</Body1> : null}
          {sections.map((section) => (
            <div key={section.group} role="group" aria-labelledby={`home-${section.group}`}>
              <Caption1 as="h3" id={`home-${section.group}`} className={styles.muted}>
                {t(`nav.group.${section.group}`)}
              </Caption1>
              <ul className={styles.grid}>
                {section.entries.map((entry) => {
                  const Icon = entry.icon;
                  return (
                    <li key={entry.path}>
                      <AppLink to={entryTarget(entry)} className={styles.link}>
                        {Icon ? <Icon className={styles.linkIcon} aria-hidden /> : null}
                        <Text className={styles.linkName}>{t(`routes.${entry.name}`)}</Text>
                        <ChevronRightRegular aria-hidden />
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>

        <Panel className={styles.account} aria-labelledby="account-title">
          <div className={styles.accountHead}>
            <span className={styles.accountIcon}>
              <PersonRegular className={styles.linkIcon} aria-hidden />
            </span>
            <div className={styles.accountTitle}>
              <Subtitle2 as="h2" id="account-title">
                {t('home.account')}
              </Subtitle2>
            </div>
          </div>
          <Body1>{name}</Body1>
          <Caption1 className={styles.muted}>{t('home.signedInAs', { email: auth.user?.email ?? '' })}</Caption1>
          {profilePath ? <AppLink to={profilePath}>{t('header.profile')}</AppLink> : null}
          {canOpen('/club/dashboard', principal, features) && principal.customerId ? <AppLink to="/club/dashboard">{t('home.toClub')}</AppLink> : null}
        </Panel>
      </div>
    </div>
  );
}
