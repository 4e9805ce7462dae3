import { FluentProvider } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { lightTheme } from './theme';
import { HomePage } from './pages/home-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FluentProvider theme={lightTheme} style={{ minHeight: '100vh' }}>
      <HomePage />
    </FluentProvider>
  </StrictMode>,
);
