import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { QrCodeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import useSWR from 'swr';
import type { Booking } from '../../../../shared/api/bookings';
import { bookingQrEndpoints as api } from '../../../../shared/api/qr-stays';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { moneyText } from '../../i18n/money';
import { useErrorText } from './booking-forms-kit';

const useStyles = makeStyles({
  codes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  code: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flex: '1 1 260px', minWidth: 0 },
  pair: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  image: { width: '180px', height: '180px', flexShrink: 0, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
  link: { display: 'block', overflowWrap: 'anywhere', marginTop: tokens.spacingVerticalXS },
  hint: { display: 'block', color: tokens.colorNeutralForeground3 },
  surface: { maxWidth: '760px' },
});

/**
 * The booking's QR codes (docs/decisions.md, "Payment QR codes and customer stays"): a button in the booking file's
 * actions and a dialog with the check-in desk's code and the EPC payment code, the amount and bank details beside it.
 */
export function BookingQrCodes({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!passesAny(usePrincipal(), api.qrcode.scopes)) return null;
  return (
    <>
      <div>
        <Button icon={<QrCodeRegular />} appearance="secondary" data-testid="booking-qr-open" onClick={() => setOpen(true)}>
          {t('qr.action')}
        </Button>
      </div>
      {open ? <QrDialog booking={booking} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function QrDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const errorText = useErrorText();
  const params = { params: { id: booking.id } };
  // Keyed by the booking's version: a payment recorded meanwhile gives a new amount.
  const checkin = useSWR(['booking.qrcode', booking.id, booking.version], () => callEndpoint(api.qrcode, params), { revalidateOnFocus: false });
  const payment = useSWR(['booking.paymentqrcode', booking.id, booking.version], () => callEndpoint(api.paymentqrcode, params), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const title = t('qr.title', { bookingNo: booking.bookingNo });
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={title} data-testid="booking-qr-dialog">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.codes}>
            <section className={styles.code} aria-labelledby="booking-qr-checkin">
              <Subtitle2 as="h3" id="booking-qr-checkin">
                {t('qr.checkin')}
              </Subtitle2>
              {checkin.error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{errorText(checkin.error)}</MessageBarBody>
                </MessageBar>
              ) : !checkin.data ? (
                <Spinner size="small" label={t('qr.loading')} />
              ) : (
                <div className={styles.pair}>
                  <img
                    className={styles.image}
                    src={checkin.data.image}
                    alt={t('qr.checkinAlt', { bookingNo: booking.bookingNo })}
                    data-testid="booking-qr-checkin"
                  />
                  <div>
                    <Caption1 as="p" className={styles.hint}>
                      {t('qr.checkinHint')}
                    </Caption1>
                    <Body1 as="p" className={styles.link} data-testid="booking-qr-url">
                      {checkin.data.url}
                    </Body1>
                  </div>
                </div>
              )}
            </section>
            <section className={styles.code} aria-labelledby="booking-qr-payment">
              <Subtitle2 as="h3" id="booking-qr-payment">
                {t('qr.payment')}
              </Subtitle2>
              {payment.error ? (
                <MessageBar intent="info" data-testid="booking-qr-payment-refused">
                  <MessageBarBody>{errorText(payment.error)}</MessageBarBody>
                </MessageBar>
              ) : !payment.data ? (
                <Spinner size="small" label={t('qr.loading')} />
              ) : (
                <div className={styles.pair}>
                  <img
                    className={styles.image}
                    src={payment.data.image}
                    alt={t('qr.paymentAlt', { amount: moneyText(payment.data.amount, 'EUR', lang), bookingNo: booking.bookingNo })}
                    data-testid="booking-qr-payment"
                  />
                  <div>
                    <dl className={styles.facts} data-testid="booking-qr-payment-facts">
                      <dt className={styles.term}>{t('qr.amount')}</dt>
                      <dd className={styles.value}>{moneyText(payment.data.amount, 'EUR', lang)}</dd>
                      <dt className={styles.term}>{t('qr.beneficiary')}</dt>
                      <dd className={styles.value}>{payment.data.name}</dd>
                      <dt className={styles.term}>{t('qr.iban')}</dt>
                      <dd className={styles.value}>{payment.data.iban.replace(/(.{4})/g, '$1 ').trim()}</dd>
                      {payment.data.bic ? (
                        <>
                          <dt className={styles.term}>{t('qr.bic')}</dt>
                          <dd className={styles.value}>{payment.data.bic}</dd>
                        </>
                      ) : null}
                      <dt className={styles.term}>{t('qr.reference')}</dt>
                      <dd className={styles.value}>{payment.data.reference}</dd>
                    </dl>
                    <Caption1 as="p" className={styles.hint}>
                      {t('qr.paymentHint')}
                    </Caption1>
                  </div>
                </div>
              )}
            </section>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="booking-qr-close">
              {t('qr.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
