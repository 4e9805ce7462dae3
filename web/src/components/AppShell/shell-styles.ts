import { makeStyles, tokens } from '@fluentui/react-components';
import { HEADER_HEIGHT } from '../AppHeader/HeaderBar';

/** The shell's layout: the staff app's AppShell and the sign-in entry's (web/src/signin/SignInApp.tsx). */
export const useShellStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1001,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0, alignItems: 'stretch' },
  // The column keeps the drawer's colour down a long page; the drawer itself stays in view.
  navColumn: { flexShrink: 0, backgroundColor: tokens.colorNeutralBackground4 },
  nav: { display: 'flex', position: 'sticky', top: HEADER_HEIGHT, height: `calc(100vh - ${HEADER_HEIGHT})` },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    outlineStyle: 'none',
    '@media (max-width: 600px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
});
