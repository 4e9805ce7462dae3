import {
  Badge,
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
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { mailAccountEndpoints as api } from '../../../../shared/api/mail-accounts';
import type { MailAccount } from '../../../../shared/domain/mail/account';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { formatDateTime } from '../../components/ResourceList/cell-format';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { MailAccountForm } from './mail-account-form';
import { revalidateQueue, useMailQueueStyles } from './mail-queue-common';

const KEY = ['mailaccounts'];
const HEALTH_COLOR = { unknown: 'informative', healthy: 'success', unhealthy: 'danger' } as const;

/**
 * The operator's mail accounts on /config/mail (docs/decisions/mail-accounts.md): each with its kind, whether its
 * secret is set or it is connected, its health (last send and fetch, last error) and its actions: edit, connect
 * (OAuth: to the provider and back here with `code` and `state`, completed by the callback), check the login, send a
 * test mail through the queue, delete.
 */
export function MailAccounts() {
  const styles = useMailQueueStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const { data: bootstrap } = useBootstrap();
  const timezone = bootstrap?.settings.timezone ?? DEFAULT_TIMEZONE;
  const { data, error, mutate } = useSWR(KEY, () => callEndpoint(api.list, {}), { revalidateOnFocus: false });
  const [editing, setEditing] = useState<MailAccount | 'new' | null>(null);
  const [confirm, setConfirm] = useState<MailAccount | null>(null);
  const [testTo, setTestTo] = useState(principal?.email ?? '');
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useSearchParams();
  const completing = useRef(false);

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
      await mutate();
    }
  };

  // Back from the provider: complete the connect once, then take code and state off the address.
  const code = search.get('code');
  const state = search.get('state');
  useEffect(() => {
    if (!code || !state || completing.current) return;
    completing.current = true;
    void run(async () => {
      try {
        const account = await callEndpoint(api.oauthCallback, { body: { code, state } });
        notify({ intent: 'success', key: 'mailAccounts.connectDone', params: { name: account.name } });
      } finally {
        setSearch({}, { replace: true });
      }
    });
  }, [code, state]);

  const connect = (a: MailAccount) =>
    run(async () => {
      const { url } = await callEndpoint(api.oauthConnect, { body: { account: a.id } });
      window.location.assign(url);
    });
  const test = (a: MailAccount) =>
    run(async () => {
      await callEndpoint(api.test, { params: { id: a.id }, body: testTo.trim() ? { to: testTo.trim() } : {} });
      notify({ intent: 'success', key: 'mailAccounts.testSent' });
      await revalidateQueue();
    });
  const check = (a: MailAccount) => run(() => callEndpoint(api.check, { params: { id: a.id } }));
  const remove = (a: MailAccount) =>
    run(async () => {
      await callEndpoint(api.remove, { params: { id: a.id } });
      notify({ intent: 'success', key: 'mailAccounts.deleted', params: { name: a.name } });
      setConfirm(null);
    });
  const when = (at: string | undefined) => (at ? formatDateTime(at, timezone) : t('mailAccounts.never'));
  const secret = (a: MailAccount) =>
    a.kind === 'smtp'
      ? a.passwordSet
        ? t('mailAccounts.secretSet')
        : t('mailAccounts.passwordMissing')
      : a.kind === 'oauth'
        ? a.connected
          ? t('mailAccounts.connected')
          : t('mailAccounts.notConnected')
        : '–';

  return (
    <section className={styles.section} aria-labelledby="mail-accounts-title" data-testid="mail-accounts">
      <Subtitle1 as="h2" id="mail-accounts-title">
        {t('mailAccounts.title')}
      </Subtitle1>
      <Body1>{t('mailAccounts.intro')}</Body1>
      {code && state ? <Body1 role="status">{t('mailAccounts.connecting')}</Body1> : null}
      <div className={styles.addForm}>
        <Button appearance="primary" onClick={() => setEditing('new')} data-testid="mail-account-add">
          {t('mailAccounts.add')}
        </Button>
        <Field label={t('mailAccounts.testTo')}>
          <Input type="email" value={testTo} onChange={(_e, d) => setTestTo(d.value)} data-testid="mail-account-test-to" />
        </Field>
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorNotice(error).key, errorNotice(error).params)}</MessageBarBody>
        </MessageBar>
      ) : !data ? (
        <ListSkeleton label={t('mailAccounts.loading')} columns={[20, 14, 14, 10, 12, 12, 18, 20]} rows={2} testId="mail-accounts-loading" />
      ) : data.data.length === 0 ? (
        <Body1 data-testid="mail-accounts-empty">{t('mailAccounts.empty')}</Body1>
      ) : (
        <div className={styles.frame}>
          <Table className={styles.table} aria-labelledby="mail-accounts-title">
            <TableHeader>
              <TableRow>
                {(['account', 'kind', 'secret', 'health', 'lastSend', 'lastFetch', 'lastError', 'actions'] as const).map((c) => (
                  <TableHeaderCell key={c}>{t(`mailAccounts.col.${c}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((a) => (
                <TableRow key={a.id} data-testid={`mail-account-${a.id}`}>
                  <TableCell>
                    <strong id={`mail-account-name-${a.id}`}>{a.name}</strong>{' '}
                    {a.sending ? <Badge appearance="tint">{t('mailAccounts.sendingBadge')}</Badge> : null}
                    <br />
                    {a.fromAddress}
                  </TableCell>
                  <TableCell>{t(`mailAccounts.kind.${a.kind}`)}</TableCell>
                  <TableCell>{secret(a)}</TableCell>
                  <TableCell>
                    <Badge appearance="filled" color={HEALTH_COLOR[a.health.state]} data-testid="mail-account-health">
                      {t(`mailAccounts.health.${a.health.state}`)}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.nowrap}>{when(a.health.lastSendAt)}</TableCell>
                  <TableCell className={styles.nowrap}>{a.kind === 'ses' ? '–' : when(a.health.lastFetchAt)}</TableCell>
                  <TableCell className={styles.error}>{a.health.lastError ? `${when(a.health.lastError.at)}: ${a.health.lastError.message}` : ''}</TableCell>
                  <TableCell>
                    <div className={styles.addForm}>
                      <Button size="small" onClick={() => setEditing(a)} aria-describedby={`mail-account-name-${a.id}`}>
                        {t('mailAccounts.editShort')}
                      </Button>
                      {a.kind === 'oauth' ? (
                        <Button
                          size="small"
                          disabled={busy}
                          onClick={() => void connect(a)}
                          aria-describedby={`mail-account-name-${a.id}`}
                          data-testid="mail-account-connect"
                        >
                          {t('mailAccounts.connectShort')}
                        </Button>
                      ) : null}
                      {a.kind !== 'ses' ? (
                        <Button
                          size="small"
                          disabled={busy}
                          onClick={() => void check(a)}
                          aria-describedby={`mail-account-name-${a.id}`}
                          data-testid="mail-account-check"
                        >
                          {t('mailAccounts.checkShort')}
                        </Button>
                      ) : null}
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() => void test(a)}
                        aria-describedby={`mail-account-name-${a.id}`}
                        data-testid="mail-account-test"
                      >
                        {t('mailAccounts.testShort')}
                      </Button>
                      <Button size="small" disabled={busy} onClick={() => setConfirm(a)} aria-describedby={`mail-account-name-${a.id}`}>
                        {t('mailAccounts.deleteShort')}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {confirm ? (
        <MessageBar intent="warning" data-testid="mail-account-delete-confirm">
          <MessageBarBody>
            {t('mailAccounts.deleteConfirm', { name: confirm.name })}{' '}
            <Button size="small" appearance="primary" disabled={busy} onClick={() => void remove(confirm)}>
              {t('mailAccounts.delete', { name: confirm.name })}
            </Button>{' '}
            <Button size="small" onClick={() => setConfirm(null)}>
              {t('mailAccounts.cancel')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {editing ? (
        <MailAccountForm
          {...(editing === 'new' ? {} : { account: editing })}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
