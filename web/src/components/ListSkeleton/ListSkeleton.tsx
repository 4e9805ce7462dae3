import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../visually-hidden';

const useStyles = makeStyles({
  row: { display: 'grid', gap: tokens.spacingHorizontalL, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  srOnly: visuallyHidden,
});

/**
 * Grey rows in the shape of the table that is loading; screen readers hear the label instead.
 * `columns` are the relative widths of the table's columns (2fr 3fr 1fr …).
 */
export function ListSkeleton({ label, columns, rows = 8, testId }: { label: string; columns: readonly number[]; rows?: number; testId: string }) {
  const styles = useStyles();
  return (
    <div aria-busy="true" data-testid={testId}>
      <span className={styles.srOnly} role="status">
        {label}
      </span>
      <Skeleton aria-hidden>
        {Array.from({ length: rows }, (_v, i) => (
          <div key={i} className={styles.row} style={{ gridTemplateColumns: columns.map((c) => `${c}fr`).join(' ') }}>
            {columns.map((_c, j) => (
              <SkeletonItem key={j} />
            ))}
          </div>
        ))}
      </Skeleton>
    </div>
  );
}
