import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { usePrefersDark } from './hooks/use-media-query';
import { lightTheme, loadDarkTheme, loadedDarkTheme } from './theme';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

/** Fluent's theme (dark or light as the operating system says) around a page: the staff app's and the sign-in entry's. */
export function Themed({ children }: { children: ReactNode }) {
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
      {children}
    </FluentProvider>
  );
}
