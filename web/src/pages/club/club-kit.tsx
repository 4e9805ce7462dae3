import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ApiCallError } from '../../api/client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useI18n } from '../../hooks/use-i18n';

/** The club area's shared pieces (docs/decisions/club.md): card grid, facts list and the three states of a read. */
export const useClubStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: tokens.spacingHorizontalL },
  card: { rowGap: tokens.spacingVerticalS, minWidth: 0 },
  cardHead: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', justifyContent: 'space-between' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  number: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A facts list: term and value pairs (a `<dl>`). */
export function Facts({ items, testId }: { items: Array<[string, ReactNode, string?]>; testId?: string }) {
  const styles = useClubStyles();
  return (
    <dl className={styles.facts} data-testid={testId}>
      {items.map(([term, value, id]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail} data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface ReadStateTexts {
  loading: string;
  error: string;
  empty: string;
}

/**
 * A read's state before its rows: loading (a spinner with its text), failed (the error bar with Retry), empty (the
 * message and what helps, e.g. a link to book). Answers null when there are rows to draw.
 */
export function ReadState(props: {
  testId: string;
  texts: ReadStateTexts;
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  if (props.error) {
    const detail = props.error instanceof ApiCallError ? props.error.message : '';
    return (
      <MessageBar intent="error" data-testid={`${props.testId}-error`}>
        <MessageBarBody>
          {props.texts.error} {detail}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={props.onRetry}>{t('app.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (props.loading) return <Spinner size="small" label={props.texts.loading} data-testid={`${props.testId}-loading`} />;
  if (props.empty)
    return (
      <EmptyState message={props.texts.empty} testId={`${props.testId}-none`}>
        {props.children}
      </EmptyState>
    );
  return null;
}
