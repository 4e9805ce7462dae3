import { RouterProvider } from 'react-router';
import type { AppRouter } from './router/app-router';
import { Themed } from './themed';

/** The app: Fluent's theme (themed.tsx) around the router. */
export function App({ router }: { router: AppRouter }) {
  return (
    <Themed>
      <RouterProvider router={router} />
    </Themed>
  );
}
