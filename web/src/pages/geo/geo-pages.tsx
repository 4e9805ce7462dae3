import { airlinesConfig, airportsConfig, countriesConfig, destinationsConfig, portsConfig } from '../../resources/geo';
import { ResourcePanelPage } from '../resources/resource-pages';

/** /geo/destination */
export function DestinationsPage() {
  return <ResourcePanelPage config={destinationsConfig} />;
}

/** /geo/port */
export function PortsPage() {
  return <ResourcePanelPage config={portsConfig} />;
}

/** /geo/airport */
export function AirportsPage() {
  return <ResourcePanelPage config={airportsConfig} />;
}

/** /geo/airline */
export function AirlinesPage() {
  return <ResourcePanelPage config={airlinesConfig} />;
}

/** /geo/country */
export function CountriesPage() {
  return <ResourcePanelPage config={countriesConfig} />;
}
