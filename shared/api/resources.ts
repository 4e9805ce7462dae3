import { agenciesResource } from './agencies';
import { resortsResource, vesselsResource } from './assets';
import { banksResource } from './banks';
import { bedTypesResource, roomsResource, roomTypesResource } from './rooms';
import { schedulesResource, toursResource } from './tours';
import { agencyFiltersResource } from './agency-filters';
import { agencyGroupsResource } from './agency-groups';
import { customerDataGroupsResource, customerGroupsResource } from './customer-groups';
import { customersResource } from './customers';
import { employeesResource } from './employees';
import { airlinesResource, airportsResource, countriesResource, destinationsResource, portsResource } from './geo';
import { formDefinitionsResource } from './forms';
import { mailTemplatesResource } from './mail-templates';
import { mediaResource } from './media';
import { PRICE_RESOURCES } from './prices';
import { productCategoriesResource, productsResource } from './products';
import { currenciesResource, paymentProvidersResource, pluginsResource, taxesResource, translationsResource } from './settings';
import { specialGroupsResource, specialsResource } from './specials';
import { todoRulesResource } from './todos';
import { userRolesResource } from './user-roles';
import { usersResource } from './users';
import { mailSchedulesResource } from './mail-schedules';

/** Every resource that follows the generic pattern; the contract, the engine tests and the web's list pages read this. */
export const RESOURCE_DEFINITIONS = [
  customersResource,
  agenciesResource,
  customerGroupsResource,
  customerDataGroupsResource,
  agencyGroupsResource,
  agencyFiltersResource,
  usersResource,
  userRolesResource,
  employeesResource,
  mailSchedulesResource,
  productsResource,
  productCategoriesResource,
  mediaResource,
  specialsResource,
  specialGroupsResource,
  destinationsResource,
  portsResource,
  airportsResource,
  airlinesResource,
  countriesResource,
  translationsResource,
  currenciesResource,
  taxesResource,
  mailTemplatesResource,
  paymentProvidersResource,
  pluginsResource,
  resortsResource,
  vesselsResource,
  roomsResource,
  roomTypesResource,
  bedTypesResource,
  toursResource,
  schedulesResource,
  ...PRICE_RESOURCES,
  todoRulesResource,
  banksResource,
  formDefinitionsResource,
] as const;
