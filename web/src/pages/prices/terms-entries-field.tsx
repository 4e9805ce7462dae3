import { Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { ObjectListEditor } from '../../components/ResourceForm/collection-editors';
import { useSchemaForm } from '../../components/ResourceForm/form-context';
import { describeSchema } from '../../components/ResourceForm/schema-fields';
import { useI18n } from '../../hooks/use-i18n';
import type { CustomFieldProps } from '../../resources/resource-types';
import { askedPercent, milestoneSentence, type DraftMilestone } from './terms-preview';
import { termsResource } from '../../../../shared/api/prices';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The field spec of the milestones (terms and commission share the entry schema). */
const ENTRIES_FIELD = describeSchema(termsResource.schema).find((f) => f.key === 'entries');

/**
 * The milestones of terms of payment or of a commission's payment: the generic list editor (reason, percent or
 * value, due days from booking or travel, takes the rest, commission included) and, above it, the schedule as
 * a sentence that follows every change.
 */
export function TermsEntriesField({ path, label, value, readOnly, message }: CustomFieldProps) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const form = useSchemaForm();
  const entries = useMemo(() => (Array.isArray(value) ? (value as DraftMilestone[]) : []), [value]);
  const fmt = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n);
  const field = useMemo(() => (ENTRIES_FIELD ? { ...ENTRIES_FIELD, path } : undefined), [path]);
  const over = askedPercent(entries) > 100;
  if (!field) return null;
  return (
    <div className={styles.root}>
      <MessageBar intent={over ? 'warning' : 'info'} data-testid="terms-preview" aria-live="polite">
        <MessageBarBody>
          <Caption1>{t('label.prices.previewTitle')}</Caption1> {milestoneSentence(entries, t, fmt)}
          {over ? ` ${t('label.prices.previewOver')}` : ''}
        </MessageBarBody>
      </MessageBar>
      <ObjectListEditor field={field} label={label} readOnly={readOnly || form.readOnly} message={message} />
    </div>
  );
}
