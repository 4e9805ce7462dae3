import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { pricingEndpoints } from '../../../../shared/api/pricing-endpoints';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { moneyText } from '../booking-file/file-view';

const useStyles = makeStyles({ price: { color: tokens.colorNeutralForeground2, display: 'block', marginBottom: tokens.spacingVerticalXS } });

/** Guests the room type's price is shown for (a double room's usual occupancy). */
export const TYPE_PRICE_GUESTS = 2;

/**
 * What a stay in one room type costs for two adults on the chosen dates (GET /api/resort/findPrice), beside the
 * type's free rooms, so the operator compares types before picking one. Nothing while loading; a type without a
 * season price for the dates says so. Users without the price scopes (agencies) see no price here.
 */
export function TypePrice({ resort, roomType, from, to }: { resort: string; roomType: string; from: string; to: string }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const may = passesAny(usePrincipal(), pricingEndpoints.findPrice.scopes);
  const query = { resort, roomType, from, to, persons: TYPE_PRICE_GUESTS };
  const { data } = useSWR(may ? ['findPrice', resort, roomType, from, to] : null, () => callEndpoint(pricingEndpoints.findPrice, { query }), {
    revalidateOnFocus: false,
  });
  if (!data) return null;
  // A room line, not just a fee: a type no season prices for these dates says so.
  const priced = data.lines.some((l) => l.type === 'room_cost') && data.total > 0;
  return (
    <Caption1 className={styles.price} data-testid="wizard-type-price" data-room-type={roomType}>
      {priced
        ? t('label.wizard.typePrice', { guests: TYPE_PRICE_GUESTS, price: moneyText(String(data.total), data.currency, lang) })
        : t('label.wizard.typeUnpriced')}
    </Caption1>
  );
}
