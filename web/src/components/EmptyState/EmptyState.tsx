import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
});

/** What a list shows when it has no rows: an icon, the message and the actions that help (clear the search, create the first). */
export function EmptyState({ message, testId, children }: { message: string; testId: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty} data-testid={testId}>
      <DocumentSearchRegular className={styles.icon} aria-hidden />
      <Body1>{message}</Body1>
      {children}
    </div>
  );
}
