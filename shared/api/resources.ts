import { agenciesResource } from './agencies';
import { customersResource } from './customers';

/** Every resource that follows the generic pattern; the contract, the engine tests and the web's list pages read this. */
export const RESOURCE_DEFINITIONS = [customersResource, agenciesResource] as const;
