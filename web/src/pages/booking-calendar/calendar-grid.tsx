import { mergeClasses } from '@fluentui/react-components';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { HEAD_HEIGHT, LABEL_WIDTH, SCHEDULE_BAND, useGridStyles as useStyles } from './calendar-grid-styles';
import { COLUMN_WIDTH, dayLabelsOf, rangeFree, rangeOf, ROW_HEIGHT, windowOf, type CalendarModel, type CellRange, type GridSpan } from './calendar-model';

interface Props {
  model: CalendarModel;
  label: string;
  today: string;
  /** The text of a span and the words of a cell for screen readers. */
  spanText: (span: GridSpan) => string;
  cellLabel: (row: number, col: number) => string;
  onOpen: (span: GridSpan) => void;
  /** A drag (or Enter) over free cells; undefined when this calendar does not start bookings. */
  onFree?: (range: CellRange) => void;
  onPainted?: () => void;
  /** The name shown at the start of a vessel's schedule (its tour). */
  scheduleName?: (schedule: CalendarModel['schedules'][number]) => string;
}

/**
 * A windowed rooms × days grid (docs/decisions.md, "Booking calendars"): only the rows and columns in view (and a
 * few beyond) are in the DOM. One focusable grid with aria-activedescendant; arrows move the active cell, Enter
 * opens its booking or books a free cell, a drag over free cells books them; a click on a booking opens it.
 */
export function CalendarGrid({ model, label, today, spanText, cellLabel, onOpen, onFree, onPainted, scheduleName }: Props) {
  const styles = useStyles();
  const { lang } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, left: 0, height: 720, width: 1200 });
  const [active, setActive] = useState({ row: 0, col: Math.max(0, model.days.indexOf(today)) });
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState<{ from: { row: number; col: number }; to: { row: number; col: number } } | null>(null);
  const rows = model.rows.length;
  const cols = model.days.length;
  const labels = useMemo(() => dayLabelsOf(model.days, lang), [model, lang]);

  useLayoutEffect(() => {
    const el = box.current;
    if (el) setView({ top: el.scrollTop, left: el.scrollLeft, height: el.clientHeight, width: el.clientWidth });
    // Once per model, after the next frame is painted.
    if (onPainted) requestAnimationFrame(() => setTimeout(onPainted, 0));
  }, [model]);

  // A vessel's schedules get a band under the day heads with their names.
  const band = scheduleName && model.schedules.length > 0;
  const head = HEAD_HEIGHT + (band ? SCHEDULE_BAND : 0);
  const win = windowOf({ ...view, left: Math.max(0, view.left), width: view.width - LABEL_WIDTH }, rows, cols);
  const cellAt = (e: PointerEvent) => {
    const el = box.current!;
    const rect = el.getBoundingClientRect();
    const col = Math.floor((e.clientX - rect.left + el.scrollLeft - LABEL_WIDTH) / COLUMN_WIDTH);
    const row = Math.floor((e.clientY - rect.top + el.scrollTop - head) / ROW_HEIGHT);
    return row >= 0 && row < rows && col >= 0 && col < cols ? { row, col } : undefined;
  };
  const spanAt = (c: { row: number; col: number }) => model.spans[model.held[c.row]?.[c.col] ?? -1];
  // A booking's span opens it (another agency's does not); a span of no booking (a tour's departure) opens its own target.
  const opens = (span: GridSpan | undefined | false): span is GridSpan => !!span && span.kind === 'booking' && !span.booking?.anonymous;

  const moveTo = (row: number, col: number) => {
    const next = { row: Math.min(rows - 1, Math.max(0, row)), col: Math.min(cols - 1, Math.max(0, col)) };
    setActive(next);
    const el = box.current;
    if (!el) return;
    const x = LABEL_WIDTH + next.col * COLUMN_WIDTH;
    const y = head + next.row * ROW_HEIGHT;
    if (x - LABEL_WIDTH < el.scrollLeft) el.scrollLeft = x - LABEL_WIDTH;
    else if (x + COLUMN_WIDTH > el.scrollLeft + el.clientWidth) el.scrollLeft = x + COLUMN_WIDTH - el.clientWidth;
    if (y - head < el.scrollTop) el.scrollTop = y - head;
    else if (y + ROW_HEIGHT > el.scrollTop + el.clientHeight) el.scrollTop = y + ROW_HEIGHT - el.clientHeight;
  };

  const onKey = (e: KeyboardEvent) => {
    const page = Math.max(1, Math.floor(view.height / ROW_HEIGHT) - 1);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      PageUp: [-page, 0],
      PageDown: [page, 0],
    };
    const m = moves[e.key];
    if (m) moveTo(active.row + m[0], active.col + m[1]);
    else if (e.key === 'Home') moveTo(active.row, 0);
    else if (e.key === 'End') moveTo(active.row, cols - 1);
    else if (e.key === 'Enter' || e.key === ' ') {
      const span = spanAt(active);
      if (opens(span)) onOpen(span);
      else if (!span && onFree) onFree(rangeOf(active, active));
    } else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent) => {
    const c = cellAt(e);
    if (!c || e.button !== 0) return;
    setActive(c);
    if (!spanAt(c) && onFree) {
      setDrag({ from: c, to: c });
      box.current?.setPointerCapture?.(e.pointerId);
    }
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag) return;
    const c = cellAt(e);
    if (c && (c.row !== drag.to.row || c.col !== drag.to.col)) setDrag({ ...drag, to: c });
  };
  const onPointerUp = (e: PointerEvent) => {
    const c = cellAt(e);
    if (drag) {
      setDrag(null);
      const range = rangeOf(drag.from, c ?? drag.to);
      if (onFree && rangeFree(model, range)) onFree(range);
      return;
    }
    const span = c && spanAt(c);
    if (opens(span)) onOpen(span);
  };

  const sel = drag ? rangeOf(drag.from, drag.to) : undefined;
  const todayCol = model.days.indexOf(today);
  const cellId = (r: number, c: number) => `cal-cell-${r}-${c}`;
  const visibleRows = [];
  for (let r = win.row0; r <= win.row1; r++) {
    const row = model.rows[r]!;
    const cells = [];
    for (let c = win.col0; c <= win.col1; c++) {
      const inSel = sel && r >= sel.row0 && r <= sel.row1 && c >= sel.col0 && c <= sel.col1;
      cells.push(
        <div
          key={c}
          id={cellId(r, c)}
          role="gridcell"
          aria-colindex={c + 2}
          aria-label={cellLabel(r, c)}
          aria-selected={inSel ? true : undefined}
          data-testid="calendar-cell"
          data-state={model.held[r]![c] === -1 ? 'free' : 'held'}
          className={mergeClasses(
            styles.cell,
            labels[c]!.weekend && styles.weekend,
            row.closed && styles.closed,
            inSel && styles.selected,
            focused && active.row === r && active.col === c && styles.active,
          )}
          style={{ left: LABEL_WIDTH + c * COLUMN_WIDTH, top: 0 }}
        />,
      );
    }
    visibleRows.push(
      <div
        key={r}
        role="row"
        aria-rowindex={r + 2}
        style={{ position: 'absolute', top: head + r * ROW_HEIGHT, left: 0, height: ROW_HEIGHT, width: LABEL_WIDTH + cols * COLUMN_WIDTH }}
      >
        <div role="rowheader" aria-colindex={1} className={styles.label} data-testid="calendar-row" title={row.sub ? `${row.label} · ${row.sub}` : row.label}>
          {row.sub !== undefined ? (
            <span className={styles.labelLines}>
              <span className={styles.labelLine}>{row.label}</span>
              <span className={mergeClasses(styles.labelLine, styles.bed)}>{row.sub}</span>
            </span>
          ) : row.bed === undefined ? (
            row.label
          ) : row.first ? (
            `${row.label} · ${row.bed}`
          ) : (
            <span className={styles.bed}>· {row.bed}</span>
          )}
        </div>
        {cells}
      </div>,
    );
  }
  const spans = model.spans.filter((s) => s.row >= win.row0 && s.row <= win.row1 && s.end > win.col0 && s.start <= win.col1);
  const heads = [];
  for (let c = win.col0; c <= win.col1; c++) {
    const d = labels[c]!;
    heads.push(
      <div
        key={c}
        role="columnheader"
        aria-colindex={c + 2}
        aria-label={d.long}
        className={mergeClasses(styles.day, d.weekend && styles.weekend, c === todayCol && styles.todayHead)}
        style={{ left: LABEL_WIDTH + c * COLUMN_WIDTH }}
      >
        <div>{d.weekday}</div>
        <div>{d.date}</div>
      </div>,
    );
  }

  return (
    <div
      ref={box}
      className={styles.frame}
      role="grid"
      aria-label={label}
      aria-rowcount={rows + 1}
      aria-colcount={cols + 1}
      aria-activedescendant={rows && cols ? cellId(active.row, active.col) : undefined}
      tabIndex={0}
      data-testid="calendar-grid"
      onScroll={(e) => {
        const el = e.currentTarget;
        setView({ top: el.scrollTop, left: el.scrollLeft, height: el.clientHeight, width: el.clientWidth });
      }}
      onKeyDown={onKey}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    >
      <div style={{ position: 'relative', width: LABEL_WIDTH + cols * COLUMN_WIDTH, height: head + rows * ROW_HEIGHT }}>
        <div role="row" aria-rowindex={1} className={styles.head} style={{ width: LABEL_WIDTH + cols * COLUMN_WIDTH }}>
          <div role="columnheader" aria-colindex={1} className={styles.corner}>
            {label}
          </div>
          {heads}
        </div>
        {band ? (
          <div aria-hidden="true" className={styles.band} style={{ width: LABEL_WIDTH + cols * COLUMN_WIDTH }}>
            {model.schedules.map((s) => (
              <span
                key={s.id}
                className={styles.scheduleName}
                data-testid="calendar-schedule-name"
                style={{ left: LABEL_WIDTH + s.start * COLUMN_WIDTH + 2, maxWidth: (s.end - s.start) * COLUMN_WIDTH - 4 }}
              >
                {scheduleName!(s)}
              </span>
            ))}
          </div>
        ) : null}
        {visibleRows}
        {spans.map((s, i) => (
          <div
            key={i}
            aria-hidden="true"
            className={styles.span}
            data-testid="calendar-span"
            data-kind={s.kind}
            data-state={s.display.state}
            style={{
              left: LABEL_WIDTH + s.start * COLUMN_WIDTH + 3,
              width: (s.end - s.start) * COLUMN_WIDTH - 6,
              top: head + s.row * ROW_HEIGHT + 5,
              backgroundColor: s.display.colour,
              color: s.display.text,
            }}
          >
            {spanText(s)}
          </div>
        ))}
        {model.schedules.map((s) => (
          <div
            key={s.id}
            aria-hidden="true"
            className={styles.scheduleStart}
            data-testid="calendar-schedule"
            style={{ top: head, left: LABEL_WIDTH + s.start * COLUMN_WIDTH - 1, height: rows * ROW_HEIGHT }}
          />
        ))}
        {todayCol >= 0 ? (
          <div
            className={styles.today}
            data-testid="calendar-today"
            style={{ left: LABEL_WIDTH + todayCol * COLUMN_WIDTH, height: head + rows * ROW_HEIGHT }}
          />
        ) : null}
      </div>
    </div>
  );
}
