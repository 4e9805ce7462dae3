import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { roomExtraEndpoints as api } from '../../../../shared/api/rooms';
import { BLOCKER_REASONS, MAX_BLOCKER_NIGHTS, type BlockerReason } from '../../../../shared/domain/inventory/blocker';
import { daysBetween } from '../../../../shared/domain/inventory/stay';
import { ApiCallError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { useAvailabilityStyles } from './availability-common';

export interface BlockerDraft {
  room: string;
  from: string;
  to: string;
}

/** Blocks a room for a date range (from up to the night before to) with a reason and a note. */
export function BlockerDialog({
  rooms,
  draft,
  onDone,
  onClose,
}: {
  rooms: { id: string; name: string }[];
  draft: BlockerDraft;
  onDone: () => void;
  onClose: () => void;
}) {
  const styles = useAvailabilityStyles();
  const { t } = useI18n();
  const [room, setRoom] = useState(draft.room);
  const [from, setFrom] = useState(draft.from);
  const [to, setTo] = useState(draft.to);
  const [reason, setReason] = useState<BlockerReason>('Maintanance');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const nights = from && to ? daysBetween(from, to) : 0;
  const rangeError = nights < 1 || nights > MAX_BLOCKER_NIGHTS ? t('availability.invalidRange') : null;
  const roomError = room ? null : t('availability.chooseRoom');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (rangeError || roomError || busy) return;
    setBusy(true);
    setRefused(null);
    try {
      const trimmed = note.trim();
      const answer = await callEndpoint(api.addBlocker, { body: { room, from, to, reason, ...(trimmed ? { note: trimmed } : {}) } });
      notify({ intent: 'success', key: 'availability.added', params: { room: rooms.find((r) => r.id === room)?.name ?? room, nights: answer.nights } });
      onDone();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiCallError && err.error.statusCode === 409) setRefused(err.error.description);
      else notifyError(err);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface aria-describedby="blocker-hint" data-testid="blocker-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t('availability.dialogTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Body1 id="blocker-hint">{t('availability.dialogHint')}</Body1>
              <Field
                label={t('availability.room')}
                required
                validationState={touched && roomError ? 'error' : 'none'}
                validationMessage={touched ? roomError : undefined}
              >
                <Select value={room} onChange={(_e, d) => setRoom(d.value)} data-testid="blocker-room">
                  <option value="" />
                  {rooms.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('availability.from')} required>
                <DateInput value={from} onChange={(v) => setFrom(v ?? '')} data-testid="blocker-from" />
              </Field>
              <Field
                label={t('availability.to')}
                required
                validationState={touched && rangeError ? 'error' : 'none'}
                validationMessage={touched ? rangeError : undefined}
              >
                <DateInput value={to} onChange={(v) => setTo(v ?? '')} data-testid="blocker-to" />
              </Field>
              <Field label={t('availability.reason')}>
                <Select value={reason} onChange={(_e, d) => setReason(d.value as BlockerReason)} data-testid="blocker-reason">
                  {BLOCKER_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`availability.reason.${r}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('availability.note')}>
                <Input value={note} onChange={(_e, d) => setNote(d.value)} maxLength={500} data-testid="blocker-note" />
              </Field>
              {refused ? (
                <MessageBar intent="error" data-testid="blocker-refused">
                  <MessageBarBody>{refused}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy} data-testid="blocker-submit">
                {busy ? t('availability.saving') : t('availability.save')}
              </Button>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {t('availability.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
