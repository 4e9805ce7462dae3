import { makeStyles, tokens } from '@fluentui/react-components';
import { priceDefinitionsConfig } from '../../resources/price-definitions';
import { commissionConfig, priceVariantsConfig, supplementsConfig, termsConfig } from '../../resources/prices';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage } from '../resources/resource-pages';
import { PrintPriceList } from './print-dialog';
import { PriceSimulator } from './simulator';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, minWidth: 0 } });

/** /price: the seasons with the printed price list, and below them, apart, the price simulator. */
export function SeasonListPage() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ResourceListPage config={priceDefinitionsConfig} actions={<PrintPriceList />} />
      <PriceSimulator />
    </div>
  );
}
/** /price/new */
export const SeasonCreatePage = () => <ResourceCreatePage config={priceDefinitionsConfig} />;
/** /price/:id */
export const SeasonEditPage = () => <ResourceDetailPage config={priceDefinitionsConfig} />;
/** /pricevariant */
export const PriceVariantsPage = () => <ResourcePanelPage config={priceVariantsConfig} />;
/** /supplements */
export const SupplementsPage = () => <ResourcePanelPage config={supplementsConfig} />;
/** /commission */
export const CommissionPage = () => <ResourcePanelPage config={commissionConfig} />;
/** /terms */
export const TermsPage = () => <ResourcePanelPage config={termsConfig} />;
