import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { DashboardAnswer } from '../../../../shared/api/booking-dashboard';
import { AppLink } from '../../components/AppLink/AppLink';
import { useI18n } from '../../hooks/use-i18n';
import { barsOf } from './dashboard-model';
import { formatDay, Tile, useTileStyles } from './booking-tiles';

const BAR_HEIGHT = 48;

const useStyles = makeStyles({
  asset: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  bars: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: '2px',
    height: `${BAR_HEIGHT}px`,
    listStyleType: 'none',
    margin: 0,
    padding: `0 0 ${tokens.spacingVerticalXXS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  bar: { flex: '1 1 0', minWidth: '3px', height: '100%', display: 'flex', alignItems: 'flex-end' },
  fill: { width: '100%', backgroundColor: tokens.colorBrandBackground, borderRadius: '2px 2px 0 0' },
  full: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

/**
 * The occupancy of the next days per asset as plain CSS bars (no chart library in the repo: docs/decisions.md,
 * "Start page"): each day a list item whose accessible text says the day, taken, capacity and share.
 */
export function OccupancyTile({
  data,
  names,
  calendarOf,
}: {
  data: DashboardAnswer;
  names: Map<string, string>;
  calendarOf: (type: 'resort' | 'vessel') => string | null;
}) {
  const styles = useStyles();
  const tile = useTileStyles();
  const { t } = useI18n();
  const list = data.occupancy ?? [];
  return (
    <Tile id="dash-occupancy" title={t('home.dash.occupancy', { days: data.days })}>
      {list.length === 0 ? <Body1 className={tile.muted}>{t('home.dash.noOccupancy', { days: data.days })}</Body1> : null}
      {list.map((o) => {
        const { bars, average } = barsOf(o, data.today);
        const name = names.get(o.asset) ?? t('home.dash.unknownAsset', { id: o.asset });
        const heading = t('home.dash.occupancyOf', { asset: name, share: average, capacity: o.capacity });
        const calendar = calendarOf(o.type);
        const headId = `dash-occ-${o.asset}`;
        return (
          <div key={o.asset} className={styles.asset} data-testid="dash-occupancy-asset">
            <Body1 id={headId}>
              {calendar ? <AppLink to={`${calendar}?asset=${encodeURIComponent(o.asset)}&from=${data.today}&days=30`}>{heading}</AppLink> : heading}
            </Body1>
            <ul className={styles.bars} aria-labelledby={headId}>
              {bars.map((b) => (
                <li
                  key={b.date}
                  className={styles.bar}
                  title={t('home.dash.dayShare', { date: formatDay(b.date), taken: b.taken, capacity: o.capacity, share: b.share })}
                >
                  <span style={VISUALLY_HIDDEN}>
                    {t('home.dash.dayShare', { date: formatDay(b.date), taken: b.taken, capacity: o.capacity, share: b.share })}
                  </span>
                  <span
                    aria-hidden
                    className={`${styles.fill} ${b.share >= 100 ? styles.full : ''}`}
                    style={{ height: `${Math.min(100, b.share)}%` }}
                    data-testid="dash-occupancy-bar"
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Tile>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
