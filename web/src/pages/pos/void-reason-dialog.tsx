import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useI18n } from '../../hooks/use-i18n';

/** Asks why a sale or an onsite item is voided (required); `title` names what is voided. Closed while `title` is undefined. */
export function VoidReasonDialog({ title, onVoid, onClose }: { title?: string; onVoid: (reason: string) => Promise<boolean>; onClose: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim() || busy) return;
    setBusy(true);
    const ok = await onVoid(reason.trim());
    setBusy(false);
    if (ok) setReason('');
  };
  return (
    <Dialog open={title !== undefined} onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title ?? ''}</DialogTitle>
            <DialogContent>
              <Field label={t('pos.list.voidReason')} required>
                <Input value={reason} maxLength={200} onChange={(_e, d) => setReason(d.value)} data-testid="pos-void-reason" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('pos.cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={busy || !reason.trim()} data-testid="pos-void-confirm">
                {t('pos.confirmVoid')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
