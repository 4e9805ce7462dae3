import { describe, expect, it } from 'vitest';
import { agenciesResource } from '../../shared/api/agencies';
import { resortsResource, vesselsResource } from '../../shared/api/assets';
import { customersResource } from '../../shared/api/customers';
import { commissionsResource, priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource } from '../../shared/api/price-resources';
import { roomsResource, roomTypesResource } from '../../shared/api/rooms-resources';
import { productsResource } from '../../shared/api/products';
import { currenciesResource } from '../../shared/api/settings-currencies';
import { specialGroupsResource, specialsResource } from '../../shared/api/specials';
import { schedulesResource, toursResource } from '../../shared/api/tours-resources';
import { todoRulesResource } from '../../shared/api/todos';
import { read } from './readers';

describe('the read-only readers', () => {
  it('read the entity type of the resource they stand for', () => {
    const resources = {
      priceDefinitions: priceDefinitionsResource,
      priceVariants: priceVariantsResource,
      supplements: supplementsResource,
      termsOfPayment: termsResource,
      commissions: commissionsResource,
      specials: specialsResource,
      specialGroups: specialGroupsResource,
      agencies: agenciesResource,
      customers: customersResource,
      resorts: resortsResource,
      vessels: vesselsResource,
      rooms: roomsResource,
      roomTypes: roomTypesResource,
      tours: toursResource,
      schedules: schedulesResource,
      currencies: currenciesResource,
      products: productsResource,
      todoRules: todoRulesResource,
    } satisfies Record<keyof typeof read, { entityType: string }>;
    for (const [name, reader] of Object.entries(read)) expect(reader.type, name).toBe(resources[name as keyof typeof read].entityType);
  });
});
