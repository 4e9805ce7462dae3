import { Button, Caption1, Subtitle2 } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { useSchemaForm } from './form-context';
import { formatPlain, parsePlain } from './form-values';
import { initialValues, type FieldSpec } from './schema-fields';
import { useFieldStyles as useStyles } from './field-styles';
import { FieldEditor } from './FieldEditor';
import { KeyValueRow } from './KeyValueRow';

/** The editors of a field holding many values: a record of pairs, a list of objects. */

interface Pair {
  key: string;
  text: string;
}

const pairsOf = (value: unknown): Pair[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).map(([key, v]) => ({ key, text: formatPlain(v) }))
    : [];

/** Key and value rows (a provider's settings; write-only secrets with hidden values). */
export function RecordEditor({
  field,
  value,
  onChange,
  onBlur,
  secret,
}: {
  field: FieldSpec;
  value: unknown;
  onChange: (v: unknown) => void;
  onBlur: () => void;
  secret: boolean;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const [pairs, setPairs] = useState<Pair[]>(() => pairsOf(value));
  const types = field.plainTypes ?? ['string'];

  const commit = (next: Pair[]) => {
    setPairs(next);
    const record: Record<string, unknown> = {};
    for (const p of next)
      if (p.key.trim())
        record[p.key.trim()] = secret
          ? p.text
          : parsePlain(
              p.text,
              types.filter((x) => x !== 'array'),
            );
    onChange(next.length === 0 && value === undefined ? undefined : record);
  };

  return (
    <div className={styles.pairs}>
      {pairs.map((p, i) => (
        <KeyValueRow
          key={i}
          className={styles.pair}
          entryKey={p.key}
          value={p.text}
          secret={Boolean(secret)}
          onKey={(key) => commit(pairs.map((x, j) => (j === i ? { ...x, key } : x)))}
          onValue={(text) => commit(pairs.map((x, j) => (j === i ? { ...x, text } : x)))}
          onRemove={() => commit(pairs.filter((_x, j) => j !== i))}
          onBlur={onBlur}
        />
      ))}
      <div>
        <Button size="small" icon={<AddRegular />} onClick={() => setPairs([...pairs, { key: '', text: '' }])}>
          {t('form.addEntry')}
        </Button>
      </div>
    </div>
  );
}

/** A list of small objects (certifications, rule conditions, data fields): add, edit, remove entries. */
export function ObjectListEditor({ field, label, readOnly, message }: { field: FieldSpec; label: string; readOnly: boolean; message?: string }) {
  const styles = useStyles();
  const form = useSchemaForm();
  const { t } = useI18n();
  const entries = Array.isArray(form.get(field.path)) ? (form.get(field.path) as unknown[]) : [];
  const children = field.children ?? [];
  const full = field.maxLength !== undefined && entries.length >= field.maxLength;

  return (
    <fieldset className={styles.group} data-field={field.path}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.entries}>
        {entries.map((_entry, i) => (
          <div key={i} className={styles.entry} data-testid="list-entry">
            <div className={styles.entryHead}>
              <Subtitle2 as="h4">{t('form.entryN', { n: i + 1 })}</Subtitle2>
              {readOnly ? null : (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('form.removeEntryN', { n: i + 1 })}
                  onClick={() =>
                    form.set(
                      field.path,
                      entries.filter((_e, j) => j !== i),
                    )
                  }
                />
              )}
            </div>
            <div className={styles.grid}>
              {children.map((c) => (
                <FieldEditor
                  key={c.key}
                  field={{
                    ...c,
                    path: `${field.path}.${i}.${c.key}`,
                    children: c.children?.map((g) => ({ ...g, path: `${field.path}.${i}.${c.key}.${g.key}` })),
                  }}
                />
              ))}
            </div>
          </div>
        ))}
        {entries.length === 0 ? <Caption1 className={styles.muted}>{t('form.noEntries')}</Caption1> : null}
        {readOnly ? null : (
          <div>
            <Button
              icon={<AddRegular />}
              disabled={full}
              onClick={() => form.set(field.path, [...entries, initialValues(children)])}
              data-testid={`add-${field.path}`}
            >
              {t('form.addEntry')}
            </Button>
          </div>
        )}
      </div>
      {message ? (
        <Caption1 role="alert" className={styles.error}>
          {message}
        </Caption1>
      ) : null}
    </fieldset>
  );
}
