import { FluentProvider, makeStaticStyles, makeStyles } from '@fluentui/react-components';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router/app-router';
import { usePrefersDark } from './hooks/use-media-query';
import { darkTheme, lightTheme } from './theme';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

const useStyles = makeStyles({
  root: { minHeight: '100vh' },
});

/** The app: Fluent's theme (dark or light as the operating system says) around the router. */
export function App({ router }: { router: AppRouter }) {
  useGlobalStyles();
  const styles = useStyles();
  const dark = usePrefersDark();
  return (
    <FluentProvider theme={dark ? darkTheme : lightTheme} className={styles.root}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}
