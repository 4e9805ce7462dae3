import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Option,
  Subtitle2,
} from '@fluentui/react-components';
import { useState } from 'react';
import { mailAccountEndpoints as api } from '../../../../shared/api/mail-accounts';
import {
  MAIL_ACCOUNT_KINDS,
  MAIL_SECURITY,
  OAUTH_PROVIDERS,
  type MailAccount,
  type MailAccountInput,
  type MailAccountKind,
  type MailSecurity,
  type OAuthProvider,
} from '../../../../shared/domain/mail/account';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { useMailQueueStyles } from './mail-queue-common';

interface Server {
  host: string;
  port: string;
  security: MailSecurity;
}
const server = (s: { host: string; port: number; security: MailSecurity } | undefined, empty: Server): Server =>
  s ? { host: s.host, port: String(s.port), security: s.security } : empty;

/**
 * Adds or edits a mail account (docs/decisions/mail-accounts.md): the kind switch (fixed once saved), the sender, the
 * servers of an SMTP account and its write-only password (shown only as set; empty keeps it), an OAuth account's provider.
 */
export function MailAccountForm({ account, onClose }: { account?: MailAccount; onClose: (saved: boolean) => void }) {
  const styles = useMailQueueStyles();
  const { t } = useI18n();
  const [kind, setKind] = useState<MailAccountKind>(account?.kind ?? 'ses');
  const [name, setName] = useState(account?.name ?? '');
  const [fromAddress, setFromAddress] = useState(account?.fromAddress ?? '');
  const [fromName, setFromName] = useState(account?.fromName ?? '');
  const [sending, setSending] = useState(account?.sending ?? true);
  const [smtp, setSmtp] = useState(server(account?.smtp, { host: '', port: '587', security: 'starttls' }));
  const [imap, setImap] = useState(server(account?.imap, { host: '', port: '993', security: 'tls' }));
  const [user, setUser] = useState(account?.user ?? '');
  const [password, setPassword] = useState('');
  const [provider, setProvider] = useState<OAuthProvider>(account?.provider ?? 'google');
  const [busy, setBusy] = useState(false);

  const toServer = (s: Server) => ({ host: s.host.trim(), port: Number(s.port), security: s.security });
  const input = (): MailAccountInput => {
    const common = { name: name.trim(), fromAddress: fromAddress.trim(), ...(fromName.trim() ? { fromName: fromName.trim() } : {}), sending };
    if (kind === 'smtp') {
      return {
        kind,
        ...common,
        smtp: toServer(smtp),
        ...(imap.host.trim() ? { imap: toServer(imap) } : {}),
        user: user.trim(),
        ...(password ? { password } : {}),
      };
    }
    if (kind === 'oauth') return { kind, ...common, provider };
    return { kind, ...common };
  };
  const save = async () => {
    setBusy(true);
    try {
      const saved = account
        ? await callEndpoint(api.update, { params: { id: account.id }, body: { ...input(), version: account.version } })
        : await callEndpoint(api.create, { body: input() });
      notify({ intent: 'success', key: 'mailAccounts.saved', params: { name: saved.name } });
      onClose(true);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  const serverFields = (label: string, value: Server, set: (s: Server) => void, id: string) => (
    <fieldset className={styles.section}>
      <legend>
        <Subtitle2>{label}</Subtitle2>
      </legend>
      <div className={styles.filters}>
        <Field label={t('mailAccounts.host')}>
          <Input value={value.host} onChange={(_e, d) => set({ ...value, host: d.value })} data-testid={`${id}-host`} />
        </Field>
        <Field label={t('mailAccounts.port')}>
          <Input type="number" value={value.port} onChange={(_e, d) => set({ ...value, port: d.value })} data-testid={`${id}-port`} />
        </Field>
        <Field label={t('mailAccounts.security')}>
          <Dropdown
            value={t(`mailAccounts.security.${value.security}`)}
            selectedOptions={[value.security]}
            onOptionSelect={(_e, d) => set({ ...value, security: d.optionValue as MailSecurity })}
            data-testid={`${id}-security`}
          >
            {MAIL_SECURITY.map((s) => (
              <Option key={s} value={s}>
                {t(`mailAccounts.security.${s}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
    </fieldset>
  );

  const title = account ? t('mailAccounts.edit', { name: account.name }) : t('mailAccounts.add');
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose(false)}>
      <DialogSurface aria-describedby={undefined} data-testid="mail-account-form">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.section}>
              <Field label={t('mailAccounts.kind')}>
                <Dropdown
                  disabled={Boolean(account)}
                  value={t(`mailAccounts.kind.${kind}`)}
                  selectedOptions={[kind]}
                  onOptionSelect={(_e, d) => setKind(d.optionValue as MailAccountKind)}
                  data-testid="mail-account-kind"
                >
                  {MAIL_ACCOUNT_KINDS.map((k) => (
                    <Option key={k} value={k}>
                      {t(`mailAccounts.kind.${k}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label={t('mailAccounts.name')} required>
                <Input value={name} onChange={(_e, d) => setName(d.value)} data-testid="mail-account-name" />
              </Field>
              <Field label={t('mailAccounts.fromAddress')} required>
                <Input type="email" value={fromAddress} onChange={(_e, d) => setFromAddress(d.value)} data-testid="mail-account-from" />
              </Field>
              <Field label={t('mailAccounts.fromName')}>
                <Input value={fromName} onChange={(_e, d) => setFromName(d.value)} />
              </Field>
              <Checkbox
                checked={sending}
                onChange={(_e, d) => setSending(Boolean(d.checked))}
                label={t('mailAccounts.sending')}
                data-testid="mail-account-sending"
              />
              {kind === 'smtp' ? (
                <>
                  {serverFields(t('mailAccounts.smtp'), smtp, setSmtp, 'mail-account-smtp')}
                  {serverFields(t('mailAccounts.imap'), imap, setImap, 'mail-account-imap')}
                  <Field label={t('mailAccounts.user')} required>
                    <Input value={user} onChange={(_e, d) => setUser(d.value)} autoComplete="off" data-testid="mail-account-user" />
                  </Field>
                  <Field
                    label={t('mailAccounts.password')}
                    required={!account?.passwordSet}
                    hint={account?.passwordSet ? t('mailAccounts.passwordSet') : t('mailAccounts.passwordMissing')}
                  >
                    <Input
                      type="password"
                      value={password}
                      onChange={(_e, d) => setPassword(d.value)}
                      autoComplete="new-password"
                      data-testid="mail-account-password"
                    />
                  </Field>
                </>
              ) : null}
              {kind === 'oauth' ? (
                <Field label={t('mailAccounts.provider')}>
                  <Dropdown
                    value={t(`mailAccounts.provider.${provider}`)}
                    selectedOptions={[provider]}
                    onOptionSelect={(_e, d) => setProvider(d.optionValue as OAuthProvider)}
                    data-testid="mail-account-provider"
                  >
                    {OAUTH_PROVIDERS.map((p) => (
                      <Option key={p} value={p}>
                        {t(`mailAccounts.provider.${p}`)}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy} data-testid="mail-account-save">
                {t('mailAccounts.save')}
              </Button>
              <Button disabled={busy} onClick={() => onClose(false)}>
                {t('mailAccounts.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
