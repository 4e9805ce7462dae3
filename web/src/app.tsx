import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router/app-router';
import { usePrefersDark } from './hooks/use-media-query';
import { lightTheme, loadDarkTheme, loadedDarkTheme } from './theme';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

/** The app: Fluent's theme (dark or light as the operating system says) around the router. */
export function App({ router }: { router: AppRouter }) {
  useGlobalStyles();
  const dark = usePrefersDark();
  const [darkTheme, setDarkTheme] = useState(loadedDarkTheme);
  useEffect(() => {
    if (dark && !darkTheme) void loadDarkTheme().then(setDarkTheme, () => undefined);
  }, [dark, darkTheme]);
  return (
    // Full height through an inline style: Fluent copies the provider's class names onto every portal
    // (menus, toasts, dialogs), and a full-height class would lay a blank layer over the page.
    <FluentProvider theme={dark && darkTheme ? darkTheme : lightTheme} style={{ minHeight: '100vh' }}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}
