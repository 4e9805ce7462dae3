/** What of the window the way to the provider uses (a parameter, so the test hands in its own). */
export interface ProviderWindow {
  self: unknown;
  top: { location: { href: string } } | null;
  location: { assign(url: string): void };
}

/**
 * Sends the guest to the payment provider's hosted page. Embedded (the widget's iframe on the operator's site) the
 * whole window goes there: a hosted checkout refuses to be framed (Stripe's does, and the local stand-in answers
 * `frame-ancestors 'none'`), so inside the iframe the guest would see a refused page. The guest has clicked in the
 * iframe, which lets a cross-origin frame navigate the top window (Chromium's rule against frame-busting); where a
 * browser still refuses, the iframe goes itself. The provider sends the guest back to the widget's own page
 * (`returnTo`), on the product's origin, not into the operator's site (docs/decisions/online-pages.md).
 */
export function openProvider(url: string, win: ProviderWindow = window as unknown as ProviderWindow): 'top' | 'here' {
  if (win.top && win.top !== win.self) {
    try {
      win.top.location.href = url;
      return 'top';
    } catch {
      // Refused by the browser: the iframe goes.
    }
  }
  win.location.assign(url);
  return 'here';
}
