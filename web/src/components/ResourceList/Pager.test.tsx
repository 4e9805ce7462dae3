import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Pager, type PagerProps } from './Pager';

vi.mock('../../hooks/use-i18n', () => ({
  useI18n: () => ({ t: (key: string, p: Record<string, unknown> = {}) => `${key}(${Object.values(p).join(',')})`, lang: 'en' }),
}));

const pager = (props: Partial<PagerProps>) =>
  renderToStaticMarkup(<Pager page={1} size={25} count={25} onPage={() => undefined} onSize={() => undefined} {...props} />);
const button = (html: string, id: string) => new RegExp(`<button[^>]*data-testid="${id}"[^>]*>`).exec(html)?.[0];

describe('Pager', () => {
  it('with a total: the range of the total, page of pages, and a last page', () => {
    const html = pager({ page: 2, total: 60, more: true });
    expect(html).toContain('list.range(26,50,60)');
    expect(html).toContain('list.page(2,3)');
    expect(button(html, 'pager-last')).not.toContain('disabled');
  });

  it('without a total (a narrowed list): the rows shown, the page number, Next while more, no last page', () => {
    const html = pager({ page: 2, more: true, count: 25 });
    expect(html).toContain('list.rangeOpen(26,50)');
    expect(html).toContain('list.pageOpen(2)');
    expect(button(html, 'pager-next')).not.toContain('disabled');
    expect(button(html, 'pager-last')).toBeUndefined();
    const last = pager({ page: 3, more: false, count: 4 });
    expect(last).toContain('list.rangeOpen(51,54)');
    expect(button(last, 'pager-next')).toContain('disabled');
  });
});
