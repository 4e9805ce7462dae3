import { fullName, ZCustomer } from '../../shared/domain/customer';
import { Repository } from './repository';

export const customers = new Repository({
  type: 'CUSTOMER',
  schema: ZCustomer,
  // Default list order: last name, then first name.
  sortKey: (c) => `${c.masterData.lastName} ${c.masterData.firstName}`,
  searchText: (c) => `${fullName(c)} ${c.contact.email ?? ''} ${c.address.city ?? ''}`,
  history: true,
});
