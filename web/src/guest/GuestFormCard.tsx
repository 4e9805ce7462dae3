import { Badge, Button, Caption1, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Language } from '../../../shared/constants';
import type { Answers } from '../../../shared/domain/forms/form-answers';
import { evaluateForm, isAnswered, type FormDates } from '../../../shared/domain/forms/form-evaluation';
import { birthdayAnswer, isMinor } from '../../../shared/domain/forms/guest-form';
import type { MessageKey, Translate } from '../../../shared/i18n/core';
import { GuestFormView } from '../forms/GuestFormView';
import { UploadFailure, type GuestUploader } from '../forms/UploadInput';
import { guestApi, GuestApiError, guestUploadApi, type GuestFormData, type Saved, type SaveBody } from './guest-api';
import { PROGRESS_COLOR, useGuestPageStyles as useStyles } from './guest-page-styles';

/**
 * One form on the guest's page: the renderer (web/src/forms/GuestFormView) with the form's state and progress, drafts
 * saved as the guest goes (debounced; an answer that does not fit stays in its field with its message and out of the
 * draft), Submit with the server's issues at their fields, editable after submission until the operator locks it.
 */
/** Spec 1's default upload limit, when the server names none. */
export const DEFAULT_UPLOAD_KB = 256;

/** Uploads through the guest's token (docs/decisions/forms.md "Uploads"): target, PUT with progress, confirm. */
function useUploader(form: string, token: string, maxKb: number, onBehalf?: string): GuestUploader {
  return useMemo(
    () => ({
      maxKb,
      upload: async (field, file, onProgress) => {
        try {
          const { upload, target } = await guestUploadApi.target(form, {
            token,
            field,
            name: file.name,
            mimeType: file.type,
            size: file.size,
            ...(onBehalf ? { guest: onBehalf } : {}),
          });
          await guestUploadApi.putBytes(target, file, onProgress);
          return await guestUploadApi.confirm(form, upload.id, token);
        } catch (err) {
          const code = err instanceof GuestApiError ? err.code : '';
          throw new UploadFailure(code === 'FILE_TOO_LARGE' ? 'tooLarge' : code === 'FILE_TYPE_MISMATCH' ? 'wrongType' : 'failed');
        }
      },
      file: (id) => guestUploadApi.get(form, id, token),
    }),
    [form, token, maxKb, onBehalf],
  );
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'notFit' | 'submitting' | 'submitted' | 'issues';

export function FormCard(props: {
  form: GuestFormData;
  token: string;
  lang: Language;
  t: Translate;
  dates: FormDates;
  onBehalf?: string;
  level: 2 | 3;
  onSaved?: () => void;
  maxUploadKb?: number;
  /** Where the saves go (a standalone link's own call); the booking form's save by default. */
  saveTo?: (body: SaveBody) => Promise<Saved>;
  /** Uploads through the link (false: a standalone link, which has none yet: the renderer's "bring it along" hint). */
  uploads?: boolean;
  /** A counter link: after a submit, "Fill in another form" starts the next respondent. */
  onNext?: () => void;
}) {
  const { form, token, lang, t, dates, onBehalf, level, onSaved, maxUploadKb = DEFAULT_UPLOAD_KB, saveTo, uploads = true, onNext } = props;
  const send = saveTo ?? ((body: SaveBody) => guestApi.save(form.form, body));
  const uploader = useUploader(form.form, token, maxUploadKb, onBehalf);
  const styles = useStyles();
  const [answers, setAnswers] = useState<Answers>(form.answers);
  const [state, setState] = useState(form.state);
  const [progress, setProgress] = useState(form.progress);
  const [locked, setLocked] = useState(form.locked);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [serverIssues, setServerIssues] = useState<ReadonlyMap<string, string>>(new Map());
  const [showAll, setShowAll] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(answers);
  const noticeRef = useRef<HTMLDivElement>(null);
  const minor = isMinor(birthdayAnswer(form.definition, answers), dates);
  const body = (data: Answers, submit?: boolean) => ({ token, data, lang, ...(submit ? { submit } : {}), ...(onBehalf ? { guest: onBehalf } : {}) });

  const saveDraft = async (next: Answers) => {
    // An answer that does not fit stays in its field (with its message) and out of the draft: the others are saved.
    const evaluation = evaluateForm(form.definition, next, dates, { askedOf: form.askedOf, ...(minor ? { minor } : {}) });
    const misfits = new Set(evaluation.issues.filter((i) => i.message !== 'required' && isAnswered(next[i.field])).map((i) => i.field));
    const data = Object.fromEntries(Object.entries(next).filter(([id]) => !misfits.has(id)));
    setStatus('saving');
    try {
      const saved = await send(body(data));
      setState(saved.state);
      setProgress(saved.progress);
      setStatus(misfits.size ? 'notFit' : 'saved');
      onSaved?.();
    } catch (err) {
      if (err instanceof GuestApiError && err.code === 'FORM_LOCKED') setLocked(true);
      setStatus(err instanceof GuestApiError && err.status === 400 ? 'notFit' : 'failed');
    }
  };

  const onChange = (next: Answers) => {
    setAnswers(next);
    latest.current = next;
    if (serverIssues.size) setServerIssues(new Map());
    // A submitted form stays submitted: its changes are sent with "Submit changes", not as a draft.
    if (state === 'submitted') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveDraft(latest.current), 700);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async () => {
    clearTimeout(timer.current);
    setStatus('submitting');
    try {
      const saved = await send(body(latest.current, true));
      setState(saved.state);
      setProgress(saved.progress);
      setStatus('submitted');
      onSaved?.();
      setShowAll(false);
    } catch (err) {
      if (err instanceof GuestApiError && err.code === 'FORM_LOCKED') {
        setLocked(true);
        setStatus('idle');
      } else if (err instanceof GuestApiError && err.status === 400) {
        setServerIssues(err.fields);
        setShowAll(true);
        setStatus('issues');
      } else setStatus('failed');
    }
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const title = form.definition.title?.[lang] || form.definition.name;
  const stateText = t(`guestPage.state.${state}` as MessageKey);
  if (onNext && state === 'submitted')
    // A counter link (a tablet at the desk): the answers are sent and leave the screen; the next person starts empty.
    return (
      <section className={styles.card} aria-label={title} data-testid={`guest-form-${form.form}`}>
        <div ref={noticeRef} tabIndex={-1}>
          <MessageBar intent="success" data-testid="guest-submitted">
            <MessageBarBody>
              <MessageBarTitle>{t('guestPage.submittedTitle')}</MessageBarTitle>
              {t('guestPage.sentText')}
            </MessageBarBody>
          </MessageBar>
        </div>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={onNext} data-testid="guest-next">
            {t('guestPage.next')}
          </Button>
        </div>
      </section>
    );
  return (
    <section className={styles.card} aria-label={title} data-testid={`guest-form-${form.form}`}>
      <div className={styles.status}>
        <Badge appearance="filled" color={state === 'submitted' ? 'success' : 'informative'} data-testid="guest-form-state">
          {stateText}
        </Badge>
        <Badge appearance="tint" color={PROGRESS_COLOR[progress]}>
          {t(`guestPage.progress.${progress}` as MessageKey)}
        </Badge>
        <Caption1 role="status" data-testid="guest-save-status">
          {status === 'saving'
            ? t('guestPage.saving')
            : status === 'saved'
              ? t('guestPage.saved')
              : status === 'notFit'
                ? t('guestPage.notFit')
                : status === 'failed'
                  ? t('guestPage.saveFailed')
                  : ''}
        </Caption1>
      </div>
      <div ref={noticeRef} tabIndex={-1}>
        {locked ? (
          <MessageBar intent="info" data-testid="guest-locked">
            <MessageBarBody>
              <MessageBarTitle>{t('guestPage.lockedTitle')}</MessageBarTitle>
              {t('guestPage.lockedText')}
            </MessageBarBody>
          </MessageBar>
        ) : state === 'submitted' ? (
          <MessageBar intent="success" data-testid="guest-submitted">
            <MessageBarBody>
              <MessageBarTitle>{t('guestPage.submittedTitle')}</MessageBarTitle>
              {t('guestPage.submittedText')}
            </MessageBarBody>
          </MessageBar>
        ) : status === 'issues' ? (
          <MessageBar intent="error" data-testid="guest-issues">
            <MessageBarBody>{t('guestPage.issues')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <fieldset className={styles.plain} disabled={locked}>
        <GuestFormView
          definition={form.definition}
          lang={lang}
          answers={answers}
          onChange={onChange}
          t={t}
          dates={dates}
          askedOf={form.askedOf}
          minor={minor}
          {...(uploads ? { uploader } : {})}
          level={level}
          showAllIssues={showAll}
        />
      </fieldset>
      {locked ? null : (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void submit()} disabled={status === 'submitting'} data-testid="guest-submit">
            {status === 'submitting' ? t('guestPage.submitting') : state === 'submitted' ? t('guestPage.submitChanges') : t('guestPage.submit')}
          </Button>
        </div>
      )}
    </section>
  );
}
