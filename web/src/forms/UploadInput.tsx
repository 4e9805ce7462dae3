import { Button, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { GUEST_UPLOAD_TYPES, isGuestUploadType } from '../../../shared/domain/forms/guest-uploads';
import type { Translate } from '../../../shared/i18n/core';
import { RequiredMark, useGuestFormStyles } from './guest-form-styles';

/**
 * What the renderer needs to upload (docs/decisions/forms.md "Uploads"): the guest page gives it (target, PUT, confirm
 * through the guest's token); the editor's preview gives none, and the upload controls stay disabled.
 */
export interface GuestUploader {
  /** The tenant's limit (maxGuestFormFileSizeinKb), checked here before anything is sent. */
  maxKb: number;
  upload(field: string, file: File, onProgress: (fraction: number) => void): Promise<{ id: string }>;
  /** An uploaded file's name, type and a short-lived link to it. */
  file(id: string): Promise<{ name: string; mimeType: string; url?: string }>;
}

/** Why an upload failed: the server's code or the check here. */
export class UploadFailure extends Error {
  constructor(readonly reason: 'tooLarge' | 'wrongType' | 'failed') {
    super(reason);
  }
}

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  label: { fontWeight: tokens.fontWeightSemibold },
  done: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  thumb: {
    width: '96px',
    height: '72px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  name: { overflowWrap: 'anywhere' },
  progress: { width: '100%', maxWidth: '320px' },
});

type Info = { name: string; mimeType: string; url?: string };

/** A file input for an Image field or a certification's card: uploads at once, shows the file (a thumbnail for photos). */
export function UploadInput(props: {
  field: string;
  label: string;
  required?: boolean;
  help?: string;
  message?: string;
  value: { upload: string } | undefined;
  onValue: (value: { upload: string } | undefined) => void;
  uploader: GuestUploader;
  t: Translate;
}) {
  const { field, label, required, help, message, value, onValue, uploader, t } = props;
  const styles = useStyles();
  const formStyles = useGuestFormStyles();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [info, setInfo] = useState<Info | undefined>(undefined);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [uploading, setUploading] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<UploadFailure['reason'] | undefined>(undefined);
  const current = value?.upload;

  // An answer saved earlier (a reload): its name and link are asked once.
  useEffect(() => {
    if (!current) return setInfo(undefined);
    let live = true;
    uploader.file(current).then(
      (f) => live && setInfo(f),
      () => live && setInfo(undefined),
    );
    return () => {
      live = false;
    };
  }, [current, uploader]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(undefined);
    if (!isGuestUploadType(file.type)) return setFailure('wrongType');
    if (file.size > uploader.maxKb * 1024) return setFailure('tooLarge');
    setUploading(file.name);
    setProgress(0);
    try {
      const done = await uploader.upload(field, file, setProgress);
      onValue({ upload: done.id });
    } catch (err) {
      setFailure(err instanceof UploadFailure ? err.reason : 'failed');
    } finally {
      setUploading(undefined);
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  };

  const failureText =
    failure === 'tooLarge'
      ? t('guestForm.uploadTooLarge', { size: uploader.maxKb })
      : failure === 'wrongType'
        ? t('guestForm.uploadWrongType')
        : failure
          ? t('guestForm.uploadFailed')
          : undefined;
  const shownMessage = failureText ?? message;
  const hintId = `${id}-hint`;
  const msgId = `${id}-msg`;
  return (
    <div className={styles.box} data-testid={`upload-${field}`}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {label}
        {required ? <RequiredMark label={t('guestForm.required')} /> : null}
      </label>
      <Caption1 id={hintId} className={formStyles.hint}>
        {help ? `${help} ` : ''}
        {t('guestForm.uploadHint', { size: uploader.maxKb })}
      </Caption1>
      {info && current ? (
        <div className={styles.done} data-testid="upload-done">
          {info.url && info.mimeType.startsWith('image/') ? (
            <img className={styles.thumb} src={info.url} alt={t('guestForm.uploadPreview', { name: info.name })} />
          ) : null}
          <span className={styles.name}>
            {info.url ? (
              <Link href={info.url} target="_blank" rel="noopener noreferrer">
                {info.name}
              </Link>
            ) : (
              info.name
            )}
          </span>
          <Button size="small" onClick={() => onValue(undefined)} aria-label={t('guestForm.uploadRemove', { name: info.name })}>
            {t('guestForm.uploadRemoveShort')}
          </Button>
        </div>
      ) : null}
      {/* The browser's own file input says "No file chosen" in its own language: the button chooses, the input stays hidden. */}
      <input
        ref={input}
        id={id}
        hidden
        type="file"
        accept={GUEST_UPLOAD_TYPES.join(',')}
        onChange={(e) => void choose(e.currentTarget.files?.[0])}
        data-testid="upload-input"
      />
      <div>
        <Button
          id={`${id}-choose`}
          disabled={uploading !== undefined}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={shownMessage ? `${hintId} ${msgId}` : hintId}
          aria-invalid={shownMessage ? true : undefined}
          onClick={() => input.current?.click()}
          data-testid="upload-choose"
        >
          {current ? t('guestForm.uploadReplace') : t('guestForm.uploadChoose')}
        </Button>
      </div>
      {uploading !== undefined ? (
        <>
          <progress className={styles.progress} max={1} value={progress ?? 0} aria-label={t('guestForm.uploadProgress')} />
          <Caption1 role="status">{t('guestForm.uploading', { name: uploading })}</Caption1>
        </>
      ) : null}
      {shownMessage ? (
        <div id={msgId} className={formStyles.error} role={failure ? 'alert' : undefined} data-testid="upload-error">
          {shownMessage}
        </div>
      ) : null}
    </div>
  );
}
