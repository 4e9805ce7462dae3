import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ImportStatus } from './import-dialog';

vi.mock('../../hooks/use-i18n', () => ({ useI18n: () => ({ t: (key: string, p?: Record<string, unknown>) => `${key}${p ? JSON.stringify(p) : ''}` }) }));

describe('the bank import dialog status (issue 22: the progress was below the fold)', () => {
  it('is one polite live region, there before anything runs', () => {
    const html = renderToStaticMarkup(<ImportStatus />);
    expect(html).toMatch(/^<div role="status" aria-live="polite" aria-atomic="true" data-testid="bank-import-status"><\/div>$/);
  });

  it('shows the progress inside the live region while the import runs', () => {
    const html = renderToStaticMarkup(<ImportStatus progress={{ done: 1000, total: 20000 }} />);
    expect(html.indexOf('aria-live="polite"')).toBeLessThan(html.indexOf('data-testid="bank-import-progress"'));
    expect(html).toContain('bank.import.running');
    expect(html).toContain('bank.import.progress{&quot;done&quot;:1000,&quot;total&quot;:20000}');
  });

  it.each([
    ['stalled', 'bank.import.stalled{&quot;minutes&quot;:15}'],
    ['bankDeleted', 'bank.import.failed'],
    ['boom', 'bank.import.failedOther'],
  ])('says why a job failed (%s)', (error, text) => {
    const html = renderToStaticMarkup(<ImportStatus failure={error} />);
    expect(html).toContain('data-testid="bank-import-failed"');
    expect(html).toContain(text);
  });
});
