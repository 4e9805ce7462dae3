import { Badge, Body1, Caption1, Card, CardHeader, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { BedRegular, LockClosedRegular, PeopleRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useI18n } from '../../hooks/use-i18n';
import { groupCabinsByDeck, type BedInfo, type CabinInfo } from './schedule-view';

const useStyles = makeStyles({
  deck: { marginBottom: tokens.spacingVerticalL },
  deckTitle: { margin: `0 0 ${tokens.spacingVerticalS}` },
  cabins: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { height: '100%' },
  cabinName: { margin: 0 },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  beds: { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  bed: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  free: { color: tokens.colorPaletteGreenForeground1 },
  booked: { color: tokens.colorPaletteBlueForeground2 },
  blocked: { color: tokens.colorPaletteRedForeground1 },
});

/** The cabin plan of a schedule: per deck a heading and the cabins as cards, each with its beds and their state. */
export function CabinPlan({
  cabins,
  decks,
  bookingNos,
}: {
  cabins: CabinInfo[];
  decks: { key: string; name: string; sort?: number }[];
  bookingNos: Map<string, number>;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  if (cabins.length === 0) return <EmptyState testId="schedule-no-cabins" message={t('label.schedule.noCabins')} />;
  return (
    <>
      {groupCabinsByDeck(cabins, decks).map((deck) => {
        const title = deck.key === '' ? t('label.schedule.noDeck') : (deck.name ?? deck.key);
        const headingId = `deck-${deck.key || 'none'}`;
        return (
          <section key={deck.key} className={styles.deck} aria-labelledby={headingId} data-testid="schedule-deck">
            <Subtitle2 as="h3" id={headingId} className={styles.deckTitle}>
              {title}
            </Subtitle2>
            <ul className={styles.cabins}>
              {deck.cabins.map((cabin) => (
                <li key={cabin.id}>
                  <CabinCard cabin={cabin} bookingNos={bookingNos} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function CabinCard({ cabin, bookingNos }: { cabin: CabinInfo; bookingNos: Map<string, number> }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <Card className={styles.card} data-testid="schedule-cabin" data-cabin={cabin.id}>
      <CardHeader
        header={
          <Text as="h4" weight="semibold" className={styles.cabinName}>
            {cabin.name}
          </Text>
        }
        description={<Caption1>{t('label.schedule.cabinFree', { count: cabin.freeBeds })}</Caption1>}
      />
      {cabin.allowSharedRoom || !cabin.allowMixedGender ? (
        <div className={styles.flags}>
          {cabin.allowSharedRoom ? (
            <Badge appearance="tint" color="informative" icon={<PeopleRegular />} data-testid="cabin-shared">
              {t('label.schedule.shared')}
            </Badge>
          ) : null}
          {!cabin.allowMixedGender ? (
            <Badge appearance="tint" color="warning" data-testid="cabin-no-mixed">
              {t('label.schedule.noMixedGender')}
            </Badge>
          ) : null}
        </div>
      ) : null}
      <ul className={styles.beds} aria-label={t('label.schedule.bedsOf', { cabin: cabin.name })}>
        {cabin.beds.map((bed) => (
          <li key={bed.bed} className={styles.bed} data-testid="cabin-bed" data-state={bed.state}>
            {bed.state === 'blocked' ? <LockClosedRegular aria-hidden className={styles.blocked} /> : <BedRegular aria-hidden className={styles[bed.state]} />}
            <Body1>
              {t('label.schedule.bed', { bed: bed.bed })}: <span className={styles[bed.state]}>{bedText(bed, bookingNos, t)}</span>
            </Body1>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function bedText(bed: BedInfo, bookingNos: Map<string, number>, t: ReturnType<typeof useI18n>['t']): string {
  if (bed.state === 'free') return t('label.schedule.bedFree');
  if (bed.state === 'blocked') return t('label.schedule.bedBlocked');
  const booking = bed.booking ? String(bookingNos.get(bed.booking) ?? bed.booking) : '–';
  const gender = bed.gender === 'f' ? t('label.schedule.female') : bed.gender === 'm' ? t('label.schedule.male') : '';
  return gender ? `${t('label.schedule.bedBooked', { booking })} (${gender})` : t('label.schedule.bedBooked', { booking });
}
