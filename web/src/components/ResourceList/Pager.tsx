import { Body1, Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { PAGE_SIZES } from './list-state';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  page: { minWidth: '120px', textAlign: 'center' },
});

export interface PagerProps {
  page: number;
  size: number;
  /** The list's total where the answer has one (docs/decisions/booking.md "Counts"); else `more` and `count`. */
  total?: number;
  /** Rows follow this page (the answer's `more`), for a list without a total. */
  more?: boolean;
  /** The rows on this page. */
  count: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/**
 * Server paging: first, previous, next, last, and the page size (0 shows every row). Without a total (a narrowed
 * list answers only whether more rows follow) there is no last page: the page number, and Next while `more`.
 */
export function Pager({ page, size, total, more = false, count, onPage, onSize }: PagerProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const known = total !== undefined;
  const pages = size === 0 ? 1 : known ? Math.max(1, Math.ceil(total / size)) : more ? page + 1 : page;
  const from = size === 0 ? 1 : (page - 1) * size + 1;
  const to = known ? (size === 0 ? total : Math.min(total, page * size)) : from + count - 1;
  const sizes: number[] = PAGE_SIZES.includes(size as (typeof PAGE_SIZES)[number]) ? [...PAGE_SIZES] : [...PAGE_SIZES, size];

  // The browser's own tooltip (title): a Fluent Tooltip would need a portal.
  const navButton = (label: string, target: number, icon: ReactElement, testId: string) => (
    <Button
      appearance="subtle"
      icon={icon}
      aria-label={label}
      title={label}
      disabled={target === page || target < 1 || target > pages}
      onClick={() => onPage(target)}
      data-testid={testId}
    />
  );

  return (
    <nav className={styles.root} aria-label={t('list.paging')} data-testid="list-pager">
      <Body1 aria-live="polite" data-testid="list-range">
        {known ? t('list.range', { from: Math.min(from, total), to, total }) : count > 0 ? t('list.rangeOpen', { from, to }) : ''}
      </Body1>
      {size > 0 && pages > 1 ? (
        <div className={styles.nav}>
          {navButton(t('list.firstPage'), 1, <ChevronDoubleLeftRegular />, 'pager-first')}
          {navButton(t('list.previousPage'), page - 1, <ChevronLeftRegular />, 'pager-previous')}
          <Body1 className={styles.page} data-testid="pager-page">
            {known ? t('list.page', { page, pages }) : t('list.pageOpen', { page })}
          </Body1>
          {navButton(t('list.nextPage'), page + 1, <ChevronRightRegular />, 'pager-next')}
          {known ? navButton(t('list.lastPage'), pages, <ChevronDoubleRightRegular />, 'pager-last') : null}
        </div>
      ) : null}
      <Field label={t('list.pageSize')} orientation="horizontal" className={styles.size}>
        <Select value={String(size)} onChange={(_e, d) => onSize(Number(d.value))} data-testid="pager-size">
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s === 0 ? t('list.all') : s}
            </option>
          ))}
        </Select>
      </Field>
    </nav>
  );
}
