import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import useSWR from 'swr';
import { mailQueueEndpoints as api } from '../../../../shared/api/mail-queue';
import { passesAny } from '../../../../shared/auth/permissions';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { formatDateTime } from '../../components/ResourceList/cell-format';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { revalidateQueue, SUPPRESSION_KEY, useMailQueueStyles } from './mail-queue-common';

/** The tenant's suppression list: who gets no mail and why; staff remove an address (with a confirmation) or add one. */
export function SuppressionList() {
  const styles = useMailQueueStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const mayWrite = passesAny(principal, api.unsuppress.scopes);
  const { data: bootstrap } = useBootstrap();
  const timezone = bootstrap?.settings.timezone ?? DEFAULT_TIMEZONE;
  const { data, error } = useSWR([SUPPRESSION_KEY], () => callEndpoint(api.suppressions, { query: { size: 100 } }), { revalidateOnFocus: false });
  const [confirm, setConfirm] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<unknown>, success: () => void) => {
    setBusy(true);
    try {
      await fn();
      success();
      await revalidateQueue();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const remove = (a: string) =>
    run(
      () => callEndpoint(api.unsuppress, { params: { address: a } }),
      () => {
        notify({ intent: 'success', key: 'mailQueue.suppression.removed', params: { address: a } });
        setConfirm(null);
      },
    );
  const add = () =>
    run(
      () => callEndpoint(api.suppress, { body: { address: address.trim() } }),
      () => {
        notify({ intent: 'success', key: 'mailQueue.suppression.added', params: { address: address.trim() } });
        setAddress('');
      },
    );

  return (
    <section className={styles.section} aria-labelledby="mail-suppression-title" data-testid="mail-suppression">
      <Subtitle1 as="h2" id="mail-suppression-title">
        {t('mailQueue.suppression.title')}
      </Subtitle1>
      <Body1>{t('mailQueue.suppression.intro')}</Body1>
      {mayWrite ? (
        <form
          className={styles.addForm}
          onSubmit={(e) => {
            e.preventDefault();
            if (address.trim()) void add();
          }}
        >
          <Field label={t('mailQueue.suppression.addLabel')}>
            <Input type="email" value={address} onChange={(_e, d) => setAddress(d.value)} data-testid="mail-suppression-address" />
          </Field>
          <Button type="submit" disabled={busy || !address.trim()} data-testid="mail-suppression-add">
            {t('mailQueue.suppression.add')}
          </Button>
        </form>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorNotice(error).key, errorNotice(error).params)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {confirm ? (
        <MessageBar intent="warning" data-testid="mail-suppression-confirm">
          <MessageBarBody>{t('mailQueue.suppression.removeConfirm', { address: confirm })}</MessageBarBody>
          <Button appearance="primary" disabled={busy} onClick={() => void remove(confirm)} data-testid="mail-suppression-confirm-yes">
            {t('mailQueue.suppression.remove', { address: confirm })}
          </Button>
          <Button disabled={busy} onClick={() => setConfirm(null)}>
            {t('mailQueue.confirmNo')}
          </Button>
        </MessageBar>
      ) : null}
      <div className={styles.frame}>
        {!data && !error ? (
          <ListSkeleton label={t('mailQueue.loading')} columns={[3, 1, 2, 1]} rows={2} testId="mail-suppression-loading" />
        ) : data && data.data.length === 0 ? (
          <EmptyState testId="mail-suppression-empty" message={t('mailQueue.suppression.empty')} />
        ) : data ? (
          <Table aria-labelledby="mail-suppression-title" data-testid="mail-suppression-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('mailQueue.suppression.address')}</TableHeaderCell>
                <TableHeaderCell>{t('mailQueue.suppression.reason')}</TableHeaderCell>
                <TableHeaderCell>{t('mailQueue.suppression.since')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className={styles.srOnly}>{t('mailQueue.suppression.actions')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((s) => (
                <TableRow key={s.address} data-testid="mail-suppression-row">
                  <TableCell>{s.address}</TableCell>
                  <TableCell>
                    {t(`mailQueue.suppression.reason.${s.reason}`)}
                    {s.detail ? ` (${s.detail})` : ''}
                  </TableCell>
                  <TableCell className={styles.nowrap}>{formatDateTime(s.at, timezone)}</TableCell>
                  <TableCell>
                    {mayWrite ? (
                      <Button
                        icon={<DeleteRegular />}
                        appearance="subtle"
                        aria-label={t('mailQueue.suppression.remove', { address: s.address })}
                        onClick={() => setConfirm(s.address)}
                        data-testid="mail-suppression-remove"
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </div>
    </section>
  );
}
