import { describe, expectTypeOf, it } from 'vitest';
import { agencyFiltersResource } from '../../../shared/api/agency-filters';
import { customersResource } from '../../../shared/api/customers';
import type { StoredAttributes } from '../../../shared/api/resource';
import type { Customer } from '../../../shared/domain/customer/customer';
import type { ItemOf } from './resource-types';
import { copyEntity, createEntity, updateEntity, useResourceChoices, useResourceItem, useResourceList } from './use-resource';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** Checked by the type checker (npx tsc -p web/tsconfig.json): the hooks answer each resource's own item. */
describe('the resource hooks are typed from the contract', () => {
  it('a customer is a stored Customer, not a bag of fields', () => {
    expectTypeOf<ItemOf<typeof customersResource>>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<NonNullable<ReturnType<typeof useResourceItem<typeof customersResource>>['data']>>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<NonNullable<ReturnType<typeof useResourceList<typeof customersResource>>['data']>['data']>().toEqualTypeOf<Array<Customer & StoredAttributes>>();
    expectTypeOf<NonNullable<ReturnType<typeof useResourceChoices<typeof customersResource>>['data']>['data'][number]>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<Answer<typeof createEntity<typeof customersResource>>>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<Answer<typeof updateEntity<typeof customersResource>>>().toEqualTypeOf<Customer & StoredAttributes>();
    expectTypeOf<Answer<typeof copyEntity<typeof customersResource>>>().toEqualTypeOf<Customer & StoredAttributes>();
  });

  it('a saved agency filter has its fields', () => {
    expectTypeOf<ItemOf<typeof agencyFiltersResource>['name']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<ReturnType<typeof useResourceItem<typeof agencyFiltersResource>>['data']>['id']>().toEqualTypeOf<string>();
  });
});
