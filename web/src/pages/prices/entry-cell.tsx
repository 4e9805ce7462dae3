import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { parseAmount } from '../../i18n/money';

const useStyles = makeStyles({
  input: { width: '100%', minWidth: '80px' },
  message: { display: 'block', color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase100, maxWidth: '160px' },
});

interface EntryCellProps {
  id: string;
  label: string;
  price: number | undefined;
  readOnly: boolean;
  /** The server's or the form's message for this entry. */
  message?: string;
  onCommit: (price: number | null) => void;
  /** A navigation key: the grid moves the focus; true when it did. */
  onNavigate: (key: string) => boolean;
  register: (el: HTMLInputElement | null) => void;
}

const show = (price: number | undefined, lang: string) =>
  price === undefined ? '' : new Intl.NumberFormat(lang, { minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: false }).format(price);

/**
 * One price of the entries grid: typed as text ("120", "120,50"), written when the cell is left or Enter is
 * pressed; an empty cell removes its entry. Arrow keys move between cells (left and right once the caret is at
 * the text's edge), Enter moves down, Escape restores the saved price.
 */
export function EntryCell({ id, label, price, readOnly, message, onCommit, onNavigate, register }: EntryCellProps) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const [text, setText] = useState(show(price, lang));
  const [invalid, setInvalid] = useState(false);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(show(price, lang));
  }, [price, lang]);

  const commit = () => {
    const parsed = parseAmount(text);
    if (parsed === undefined) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (parsed !== (price ?? null)) onCommit(parsed);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    if (e.key === 'Escape') {
      setText(show(price, lang));
      setInvalid(false);
      return;
    }
    const atStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const atEnd = el.selectionStart === el.value.length;
    if ((e.key === 'ArrowLeft' && !atStart) || (e.key === 'ArrowRight' && !atEnd)) return;
    if (!['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter'].includes(e.key)) return;
    if (e.key === 'Enter') commit();
    if (onNavigate(e.key)) e.preventDefault();
  };

  const shownMessage = invalid ? t('label.prices.invalidAmount') : message;
  return (
    <>
      <Input
        className={styles.input}
        size="small"
        input={{ ref: register, id }}
        inputMode="decimal"
        value={text}
        readOnly={readOnly}
        aria-label={label}
        aria-invalid={shownMessage ? true : undefined}
        aria-describedby={shownMessage ? `${id}-msg` : undefined}
        onFocus={() => (focused.current = true)}
        onBlur={() => {
          focused.current = false;
          commit();
        }}
        onChange={(_e, d) => setText(d.value)}
        onKeyDown={onKeyDown}
        data-testid="price-cell"
      />
      {shownMessage ? (
        <span id={`${id}-msg`} role="alert" className={styles.message}>
          {shownMessage}
        </span>
      ) : null}
    </>
  );
}
