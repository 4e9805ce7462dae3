import type { BookPrice } from '../../../shared/api/book';
import type { Language } from '../../../shared/constants';
import { toNumber, type Money } from '../../../shared/domain/money';
import { withDefaultVariant } from '../../../shared/domain/pricing/engine/seasons';
import type { Explanation, PricingData, PricingRequest, PricingResult } from '../../../shared/domain/pricing/types';
import { ValidationError } from '../../../shared/errors';
import { dePricingLabels } from '../../../shared/i18n/labels-pricing.de';
import { enPricingLabels } from '../../../shared/i18n/labels-pricing.en';
import { deGuestPriceLabels } from '../../../shared/i18n/labels-price-guest.de';
import { enGuestPriceLabels } from '../../../shared/i18n/labels-price-guest.en';
import { interpolate, type MessageKey, type MessageParams } from '../../../shared/i18n/core';
import { explain, guestLineText } from '../../../shared/i18n/price-lines';
import { withProductLines, type ProductLine } from './products';
import { convertMinor, currencyBook, currencyOf, loadPricingData, named, namesFor, namesOf, priceFor, rateOf } from '../../pricing/index';

/**
 * The price of a guest's choice (docs/decisions/online-booking.md "What a guest sees"): THE engine staff bookings are
 * priced with (functions/pricing face), over the operator's stored data, with the default variant as a staff create
 * takes it; answered in the guest's language without what only staff see (commission, the lines' sources, costs).
 */

const num = (m: Money) => toNumber(m);

/**
 * The engine's explanation in the guest's language, worded as the staff screens word it (shared/i18n/price-lines.ts):
 * the special's base and discount in the language too, amounts and dates as the language writes them.
 */
export function explainIn(e: Explanation, lang: Language): string {
  const { t, has } = wordsOf(lang);
  return explain(e, t, has, lang);
}

const GUEST_WORDS = { de: { ...dePricingLabels, ...deGuestPriceLabels }, en: { ...enPricingLabels, ...enGuestPriceLabels } };

function wordsOf(lang: Language) {
  const dictionary: Readonly<Record<string, string>> = lang === 'de' ? GUEST_WORDS.de : GUEST_WORDS.en;
  const has = (key: string): key is MessageKey => key in dictionary;
  const t = (key: MessageKey, params?: MessageParams) => interpolate(dictionary[key] ?? key, params, lang);
  return { t, has };
}

/**
 * A price line in the guest's words (shared/i18n/price-lines.ts `guestLineText`): the room or cabin type, nights or
 * the trip and the guests, never the operator's price list; its explanation the same words for an engine line (a
 * special or a supplement keeps its own explanation).
 */
export function guestLineIn(l: { text: string; explanation?: Explanation }, lang: Language): { text: string; explanation: string } {
  const { t, has } = wordsOf(lang);
  const text = guestLineText(l, t, has, lang);
  const own = !l.explanation || l.explanation.key.startsWith('pricing.line.');
  return { text, explanation: own ? text : explain(l.explanation, t, has, lang) };
}

/** The supplements chosen exist and are active for the asset (400 naming each that does not). */
function requireAddons(request: PricingRequest, data: PricingData): void {
  const fields = (request.supplements ?? []).flatMap((s, i) =>
    data.supplements.some((x) => x.id === s.id) ? [] : [{ path: `body.addons.${i}.id`, message: `No add-on ${s.id} to book` }],
  );
  if (fields.length) throw new ValidationError(fields.map((f) => f.message).join('; '), fields);
}

/** The online currency of the tenant (settings booking.onlineCurrency), when set. */
export async function onlineCurrency(tenant: string): Promise<string | undefined> {
  return (await currencyBook(tenant)).onlineCurrency;
}

/** Prices an online request as a staff create prices its booking: the same data, default variant and naming. */
export async function priceOnline(tenant: string, request: PricingRequest): Promise<PricingResult> {
  const asset = request.kind === 'stay' ? { resort: request.resort as string } : { vessel: request.vessel as string };
  const [data, names] = await Promise.all([loadPricingData(tenant, asset), namesOf(tenant, request)]);
  requireAddons(request, data);
  const full = withDefaultVariant(request, data);
  return named(priceFor(full, data), await namesFor(tenant, full, names));
}

/** The engine's result as a guest sees it, with approximate amounts in `guestCurrency` when another is asked. */
export async function guestPrice(
  tenant: string,
  result: PricingResult,
  lang: Language,
  guestCurrency?: string,
  products: readonly ProductLine[] = [],
): Promise<BookPrice> {
  const milestones = result.milestones.map((m) => ({ type: m.type, due: m.due, amount: num(m.amount), text: explainIn(m.explanation, lang) }));
  // Summed in minor units: decimals added as floats drift (0.1 + 0.2).
  const depositMinor = result.milestones.filter((m) => m.type === 'deposit').reduce((sum, m) => sum + m.amount.minor, 0);
  const deposit = Number(`${depositMinor}e-${result.total.decimals}`);
  const total = num(result.total);
  const payNow = depositMinor > 0 ? deposit : total;
  const base: BookPrice = {
    currency: result.currency,
    lines: result.lines.map((l) => ({
      type: l.type,
      ...guestLineIn(l, lang),
      amount: l.amount,
      price: num(l.price),
      total: num(l.total),
      ...(l.customer !== undefined ? { guest: l.customer } : {}),
      onSite: l.customerType === 'OnSite',
    })),
    specials: result.specials
      .filter((s) => s.matched)
      .map((s) => ({ id: s.special, name: s.name, explanation: explainIn(s.explanation, lang), effect: s.effect ? num(s.effect) : 0 })),
    taxes: result.taxes.map((t) => ({ name: t.name, rate: t.rate, amount: num(t.amount), inclusive: t.inclusive })),
    total,
    deposit,
    payNow,
    milestones,
    problems: result.problems.map((p) => explainIn(p, lang)),
  };
  const price = withProductLines(base, products);
  if (guestCurrency === undefined || guestCurrency === result.currency) return price;
  const book = await currencyBook(tenant);
  const from = currencyOf(book, result.currency, 'body.currency');
  const to = currencyOf(book, guestCurrency, 'body.currency');
  const approx = (amount: number) => convertMinor(amount, from, to) / 10 ** to.decimals;
  return {
    ...price,
    milestones: price.milestones.map((m) => ({ ...m, approx: { currency: to.code, amount: approx(m.amount) } })),
    approx: { currency: to.code, rate: rateOf(from, to), total: approx(price.total), payNow: approx(price.payNow) },
  };
}
