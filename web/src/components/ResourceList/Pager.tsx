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
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Server paging: first, previous, next, last, and the page size (0 shows every row). */
export function Pager({ page, size, total, onPage, onSize }: PagerProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const pages = size === 0 ? 1 : Math.max(1, Math.ceil(total / size));
  const from = size === 0 ? 1 : (page - 1) * size + 1;
  const to = size === 0 ? total : Math.min(total, page * size);
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
        {t('list.range', { from: Math.min(from, total), to, total })}
      </Body1>
      {size > 0 && pages > 1 ? (
        <div className={styles.nav}>
          {navButton(t('list.firstPage'), 1, <ChevronDoubleLeftRegular />, 'pager-first')}
          {navButton(t('list.previousPage'), page - 1, <ChevronLeftRegular />, 'pager-previous')}
          <Body1 className={styles.page}>{t('list.page', { page, pages })}</Body1>
          {navButton(t('list.nextPage'), page + 1, <ChevronRightRegular />, 'pager-next')}
          {navButton(t('list.lastPage'), pages, <ChevronDoubleRightRegular />, 'pager-last')}
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
