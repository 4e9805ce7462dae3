import { paymentProvidersConfig, pluginsConfig, taxesConfig, translationsConfig } from '../../resources/settings-resources';
import { ResourcePanelPage } from '../resources/resource-pages';

/** /config/translations */
export function TranslationsPage() {
  return <ResourcePanelPage config={translationsConfig} />;
}

/** /tax */
export function TaxPage() {
  return <ResourcePanelPage config={taxesConfig} />;
}

/** /config/paymentprovider: secrets are write-only (a "stored" state, never a value). */
export function PaymentProviderPage() {
  return <ResourcePanelPage config={paymentProvidersConfig} />;
}

/** /plugins */
export function PluginsPage() {
  return <ResourcePanelPage config={pluginsConfig} />;
}
