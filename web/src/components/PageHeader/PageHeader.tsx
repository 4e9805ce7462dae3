import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  title: { margin: 0 },
  aside: { marginLeft: 'auto', display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** A page's h1 with optional actions on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <Title2 as="h1" className={styles.title}>
        {title}
      </Title2>
      {children ? <div className={styles.aside}>{children}</div> : null}
    </header>
  );
}
