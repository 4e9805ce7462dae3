import { Body1, Caption1, makeStyles, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { Panel } from '../Panel/Panel';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalXXXL, '@media (max-width: 600px)': { paddingTop: 0 } },
  card: {
    width: '100%',
    maxWidth: '440px',
    padding: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  brand: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  app: { color: tokens.colorBrandForeground1, textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: tokens.fontWeightSemibold },
  title: { margin: 0 },
  intro: { color: tokens.colorNeutralForeground2 },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card of the guest pages (sign-in, register, password, verify), naming the operator from the bootstrap. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const { data } = useBootstrap();
  return (
    <div className={styles.page}>
      <Panel className={styles.card}>
        <div className={styles.brand}>
          <Caption1 className={styles.app}>{t('app.name')}</Caption1>
          <Subtitle2 data-testid="tenant-name">{data?.tenant.name}</Subtitle2>
        </div>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {intro ? <Body1 className={styles.intro}>{intro}</Body1> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Panel>
    </div>
  );
}
