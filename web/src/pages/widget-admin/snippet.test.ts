import { describe, expect, it } from 'vitest';
import { widgetSnippet } from './snippet';

describe('widgetSnippet', () => {
  it('names the loader, the widget page and the link on the app origin, escaped for HTML', () => {
    const s = widgetSnippet('https://book.example.com', 'blue-lagoon', 'Book "Blue" <Lagoon>', 'Book & go');
    expect(s.loader).toBe(
      '<script src="https://book.example.com/widget.js" data-widget="blue-lagoon" data-title="Book &quot;Blue&quot; &lt;Lagoon&gt;" async></script>',
    );
    expect(s.iframe).toContain('src="https://book.example.com/widget/blue-lagoon"');
    expect(s.noscript).toBe('<noscript><a href="https://book.example.com/widget/blue-lagoon" target="_blank" rel="noopener">Book &amp; go</a></noscript>');
    expect(s.all).toBe(`${s.loader}\n${s.noscript}`);
  });
});
