import { describe, expectTypeOf, it } from 'vitest';
import { agencyFiltersResource } from '../../../shared/api/agency-filters';
import { customersResource } from '../../../shared/api/customers';
import type { StoredAttributes } from '../../../shared/api/resource';
import type { Customer } from '../../../shared/domain/customer/customer';
import type { ItemOf } from './resource-types';
import { copyEntity, createEntity, updateEntity, useResourceChoices, useResourceItem, useResourceList } from './use-resource';

/** What each hook answers for a resource, as inferred from the resource alone (never called: types only). */
const _calls = {
  item: () => useResourceItem(customersResource, 'c1').data,
  list: () => useResourceList(customersResource, {}).data,
  choices: () => useResourceChoices(customersResource).data,
  create: () => createEntity(customersResource, {}),
  update: () => updateEntity(customersResource, 'c1', 1, {}),
  copy: () => copyEntity(customersResource, 'c1'),
  filter: () => useResourceItem(agencyFiltersResource, 'f1').data,
};
type Answer<K extends keyof typeof _calls> = NonNullable<Awaited<ReturnType<(typeof _calls)[K]>>>;

/** Checked by the type checker (npx tsc -p web/tsconfig.json): the hooks answer each resource's own item, uncast. */
describe('the resource hooks are typed from the contract', () => {
  it('a customer is a stored Customer, not a bag of fields', () => {
    expectTypeOf<ItemOf<typeof customersResource>>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<Answer<'item'>>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<Answer<'list'>['data']>().toEqualTypeOf<Array<Customer & StoredAttributes>>();
    expectTypeOf<Answer<'choices'>['data'][number]>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<Answer<'create'>>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<Answer<'update'>>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<Answer<'copy'>>().toEqualTypeOf<Customer & StoredAttributes>();
  });

  it('a saved agency filter has its fields', () => {
    expectTypeOf<ItemOf<typeof agencyFiltersResource>['name']>().toEqualTypeOf<string>();
    expectTypeOf<Answer<'filter'>['id']>().toEqualTypeOf<string>();
    expectTypeOf<Answer<'filter'>['name']>().toEqualTypeOf<string>();
  });
});
