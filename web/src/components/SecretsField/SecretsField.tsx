import { Badge, Body1, Button, Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, LockClosedRegular, LockOpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import type { CustomFieldProps } from '../../resources/resource-types';
import { KeyValueRow } from '../ResourceForm/KeyValueRow';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  state: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  pair: { display: 'grid', gridTemplateColumns: 'minmax(120px, 1fr) minmax(160px, 2fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground3 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

interface Pair {
  key: string;
  value: string;
}

/**
 * Write-only secrets (API keys, webhook secrets) of a payment provider or plug-in. The API never
 * answers them; the form shows whether some are stored (hasSecret) and takes new ones. Leaving the
 * field alone keeps what is stored, new entries replace it, "remove" sends {} (shared/domain).
 */
export function SecretsField({ label, value, draft, onChange, onBlur, readOnly, message }: CustomFieldProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const stored = draft.hasSecret === true;
  const removing = value !== undefined && typeof value === 'object' && value !== null && Object.keys(value).length === 0;
  const [pairs, setPairs] = useState<Pair[]>([]);

  const commit = (next: Pair[]) => {
    setPairs(next);
    const filled = next.filter((p) => p.key.trim() && p.value);
    onChange(filled.length ? Object.fromEntries(filled.map((p) => [p.key.trim(), p.value])) : undefined);
  };

  return (
    <Field label={label} validationMessage={message} validationState={message ? 'error' : 'none'}>
      <div className={styles.root} data-testid="secrets-field">
        <div className={styles.state}>
          {stored ? (
            <Badge appearance="tint" color="success" icon={<LockClosedRegular />} data-testid="secrets-state">
              {t('secrets.set')}
            </Badge>
          ) : (
            <Badge appearance="tint" color="informative" icon={<LockOpenRegular />} data-testid="secrets-state">
              {t('secrets.notSet')}
            </Badge>
          )}
          {stored && !readOnly && !removing ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<DeleteRegular />}
              onClick={() => {
                setPairs([]);
                onChange({});
              }}
            >
              {t('secrets.remove')}
            </Button>
          ) : null}
        </div>
        {removing ? (
          <div className={styles.state}>
            <Body1 className={styles.warning}>{t('secrets.willRemove')}</Body1>
            <Button size="small" onClick={() => onChange(undefined)}>
              {t('secrets.keep')}
            </Button>
          </div>
        ) : null}
        {readOnly || removing ? null : (
          <>
            {pairs.map((p, i) => (
              <KeyValueRow
                key={i}
                className={styles.pair}
                entryKey={p.key}
                value={p.value}
                secret
                onKey={(key) => commit(pairs.map((x, j) => (j === i ? { ...x, key } : x)))}
                onValue={(value) => commit(pairs.map((x, j) => (j === i ? { ...x, value } : x)))}
                onRemove={() => commit(pairs.filter((_x, j) => j !== i))}
                onBlur={onBlur}
              />
            ))}
            <div>
              <Button size="small" icon={<AddRegular />} onClick={() => setPairs([...pairs, { key: '', value: '' }])} data-testid="secrets-add">
                {t('form.addEntry')}
              </Button>
            </div>
          </>
        )}
        <Caption1 className={styles.hint}>{t('secrets.hint')}</Caption1>
      </div>
    </Field>
  );
}
