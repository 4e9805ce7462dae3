import { Body1, Caption1, Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import type { BookPrice } from '../../../../shared/api/book';
import type { Language } from '../../../../shared/constants';
import { bookApi } from './book-api';
import { priceBody } from './book-bodies';
import type { BookT } from './book-texts';
import { useBookStyles } from './book-styles';
import type { FlowProps } from './flow-props';
import { moneyText } from './money-text';
import { dayText } from './month-grid';
import { Problem } from './Problem';
import { useCall } from './use-call';

/**
 * The price of the choice as booking/price answers it (the engine staff bookings use, in the online currency): its
 * lines, the specials with their explanation, the total, what is paid now and the rest with its due date, and the
 * approximate amounts in the guest's currency (`currency` of the address) when it differs.
 */
export function PriceBox(props: FlowProps & { onPrice?: (payNow: string) => void }) {
  const { page, state, params, api, t, lang, onPrice } = props;
  const body = priceBody(page.flow, state.choice, params);
  const key = body ? JSON.stringify(body) : undefined;
  const call = useCall(key, () => bookApi.price(api, body!), 300);
  const payNow = call.kind === 'ready' ? moneyText(call.data.payNow, call.data.currency, lang) : undefined;
  useEffect(() => {
    if (payNow) onPrice?.(payNow);
  }, [payNow, onPrice]);
  const styles = useBookStyles();
  return (
    <div aria-live="polite" aria-busy={call.kind === 'loading'} data-testid="book-price">
      <h3 className={styles.h3}>{t('bookPage.price')}</h3>
      {call.kind === 'ready' ? (
        <PriceView price={call.data} t={t} lang={lang} />
      ) : call.kind === 'failed' ? (
        <Problem t={t} why={call.why} retry={call.retry} />
      ) : call.kind === 'loading' ? (
        <Spinner size="tiny" label={t('bookPage.priceLoading')} />
      ) : null}
    </div>
  );
}

export function PriceView({ price, t, lang }: { price: BookPrice; t: BookT; lang: Language }) {
  const styles = useBookStyles();
  const m = (n: number) => moneyText(n, price.currency, lang);
  const rest = price.milestones.filter((ms) => ms.type === 'rest');
  return (
    <>
      {price.problems.length ? (
        <Body1 role="alert" data-testid="book-price-problems">
          {t('bookPage.problems', { problems: price.problems.join('; ') })}
        </Body1>
      ) : null}
      <table className={styles.lines}>
        <tbody>
          {price.lines.map((l, i) => (
            <tr key={i}>
              <td>
                <Body1>{l.text}</Body1>
                {l.explanation && l.explanation !== l.text ? (
                  <>
                    <br />
                    <Caption1 className={styles.muted}>{l.explanation}</Caption1>
                  </>
                ) : null}
                {l.onSite ? (
                  <>
                    <br />
                    <Caption1>{t('bookPage.onSite')}</Caption1>
                  </>
                ) : null}
              </td>
              <td className={styles.amount}>
                <Body1>{m(l.total)}</Body1>
              </td>
            </tr>
          ))}
          <tr className={styles.total}>
            <td>
              <Body1 className={styles.price}>{t('bookPage.total')}</Body1>
            </td>
            <td className={styles.amount} data-testid="book-total">
              <Body1 className={styles.price}>{m(price.total)}</Body1>
              {price.approx ? (
                <>
                  <br />
                  <Caption1>{t('bookPage.approx', { amount: moneyText(price.approx.total, price.approx.currency, lang) })}</Caption1>
                </>
              ) : null}
            </td>
          </tr>
          <tr>
            <td>
              <Body1>{t('bookPage.depositNow')}</Body1>
            </td>
            <td className={styles.amount} data-testid="book-pay-now">
              <Body1 className={styles.price}>{m(price.payNow)}</Body1>
              {price.approx ? (
                <>
                  <br />
                  <Caption1>{t('bookPage.approx', { amount: moneyText(price.approx.payNow, price.approx.currency, lang) })}</Caption1>
                </>
              ) : null}
            </td>
          </tr>
        </tbody>
      </table>
      {/* The specials that change the price, with their explanation (the lines carry their amounts). */}
      {price.specials.some((s) => s.effect !== 0) ? (
        <ul className={styles.list} data-testid="book-specials">
          {price.specials
            .filter((s) => s.effect !== 0)
            .map((s) => (
              <li key={s.id} data-testid={`book-special-${s.id}`}>
                <Caption1>
                  <strong>{t('bookPage.special', { name: s.name })}</strong>
                  {` · ${s.explanation}`}
                </Caption1>
              </li>
            ))}
        </ul>
      ) : null}
      {rest.map((r, i) => (
        <Caption1 as="p" key={i} data-testid="book-rest">
          {t('bookPage.restDue', {
            amount: `${m(r.amount)}${r.approx ? ` (${t('bookPage.approx', { amount: moneyText(r.approx.amount, r.approx.currency, lang) })})` : ''}`,
            date: dayText(r.due),
          })}
        </Caption1>
      ))}
      {price.approx ? (
        <Caption1 as="p" className={styles.muted}>
          {t('bookPage.approxNote', { currency: price.approx.currency, online: price.currency })}
        </Caption1>
      ) : null}
    </>
  );
}
