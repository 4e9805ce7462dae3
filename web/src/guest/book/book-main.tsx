import type { BookPage } from './book-path';

/** Draws a booking page (filled in below). */
export function startBooking(page: BookPage): void {
  document.getElementById('root')!.textContent = `${page.flow} ${page.layout}`;
}
