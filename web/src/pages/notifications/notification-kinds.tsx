import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import {
  BuildingRegular,
  ClipboardTaskRegular,
  ClockAlarmRegular,
  GlobeRegular,
  MailErrorRegular,
  MailWarningRegular,
  MoneyDismissRegular,
  MoneyRegular,
  StethoscopeRegular,
} from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import type { NotificationKind } from '../../../../shared/domain/notifications/notification';
import { chooseKinds } from '../../data/notifications';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { kindLabel } from './notification-text';

/** Each kind's icon (decorative: the kind's name is written beside it). */
export const KIND_ICONS: Record<NotificationKind, ReactElement> = {
  'booking.online': <GlobeRegular aria-hidden />,
  'booking.agency': <BuildingRegular aria-hidden />,
  'payment.received': <MoneyRegular aria-hidden />,
  'payment.failed': <MoneyDismissRegular aria-hidden />,
  'form.completed': <ClipboardTaskRegular aria-hidden />,
  'form.physician': <StethoscopeRegular aria-hidden />,
  'option.expired': <ClockAlarmRegular aria-hidden />,
  'mail.bounced': <MailErrorRegular aria-hidden />,
  'mail.accountUnhealthy': <MailWarningRegular aria-hidden />,
};

/** The dialog in which a user chooses the kinds they get (all available ones checked but those switched off). */
export function ChooseKindsDialog(props: { open: boolean; available: NotificationKind[]; chosen: NotificationKind[]; onClose: () => void }) {
  const { t } = useI18n();
  const [kinds, setKinds] = useState<NotificationKind[]>(props.chosen);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await chooseKinds(kinds);
      notify({ intent: 'success', key: 'notify.saved' });
      props.onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={(_e, d) => (d.open ? undefined : props.onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('notify.chooseTitle')}</DialogTitle>
          <DialogContent>
            <Text as="p">{t('notify.chooseHint')}</Text>
            <div role="group" aria-label={t('notify.chooseTitle')} style={{ display: 'flex', flexDirection: 'column' }}>
              {props.available.map((k) => (
                <Checkbox
                  key={k}
                  label={kindLabel(t, k)}
                  checked={kinds.includes(k)}
                  data-testid={`notify-kind-${k}`}
                  onChange={(_e, d) => setKinds((now) => (d.checked ? [...now, k] : now.filter((x) => x !== k)))}
                />
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={props.onClose}>
              {t('notify.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void save()} data-testid="notify-kinds-save">
              {t('notify.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
