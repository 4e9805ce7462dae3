import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable';

vi.mock('../../hooks/use-i18n', () => ({ useI18n: () => ({ t: (key: string) => key, lang: 'en' }) }));

type Row = { id: string; name: string; amount: string };
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'amount', header: 'Amount', numeric: true, cell: (r) => r.amount, cellTestId: 'amount' },
];
const states = { loading: 'Loading', loadingTestId: 'l', error: 'Failed.', errorTestId: 'e', empty: 'None', emptyTestId: 'n' };
const table = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(<DataTable<Row> columns={columns} rows={undefined} rowKey={(r) => r.id} states={states} label="Money" testId="t" {...props} />);

describe('DataTable', () => {
  it('shows loading rows with a status text while the rows are not there', () => {
    const html = table({});
    expect(html).toContain('data-testid="l"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<table');
  });

  it('shows the error with a retry instead of the table', () => {
    const html = table({ rows: [], error: new Error('boom'), onRetry: () => undefined });
    expect(html).toContain('data-testid="e"');
    expect(html).toContain('Failed.');
    expect(html).not.toContain('<table');
  });

  it('says so when there are no rows', () => {
    expect(table({ rows: [] })).toContain('data-testid="n"');
  });

  it('draws a named table with header cells and right-aligned money', () => {
    const html = table({ rows: [{ id: '1', name: 'Deposit', amount: '12.50 €' }], rowTestId: 'row' });
    expect(html).toContain('aria-label="Money"');
    expect(html.match(/<th[ >]/g)).toHaveLength(2);
    expect(html).toContain('data-testid="row"');
    expect(html).toMatch(/<td[^>]*data-testid="amount"[^>]*>12.50 €<\/td>/);
  });
});
