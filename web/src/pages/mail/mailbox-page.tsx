import { Badge, Body1, Button, Field, Link, MessageBar, MessageBarActions, MessageBarBody, Select, Spinner, Subtitle2 } from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { mailboxEndpoints as api, type MailListItem } from '../../../../shared/api/mailbox';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDateTime } from '../../components/ResourceList/cell-format';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import { useRouteTitle } from '../resources/resource-pages';
import { MAILBOX_KEY, MAILBOX_REFRESH_MS, useMailboxStyles } from './mailbox-common';
import { MailReader } from './mailbox-reader';

const SPECIAL = ['inbox', 'sent', 'trash', 'drafts', 'junk', 'archive'] as const;

/**
 * /mail (docs/decisions/mailbox.md): the accounts with an incoming server, a folder list, the folder's mails newest
 * first (paged by UID, read again every 30 s so new mail shows within a minute), each linked to its booking and
 * customer, and the reader with reply, forward and delete.
 */
export function MailboxPage() {
  const styles = useMailboxStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const { data: bootstrap } = useBootstrap();
  const timezone = bootstrap?.settings.timezone ?? DEFAULT_TIMEZONE;
  const [account, setAccount] = useState<string | undefined>();
  const [folder, setFolder] = useState('INBOX');
  const [pages, setPages] = useState<number[]>([]);
  const [open, setOpen] = useState<number | null>(null);

  const folders = useSWR([MAILBOX_KEY, 'folders', account ?? ''], () => callEndpoint(api.folders, { query: account ? { account } : {} }), {
    refreshInterval: MAILBOX_REFRESH_MS,
  });
  const current = account ?? folders.data?.account;
  const query = { account: current ?? '', folder, size: 25, ...(pages.length ? { before: pages[pages.length - 1] } : {}) };
  const mails = useSWR(current ? [MAILBOX_KEY, 'mails', JSON.stringify(query)] : null, () => callEndpoint(api.mails, { query }), {
    refreshInterval: MAILBOX_REFRESH_MS,
    keepPreviousData: true,
  });
  const health = folders.data?.accounts.find((a) => a.id === current)?.health;
  const error = folders.error ?? mails.error;
  const rows: MailListItem[] = mails.data?.data ?? [];
  // The special folders by their role (SPECIAL-USE), in the reader's language; the others as the server names them.
  const folderName = (f: { path: string; name: string; specialUse?: string }) => {
    const role = f.path.toUpperCase() === 'INBOX' ? 'inbox' : f.specialUse?.replace('\\', '').toLowerCase();
    const special = SPECIAL.find((s) => s === role);
    return special ? t(`mailbox.folder.${special}`) : f.name;
  };
  const choose = (fn: () => void) => {
    fn();
    setPages([]);
    setOpen(null);
  };

  if (folders.data && folders.data.accounts.length === 0)
    return (
      <section className={styles.root} data-testid="mailbox">
        <PageHeader title={title} />
        <EmptyState testId="mailbox-no-account" message={t('mailbox.noAccount')} />
      </section>
    );

  return (
    <section className={styles.root} data-testid="mailbox">
      <PageHeader title={title} />
      <Body1>{t('mailbox.intro')}</Body1>
      <div className={styles.toolbar}>
        {folders.data && folders.data.accounts.length > 1 ? (
          <Field label={t('mailbox.account')}>
            <Select value={current} onChange={(_e, d) => choose(() => (setAccount(d.value), setFolder('INBOX')))} data-testid="mailbox-account">
              {folders.data.accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.fromAddress})
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Button onClick={() => void Promise.all([folders.mutate(), mails.mutate()])} data-testid="mailbox-refresh">
          {t('mailbox.refresh')}
        </Button>
      </div>
      {health?.state === 'unhealthy' ? (
        <MessageBar intent="warning" data-testid="mailbox-unhealthy">
          <MessageBarBody>{t('mailbox.unhealthy', { error: health.lastError?.message ?? '' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" data-testid="mailbox-error">
          <MessageBarBody>
            {t('mailbox.error')} {t(errorNotice(error).key, errorNotice(error).params)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void Promise.all([folders.mutate(), mails.mutate()])}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.layout}>
        <nav className={styles.pane} aria-label={t('mailbox.folders')}>
          <Subtitle2 as="h2">{t('mailbox.folders')}</Subtitle2>
          {!folders.data && !folders.error ? <Spinner size="tiny" label={t('mailbox.loading')} /> : null}
          <ul className={styles.folders}>
            {(folders.data?.folders ?? []).map((f) => (
              <li key={f.path} className={styles.folder}>
                <Link
                  as="button"
                  aria-current={f.path === folder ? 'true' : undefined}
                  className={f.path === folder ? styles.unread : undefined}
                  onClick={() => choose(() => setFolder(f.path))}
                  data-testid="mailbox-folder"
                  data-path={f.path}
                >
                  {folderName(f)}
                </Link>
                {f.unseen ? (
                  <Badge appearance="tint" size="small" aria-label={`${f.unseen} ${t('mailbox.unread')}`}>
                    {f.unseen}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.pane} aria-label={t('mailbox.mails')} aria-busy={mails.isValidating}>
          <Subtitle2 as="h2">{t('mailbox.mails')}</Subtitle2>
          {current && !mails.data && !mails.error ? <Spinner size="tiny" label={t('mailbox.loading')} /> : null}
          {mails.data && rows.length === 0 ? <p data-testid="mailbox-empty">{t('mailbox.empty')}</p> : null}
          <ul className={styles.list} data-testid="mailbox-list">
            {rows.map((m) => (
              <li key={m.uid} className={`${styles.item} ${open === m.uid ? styles.selected : ''}`} data-testid="mailbox-row" data-uid={m.uid}>
                <Link
                  as="button"
                  className={m.seen ? undefined : styles.unread}
                  onClick={() => setOpen(m.uid)}
                  aria-label={t('mailbox.open', { subject: m.subject || t('mailbox.noSubject') })}
                  data-testid="mailbox-open"
                >
                  {m.subject || t('mailbox.noSubject')}
                </Link>
                <span className={styles.meta}>
                  <span>{m.from?.name ?? m.from?.address}</span>
                  {m.date ? <span>{formatDateTime(m.date, timezone)}</span> : null}
                  {m.match.booking ? (
                    <AppLink to={`/booking/${encodeURIComponent(m.match.booking.id)}`} data-testid="mailbox-row-booking">
                      {t('mailbox.booking', { no: m.match.booking.bookingNo })}
                    </AppLink>
                  ) : null}
                  {m.match.customer && !m.match.booking ? <span>{t('mailbox.customer', { name: m.match.customer.name })}</span> : null}
                </span>
              </li>
            ))}
          </ul>
          {mails.data && (mails.data.next || pages.length > 0) ? (
            <nav className={styles.pager} aria-label={t('list.paging')}>
              <Button disabled={pages.length === 0} onClick={() => setPages([])} data-testid="mailbox-first">
                {t('mailbox.first')}
              </Button>
              <Button disabled={!mails.data.next} onClick={() => setPages([...pages, mails.data!.next!])} data-testid="mailbox-more">
                {t('mailbox.more')}
              </Button>
            </nav>
          ) : null}
        </section>
        <section className={styles.pane} aria-label={t('mailbox.reader')}>
          {open && current ? (
            <MailReader key={`${current}-${folder}-${open}`} account={current} folder={folder} uid={open} timezone={timezone} onDeleted={() => setOpen(null)} />
          ) : (
            <p>{t('mailbox.readerEmpty')}</p>
          )}
        </section>
      </div>
    </section>
  );
}
