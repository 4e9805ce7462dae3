import { describe, expect, it, vi } from 'vitest';
import { ZBank } from '../../../shared/domain/bank/bank';
import { standInAdapter, wiseAdapter } from './wise';

const bank = { id: 'bk-1', ...ZBank.parse({ name: 'Wise EUR', feed: 'wise', wise: { profileId: '42', balanceId: '7' } }) };

describe('Wise adapter', () => {
  it('asks the balance statement with the bank token and maps credits and debits', async () => {
    const fetcher = vi.fn(async () =>
      Response.json({
        transactions: [
          {
            type: 'CREDIT',
            date: '2027-05-02T10:00:00Z',
            amount: { value: 250.5, currency: 'EUR' },
            referenceNumber: 'TRANSFER-1',
            details: { paymentReference: 'Booking 1042', senderName: 'Anna Schmidt', senderAccount: 'DE44 5001' },
          },
          {
            type: 'DEBIT',
            date: '2027-05-03T08:00:00Z',
            amount: { value: -12.3, currency: 'EUR' },
            referenceNumber: 'CARD-9',
            details: { description: 'Fuel' },
          },
        ],
      }),
    );
    const rows = await wiseAdapter('https://api.wise.example', fetcher as unknown as typeof fetch).collect(
      bank,
      { token: 'tok-123' },
      { from: '2027-05-01', to: '2027-05-31' },
    );
    const [url, init] = fetcher.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.toString()).toBe(
      'https://api.wise.example/v1/profiles/42/balance-statements/7/statement.json?currency=EUR&intervalStart=2027-05-01T00%3A00%3A00.000Z&intervalEnd=2027-06-01T00%3A00%3A00.000Z&type=COMPACT',
    );
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-123' });
    expect(rows).toEqual([
      { date: '2027-05-02', amount: '250.50', currency: 'EUR', reference: 'Booking 1042 (Wise TRANSFER-1)', counterparty: 'Anna Schmidt', iban: 'DE445001' },
      { date: '2027-05-03', amount: '-12.30', currency: 'EUR', reference: 'Fuel (Wise CARD-9)', counterparty: '', iban: '' },
    ]);
  });

  it('refuses without a token and when Wise fails; the stand-in answers the same entries for the same range', async () => {
    const failing = vi.fn(async () => new Response('no', { status: 401 }));
    await expect(
      wiseAdapter('https://w', failing as unknown as typeof fetch).collect(bank, null, { from: '2027-05-01', to: '2027-05-02' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(failing).not.toHaveBeenCalled();
    await expect(
      wiseAdapter('https://w', failing as unknown as typeof fetch).collect(bank, { token: 't' }, { from: '2027-05-01', to: '2027-05-02' }),
    ).rejects.toThrow(/401/);
    const range = { from: '2027-05-01', to: '2027-05-31' };
    expect(await standInAdapter.collect(bank, null, range)).toEqual(await standInAdapter.collect(bank, null, range));
  });
});
