import { airlinesResource, airportsResource, countriesResource, destinationsResource, portsResource } from '../../../shared/api/geo';
import { airlines, airports, countries, destinations, ports } from '../../data/geo';
import { resourceHandler } from '../../lib/http';
import { eq, requireRefs } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';
import { lookupActions } from './lookups';

/** Destinations, ports, airports, airlines and countries; the settings lookups lang, types, countries and airports (lookups.ts). */
export const handler = resourceHandler('geo', [
  ...resourceActions(destinationsResource, destinations, {
    idPrefix: 'dst',
    blockDelete: async (tenant, destination) => {
      const port = await ports.firstMatch(tenant, [eq('destinationId', destination.id)]);
      return port ? `Destination ${destination.name} still has the port ${port.name}; move or delete it first` : null;
    },
  }),
  ...resourceActions(portsResource, ports, {
    idPrefix: 'prt',
    prepare: async ({ tenant, data }) => {
      await requireRefs(tenant, [{ repo: destinations, id: data.destinationId, path: 'body.destinationId', label: 'destination' }]);
      return { data };
    },
  }),
  ...resourceActions(airportsResource, airports, { idPrefix: 'apt' }),
  ...resourceActions(airlinesResource, airlines, { idPrefix: 'aln' }),
  ...resourceActions(countriesResource, countries, { idPrefix: 'cty' }),
  ...lookupActions,
]);
