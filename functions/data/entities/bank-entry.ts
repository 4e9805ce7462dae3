import { ZBankEntry } from '../../../shared/domain/bank/bank';
import { listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const BANK_ENTRY = 'BANKENTRY';
/** A bank's entries: pk `T#<tenant>#BANKENTRY#<bankId>`, sk `<date>#<content hash>` (the duplicate key). */
export const bankEntryPk = (tenant: string, bankId: string) => `${listPk(tenant, BANK_ENTRY)}#${bankId}`;
export const bankEntrySk = (date: string, hash: string) => `${date}#${hash}`;

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
];
