import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseWidgetLocation } from './widget-api';
import { WidgetApp } from './WidgetApp';

/** Mounts the widget page (/widget/:slug) in the guest entry: its own chunk, loaded only on widget pages. */
export function mountWidget(root: HTMLElement): void {
  const route = parseWidgetLocation(window.location.pathname, window.location.search) ?? { slug: '', preview: false };
  document.body.style.margin = '0';
  createRoot(root).render(
    <StrictMode>
      <WidgetApp route={route} />
    </StrictMode>,
  );
}
