import { useClubProfile } from '../../data/club';
import {
  Avatar,
  Body1,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Tab,
  TabList,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { useSelf } from '../../hooks/use-self';
import { ClubBookings } from './club-bookings';
import { ClubCertifications } from './club-certifications';
import { ClubForms } from './club-forms';
import { ClubInvoices } from './club-invoices';
import { ClubProfile } from './club-profile';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  hero: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  summary: { rowGap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  tabs: { flexWrap: 'wrap' },
  // On a phone the tabs come first: the member came for their bookings, the profile card follows below.
  main: { minWidth: 0, '@media (max-width: 900px)': { order: -1 } },
  panel: { paddingTop: tokens.spacingVerticalM, minWidth: 0 },
});

const TABS = ['bookings', 'invoices', 'guestforms', 'profile', 'certifications'] as const;
type ClubTab = (typeof TABS)[number];
const isTab = (v: unknown): v is ClubTab => TABS.includes(v as ClubTab);

/**
 * /club/dashboard and /club/dashboard/:tab: the club member's home (docs/decisions/club.md): their bookings, invoices
 * (pay the open amount), guest forms to fill, profile and certification, each a tab with its own read.
 */
export function ClubDashboardPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const { tab } = useParams();
  const navigate = useAppNavigate();
  const { data: user } = useSelf();
  const { data: bootstrap } = useBootstrap();
  const current: ClubTab = isTab(tab) ? tab : 'bookings';

  // The member's own record (the same read as the profile tab, so shared by SWR): its phone is what the member keeps
  // up to date there; the customer's internal id means nothing to a member and is not shown.
  const { data: profile } = useClubProfile(user?.customerId);
  const facts: Array<[string, ReactNode]> = [
    [t('common.email'), user?.email],
    [t('common.phone'), profile?.contact.phone || user?.phone || '–'],
    [t('common.language'), user?.settings.language ? t(`header.languageName.${user.settings.language}`) : '–'],
  ];

  // Staff and administrators may open the club area too; without a customer of their own there is nothing to read.
  const customer = user?.customerId;
  const linked = Boolean(customer);
  const panels: Record<ClubTab, ReactNode> = {
    bookings: <ClubBookings enabled={linked} />,
    invoices: <ClubInvoices enabled={linked} />,
    guestforms: <ClubForms enabled={linked} />,
    profile: <ClubProfile customer={customer} />,
    certifications: <ClubCertifications enabled={linked} />,
  };

  return (
    <div className={styles.page} data-testid="club-dashboard">
      <div className={styles.hero}>
        <Title2 as="h1" className={styles.title}>
          {t('club.welcome', { name: user?.name ?? '' })}
        </Title2>
        <Body1 className={styles.muted} data-testid="tenant-name">
          {bootstrap?.tenant.name}
        </Body1>
      </div>
      <div className={styles.layout}>
        <Card className={styles.summary} aria-labelledby="club-profile">
          <CardHeader
            image={<Avatar name={user?.name} color="brand" size={40} />}
            header={
              <Subtitle2 as="h2" id="club-profile">
                {t('club.profileSummary')}
              </Subtitle2>
            }
            description={<Caption1>{user?.name}</Caption1>}
          />
          <dl className={styles.facts}>
            {facts.map(([term, detail]) => (
              <Fragment key={term}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.detail}>{detail}</dd>
              </Fragment>
            ))}
          </dl>
        </Card>
        <div className={styles.main}>
          <TabList
            className={styles.tabs}
            selectedValue={current}
            onTabSelect={(_e, d) => navigate(`/club/dashboard/${String(d.value)}`)}
            aria-label={t('club.tabs')}
          >
            {TABS.map((id) => (
              <Tab key={id} value={id} id={`club-tab-${id}`} aria-controls="club-panel">
                {t(`club.tab.${id}`)}
              </Tab>
            ))}
          </TabList>
          <div id="club-panel" role="tabpanel" aria-labelledby={`club-tab-${current}`} className={styles.panel} data-testid="club-panel" data-tab={current}>
            {user && !linked ? (
              <MessageBar intent="info" data-testid="club-no-customer">
                <MessageBarBody>{t('club.noCustomer')}</MessageBarBody>
              </MessageBar>
            ) : (
              panels[current]
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
