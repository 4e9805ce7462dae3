import { Input, makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { useState, type AriaAttributes, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

export interface TagInputProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** At most this many entries. */
  max?: number;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'data-testid'?: string;
}

/**
 * A list of short texts (tags, languages, scopes): Enter, comma or Tab after text adds it, pasting a
 * comma list adds each; a tag's dismiss button (or Delete/Backspace on it) removes it.
 */
export function TagInput({ value, onChange, onBlur, disabled, max, id, ...aria }: TagInputProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const [text, setText] = useState('');

  const add = (entries: string[]) => {
    const next = [...value];
    for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
      if (!next.includes(entry) && (max === undefined || next.length < max)) next.push(entry);
    }
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'Enter' || e.key === ',') && text.trim()) {
      e.preventDefault();
      add([text]);
    } else if (e.key === 'Enter') {
      // Enter on an empty entry must not submit the surrounding form by accident.
      e.preventDefault();
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (pasted.includes(',')) {
      e.preventDefault();
      add(pasted.split(','));
    }
  };

  return (
    <div className={styles.root}>
      {value.length > 0 ? (
        <TagGroup
          className={styles.tags}
          size="small"
          disabled={disabled}
          onDismiss={(_e, d) => onChange(value.filter((v) => v !== d.value))}
          aria-label={t('form.tagList')}
        >
          {value.map((v) => (
            <Tag key={v} value={v} dismissible={!disabled} dismissIcon={{ 'aria-label': t('form.removeTag', { tag: v }) }}>
              {v}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      {disabled ? null : (
        <Input
          id={id}
          value={text}
          placeholder={t('form.tagPlaceholder')}
          onChange={(_e, d) => setText(d.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (text.trim()) add([text]);
            onBlur?.();
          }}
          {...aria}
        />
      )}
    </div>
  );
}
