import { Body1, Button, Link, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { BookView } from '../../../../shared/api/book';
import { bookApi, BookApiError, type ConfirmationLinks } from './book-api';
import { useBookStyles } from './book-styles';
import type { FlowProps } from './flow-props';
import { HoldBar } from './HoldBar';
import { openProvider } from './open-provider';
import { PriceBox } from './PriceBox';
import { rememberForReturn } from './provider-return';
import { Problem } from './Problem';
import { failureOf } from './use-call';

const POLL_MS = 2000;
/** How often a confirmed page asks again for its invoice and form links. */
const LINK_TRIES = 5;

/** The confirmation: the booking's number, its invoice and each guest's form (when the answer carries them). */
function Confirmation({ booking, t }: { booking: BookView & ConfirmationLinks; t: FlowProps['t'] }) {
  const styles = useBookStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.list} data-testid="book-confirmed">
      <h3 className={styles.h2} tabIndex={-1} ref={heading}>
        {t('bookPage.confirmedTitle')}
      </h3>
      <Body1 data-testid="book-booking-no">{t('bookPage.bookingNo', { bookingNo: booking.bookingNo })}</Body1>
      {booking.invoiceUrl ? (
        <Link href={booking.invoiceUrl} target="_blank" rel="noopener" data-testid="book-invoice">
          {t('bookPage.invoice')}
        </Link>
      ) : null}
      {booking.forms?.length ? (
        <>
          <h4 className={styles.h3}>{t('bookPage.forms')}</h4>
          <Body1>{t('bookPage.formsHint')}</Body1>
          <ul className={styles.list}>
            {booking.forms.map((f) => (
              <li key={f.guest}>
                <Link href={f.url} target="_blank" rel="noopener" data-testid={`book-form-${f.guest}`}>
                  {t(f.url.includes('/guestform-m/') ? 'bookPage.formsOfAll' : 'bookPage.formOf', { name: f.name })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Body1>{t('bookPage.formsHint')}</Body1>
      )}
    </div>
  );
}

/**
 * The payment: the countdown, the price, "Pay" to the provider's hosted page (the deposit or the whole amount as
 * the online terms say); back from it the page is "processing" until the verified webhook confirmed the booking
 * (payment/success, asked every 2 s), or "aborted" with "pay again" while the hold lasts.
 */
export function PayStep(props: FlowProps) {
  const styles = useBookStyles();
  const { state, dispatch, api, t, track } = props;
  const c = state.choice;
  const [booking, setConfirmed] = useState<(BookView & ConfirmationLinks) | undefined>(undefined);
  const [failed, setFailed] = useState<'busy' | 'unknown' | 'error' | undefined>(undefined);
  const [amount, setAmount] = useState<string | undefined>(undefined);

  // Back from the provider with success: wait for the webhook's confirmation.
  useEffect(() => {
    if (state.status !== 'processing' || !c.session || !c.token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      bookApi.paymentSuccess(api, c.session!, c.token!).then(
        (r) => {
          if (!live) return;
          setConfirmed(r.booking);
          // A widget's booking is counted by the server when the payment confirms it (with the booking's total), not here.
          if (r.confirmed) {
            dispatch({ type: 'confirmed' });
          } else timer = setTimeout(ask, POLL_MS);
        },
        (err: unknown) => {
          if (!live) return;
          if (err instanceof BookApiError && err.status >= 500) timer = setTimeout(ask, POLL_MS);
          else setFailed(failureOf(err));
        },
      );
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [state.status, c.session, c.token, api, dispatch, track]);

  // Confirmed before the confirmation's consumer issued the invoice and attached the forms: ask a few times more for
  // the links (the mail carries them in any case).
  const linkTries = useRef(0);
  const hasLinks = !!booking && (!!booking.invoiceUrl || !!booking.forms?.length);
  useEffect(() => {
    if (state.status !== 'confirmed' || !booking || hasLinks || !c.session || !c.token || linkTries.current >= LINK_TRIES) return;
    const timer = setTimeout(() => {
      linkTries.current++;
      bookApi.paymentSuccess(api, c.session!, c.token!).then(
        (r) => setConfirmed(r.booking),
        () => undefined,
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [state.status, booking, hasLinks, c.session, c.token, api]);

  // Back through the cancel link: the hold stays while it lasts.
  const told = useRef(false);
  useEffect(() => {
    if (state.status !== 'aborted' || c.paid !== 'aborted' || !c.session || !c.token || told.current) return;
    told.current = true;
    bookApi.paymentAborted(api, c.session, c.token).then(
      (r) => (r.canRetry ? dispatch({ type: 'aborted', ...(r.holdExpiresAt ? { until: r.holdExpiresAt } : {}) }) : dispatch({ type: 'expired' })),
      () => undefined,
    );
  }, [state.status, c.paid, c.session, c.token, api, dispatch]);

  const pay = async () => {
    setFailed(undefined);
    dispatch({ type: 'payStarted' });
    try {
      const here = `${window.location.pathname}${window.location.search}`;
      const r = await bookApi.checkout(api, c.hold!, c.token!, 'deposit', here);
      track('checkout');
      rememberForReturn(c.hold!, here);
      openProvider(r.url);
    } catch (err) {
      if (err instanceof BookApiError && err.status === 409) dispatch({ type: 'expired' });
      else {
        dispatch({ type: 'payFailed' });
        setFailed(failureOf(err));
      }
    }
  };

  if (state.status === 'confirmed' && booking) return <Confirmation booking={booking} t={t} />;
  if (state.status === 'processing' || state.status === 'confirmed') {
    return (
      <div aria-live="polite" data-testid="book-processing">
        <h3 className={styles.h2}>{t('bookPage.processingTitle')}</h3>
        <Body1 as="p">{t('bookPage.processingText')}</Body1>
        {failed ? <Problem t={t} why={failed} /> : <Spinner size="small" />}
      </div>
    );
  }
  return (
    <>
      <HoldBar {...props} />
      {state.status === 'aborted' ? (
        <div role="status" data-testid="book-aborted">
          <h3 className={styles.h3}>{t('bookPage.abortedTitle')}</h3>
          <Body1>{t('bookPage.abortedText')}</Body1>
        </div>
      ) : null}
      <PriceBox {...props} onPrice={(p) => setAmount(p)} />
      {failed ? <Problem t={t} why={failed} /> : null}
      <div>
        <Button appearance="primary" size="large" onClick={() => void pay()} disabled={state.status === 'paying'} data-testid="book-pay">
          {state.status === 'paying' ? (
            <Spinner size="tiny" label={t('bookPage.paying')} />
          ) : state.status === 'aborted' ? (
            t('bookPage.payAgain')
          ) : amount ? (
            t('bookPage.pay', { amount })
          ) : (
            t('bookPage.step.pay')
          )}
        </Button>
      </div>
    </>
  );
}
