import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { WidgetStats } from '../../../../shared/api/widgets';
import { formatShortDate } from '../../i18n/dates';

const useStyles = makeStyles({
  svg: { width: '100%', height: '240px', display: 'block' },
  axis: { stroke: tokens.colorNeutralStroke1 },
  label: { fill: tokens.colorNeutralForeground2, fontSize: '11px' },
  views: { fill: tokens.colorBrandBackground },
  bookings: { fill: tokens.colorPaletteGreenBackground3 },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  swatch: { display: 'inline-block', width: '10px', height: '10px', marginRight: tokens.spacingHorizontalXS, borderRadius: '2px' },
});

const H = 240;
const PAD = { left: 36, right: 8, top: 8, bottom: 24 };

/**
 * Views and bookings per day as bars, drawn as SVG by hand (no chart library in the staff bundle: docs/decisions/widget.md
 * "The stats page"). The picture is one image with a summary for screen readers; the table below holds every number.
 */
export function WidgetStatsChart({
  days,
  label,
  viewsLabel,
  bookingsLabel,
}: {
  days: WidgetStats['days'];
  label: string;
  viewsLabel: string;
  bookingsLabel: string;
}) {
  const styles = useStyles();
  // Drawn at the container's own width, so the day labels keep their shape (no stretched SVG text).
  const box = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(720);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setW(Math.max(320, Math.round(el.getBoundingClientRect().width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const max = Math.max(1, ...days.map((d) => d.views), ...days.map((d) => d.bookings));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const bar = Math.max(1, slot * 0.4);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const every = Math.ceil(days.length / Math.max(2, Math.floor(W / 90)));
  return (
    <div ref={box}>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="widget-stats-chart">
        <line className={styles.axis} x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} />
        <text className={styles.label} x={PAD.left - 4} y={PAD.top + 10} textAnchor="end">
          {max}
        </text>
        <text className={styles.label} x={PAD.left - 4} y={PAD.top + plotH} textAnchor="end">
          0
        </text>
        {days.map((d, i) => {
          const x = PAD.left + i * slot + (slot - 2 * bar) / 2;
          return (
            <g key={d.day}>
              <rect className={styles.views} x={x} y={y(d.views)} width={bar} height={PAD.top + plotH - y(d.views)} />
              <rect className={styles.bookings} x={x + bar} y={y(d.bookings)} width={bar} height={PAD.top + plotH - y(d.bookings)} />
              {i % every === 0 ? (
                <text className={styles.label} x={PAD.left + i * slot + slot / 2} y={H - 6} textAnchor="middle">
                  {formatShortDate(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className={styles.legend} aria-hidden>
        <span>
          <span className={`${styles.swatch} ${styles.views}`} style={{ backgroundColor: tokens.colorBrandBackground }} />
          {viewsLabel}
        </span>
        <span>
          <span className={styles.swatch} style={{ backgroundColor: tokens.colorPaletteGreenBackground3 }} />
          {bookingsLabel}
        </span>
      </div>
    </div>
  );
}
