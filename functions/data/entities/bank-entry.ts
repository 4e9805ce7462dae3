import { ZBankEntry } from '../../../shared/domain/bank/bank';
import { listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const BANK_ENTRY = 'BANKENTRY';
/** A bank's entries: pk `T#<tenant>#BANKENTRY#<bankId>`, sk `<date>#<content hash>` (the duplicate key). */
export const bankEntryPk = (tenant: string, bankId: string) => `${listPk(tenant, BANK_ENTRY)}#${bankId}`;
export const bankEntrySk = (date: string, hash: string) => `${date}#${hash}`;

/**
 * A bank's running total of one month and currency (issue 23): pk `T#<tenant>#BANKTOTAL#<bankId>`, sk
 * `<YYYY-MM>#<currency>`; `minor` (the sum of the month's entry amounts in the currency's minor units) and `count`,
 * changed with ADD in the transaction of every write of an entry. A balance reads the months it shows and one total
 * per earlier month, never every entry since the first.
 */
export const BANK_TOTAL = 'BANKTOTAL';
export const bankTotalPk = (tenant: string, bankId: string) => `${listPk(tenant, BANK_TOTAL)}#${bankId}`;
export const bankTotalSk = (month: string, currency: string) => `${month}#${currency}`;

/** The item is the entry plus what queries compare: |amount| in minor units and the search text. */
export const bankEntryItem = itemCodec(BANK_ENTRY, ZBankEntry, ['absMinor', 'search']);

export const bankEntryModels: EntityModel[] = [
  {
    module: 'bank-entry',
    entityType: BANK_ENTRY,
    description:
      'A bank statement line. The sort key holds a hash of the row content and its occurrence in the file, so a conditional put skips a duplicate; assignedMinor and assignments (by booking) say what bookings took of it.',
    keys: { table: { pk: 'T#<tenant>#BANKENTRY#<bankId>', sk: '<date>#<hash>' } },
    access: ["a bank's entries by day range: Query sk BETWEEN, newest first", 'one entry: GetItem (the id is <bankId>_<yyyymmdd>_<hash>)'],
  },
  {
    module: 'bank-entry',
    entityType: BANK_TOTAL,
    description:
      "A bank's running total of one month and currency: minor (sum of the entries' amounts in minor units) and count, ADDed in the transaction of each entry write (create, edit, move, delete, import).",
    keys: { table: { pk: 'T#<tenant>#BANKTOTAL#<bankId>', sk: '<YYYY-MM>#<currency>' } },
    access: ["a bank's totals before a month (the balance): Query pk, sk < <YYYY-MM>#", 'ADD minor, count in the transaction of an entry write'],
  },
];
