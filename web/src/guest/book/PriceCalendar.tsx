import { Button, mergeClasses } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { Language } from '../../../../shared/constants';
import type { BookT } from './book-texts';
import { useBookStyles } from './book-styles';
import { moneyText } from './money-text';
import { addMonths, dayText, monthGrid, monthTitle, weekdayNames, type DayOffer } from './month-grid';

export interface PriceCalendarProps {
  month: string;
  offers: ReadonlyMap<string, DayOffer>;
  today: string;
  currency?: string;
  /** Days shown as chosen (a departure's day; a stay's arrival and departure). */
  chosen: string[];
  /** Days between the chosen ones (a stay's nights). */
  within?: (day: string) => boolean;
  /** Whether a day may be chosen; default: it has something free. */
  selectable?: (day: string, offer: DayOffer | undefined) => boolean;
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
  t: BookT;
  lang: Language;
}

/**
 * The v2 pages' month of prices and availability (docs/decisions/online-pages.md "The price calendar"): a table of
 * weeks, each day a button named with its date, whether something is free and the lowest price; past days and days
 * without anything are disabled. The months before today cannot be opened.
 */
export function PriceCalendar(props: PriceCalendarProps) {
  const { month, offers, today, currency, chosen, within, selectable, onMonth, onDay, t, lang } = props;
  const styles = useBookStyles();
  const weeks = useMemo(() => monthGrid(month, offers, today), [month, offers, today]);
  const names = useMemo(() => weekdayNames(lang), [lang]);
  const canGoBack = month > today.slice(0, 7);
  const title = monthTitle(month, lang);
  const price = (n: number) => (currency ? moneyText(n, currency, lang).replace(/[.,]00(?=\D*$)/, '') : String(n));
  return (
    <div data-testid="book-calendar">
      <div className={styles.spread}>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label={t('bookPage.prevMonth')}
          disabled={!canGoBack}
          onClick={() => onMonth(addMonths(month, -1))}
          data-testid="book-calendar-prev"
        />
        <h3 className={styles.h3} aria-live="polite">
          {title}
        </h3>
        <Button
          icon={<ChevronRightRegular />}
          aria-label={t('bookPage.nextMonth')}
          onClick={() => onMonth(addMonths(month, 1))}
          data-testid="book-calendar-next"
        />
      </div>
      <table className={styles.calendar} aria-label={`${t('bookPage.calendar')}: ${title}`}>
        <thead>
          <tr>
            {names.map((n) => (
              <th key={n} scope="col" className={styles.muted} style={{ fontWeight: 400, fontSize: '12px', textAlign: 'center' }}>
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((cell, j) =>
                cell ? (
                  <td key={cell.day} className={styles.dayCell}>
                    {(() => {
                      const o = cell.offer;
                      const label = o
                        ? o.free
                          ? o.lowest !== undefined
                            ? t('bookPage.dayFree', { day: dayText(cell.day), price: price(o.lowest) })
                            : t('bookPage.dayFreeNoPrice', { day: dayText(cell.day) })
                          : t('bookPage.dayFull', { day: dayText(cell.day) })
                        : t('bookPage.dayNone', { day: dayText(cell.day) });
                      const can = !cell.past && (selectable ? selectable(cell.day, o) : !!o?.free);
                      const isChosen = chosen.includes(cell.day);
                      const cls = mergeClasses(styles.day, o?.free && can && styles.dayFree, (isChosen || within?.(cell.day)) && styles.dayChosen);
                      return (
                        <button
                          type="button"
                          className={cls}
                          aria-pressed={isChosen}
                          disabled={!can}
                          onClick={() => onDay(cell.day)}
                          data-testid={`book-day-${cell.day}`}
                        >
                          <span className={styles.srOnly}>{label}</span>
                          <span aria-hidden="true">{cell.date}</span>
                          {o?.free && o.lowest !== undefined && !cell.past ? (
                            <span aria-hidden="true" className={styles.dayPrice}>
                              {price(o.lowest)}
                            </span>
                          ) : null}
                        </button>
                      );
                    })()}
                  </td>
                ) : (
                  <td key={`e${j}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
