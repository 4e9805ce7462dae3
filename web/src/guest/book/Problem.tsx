import { Body1, Button } from '@fluentui/react-components';
import type { BookT } from './book-texts';
import { useBookStyles } from './book-styles';

/** A call that failed: why (too many requests, not set up, anything else) and, but for "not set up", a retry. */
export function Problem({ t, why, retry }: { t: BookT; why: 'busy' | 'unknown' | 'error'; retry?: () => void }) {
  const styles = useBookStyles();
  return (
    <div role="alert" data-testid={`book-problem-${why}`}>
      <h2 className={styles.h2}>{t('bookPage.errorTitle')}</h2>
      <Body1 as="p">{t(why === 'busy' ? 'bookPage.busyText' : why === 'unknown' ? 'bookPage.unknownText' : 'bookPage.errorText')}</Body1>
      {retry && why !== 'unknown' ? <Button onClick={retry}>{t('bookPage.retry')}</Button> : null}
    </div>
  );
}
