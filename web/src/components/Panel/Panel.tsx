import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

const useStyles = makeStyles({
  // Fluent's Card (filled, medium size, not interactive) in its own styles.
  root: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    boxSizing: 'border-box',
    overflow: 'hidden',
    padding: '12px',
    gap: '12px',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
    // The outline high-contrast mode draws (transparent otherwise), as the Card's.
    '::after': {
      position: 'absolute',
      inset: 0,
      content: '""',
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
});

/**
 * A card that only holds content: what Fluent's Card draws (and its role, group) without the Card module, whose
 * selection, focus modes and slots are a tenth of a first page's scripts (docs/decisions/web.md "First load").
 * Use Fluent's Card where a card is selectable or focusable.
 */
export function Panel({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div role="group" {...rest} className={mergeClasses(styles.root, className)} />;
}
