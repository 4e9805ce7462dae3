import { describe, expect, it } from 'vitest';
import { transactWrite, type TransactItem } from './transactions';

describe('transactWrite', () => {
  it('refuses a list inside the list (mailPut answers two items: spread it), before anything is sent', async () => {
    const put: TransactItem = { Put: { TableName: 't', Item: { pk: 'a', sk: 'b' } } };
    await expect(transactWrite([put, [put, put]], () => 'x')).rejects.toThrow(/spread it/);
  });
});
