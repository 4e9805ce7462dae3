import { airlinesResource, airportsResource, countriesResource, destinationsResource, portsResource } from '../../shared/api/geo';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';

export const destinations = repositoryFor(destinationsResource);
export const ports = repositoryFor(portsResource);
export const airports = repositoryFor(airportsResource);
export const airlines = repositoryFor(airlinesResource);

/** A country code is unique among the active countries (inactive copies may repeat it). */
export const countries = repositoryFor(countriesResource, {
  derived: uniqueValues('COUNTRY', [{ name: 'code', label: 'the country', values: (c) => (c.active ? [c.code] : []) }]),
});
