import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { bankEntryEndpoints as api } from '../../../../shared/api/banks';
import { passesAny } from '../../../../shared/auth/permissions';
import { AppLink } from '../../components/AppLink/AppLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useBankPayments } from '../../data/finance';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { moneyText } from '../../i18n/money';
import { useBankStyles } from './bank-styles';
import { TemporaryPaymentDialog } from './temporary-dialog';

/** /bank/entry/manual and /bank/entry/temporary: payments of the ledger recorded by hand, page by page. */
function PaymentsList({ list }: { list: 'manual' | 'temporary' }) {
  const styles = useBankStyles();
  const { t, lang } = useI18n();
  const pages = useBankPayments(list);
  const [recording, setRecording] = useState(false);
  const mayRecord = passesAny(usePrincipal(), api.addTemporary.scopes);
  const { rows, more } = pages;
  const title = t(list === 'manual' ? 'bank.payments.manual' : 'bank.payments.temporary');
  return (
    <section className={styles.root} aria-label={title} data-testid={`bank-payments-${list}`}>
      <PageHeader title={title}>
        {list === 'temporary' && mayRecord ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setRecording(true)} data-testid="bank-temporary-open">
            {t('bank.temporary.open')}
          </Button>
        ) : null}
      </PageHeader>
      {recording ? (
        <TemporaryPaymentDialog
          onClose={(recorded) => {
            setRecording(false);
            // The payment counts on its booking at once: its file and the bank's lists are stale.
            if (recorded) void revalidate(keys.bank.all(), keys.bookings.all());
          }}
        />
      ) : null}
      {list === 'temporary' ? <Text>{t('bank.payments.temporaryHint')}</Text> : null}
      {pages.error ? (
        <MessageBar intent="error" data-testid="bank-payments-error">
          <MessageBarBody>{t('bank.payments.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void pages.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !pages.data ? (
        <Spinner label={t('bank.payments.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('bank.payments.empty')} testId="bank-payments-empty" />
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={title} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('bank.payments.date')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.payments.booking')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.payments.customer')}</TableHeaderCell>
                <TableHeaderCell button={{ className: styles.numberHead }}>{t('bank.payments.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.payments.reference')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.payments.id')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.id} data-testid={`bank-payment-${p.id}`}>
                  <TableCell className={styles.nowrap}>{formatDate(p.date)}</TableCell>
                  <TableCell>
                    <AppLink to={`/booking/${encodeURIComponent(p.booking)}`}>#{p.bookingNo ?? p.booking}</AppLink>
                  </TableCell>
                  <TableCell>{p.customerName ?? ''}</TableCell>
                  <TableCell className={styles.number}>{moneyText(p.paidAmount, p.paidCurrency, lang)}</TableCell>
                  <TableCell>{p.reference ?? p.text ?? ''}</TableCell>
                  <TableCell className={styles.mono}>{p.id}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {more ? <Button onClick={() => void pages.loadMore()}>{t('bank.entries.more')}</Button> : null}
    </section>
  );
}

export const ManualPaymentsPage = () => <PaymentsList list="manual" />;
export const TemporaryPaymentsPage = () => <PaymentsList list="temporary" />;
