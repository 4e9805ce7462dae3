import { makeStyles, SearchBox } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  search: { width: '320px', maxWidth: '100%' },
});

const SEARCH_DEBOUNCE_MS = 300;

/** The list's search box: what is typed is sent once the typing pauses. */
export function ListSearch({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The URL changed from elsewhere (Back, a cleared filter): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <SearchBox
      className={styles.search}
      value={text}
      onChange={(_e, d) => setText(d.value)}
      placeholder={t('list.searchPlaceholder')}
      aria-label={label}
      data-testid="list-search"
    />
  );
}
