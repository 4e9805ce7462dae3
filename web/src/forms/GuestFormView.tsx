import { Body1, Caption1, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { AnswerValue, Answers } from '../../../shared/domain/forms/form-answers';
import { evaluateForm, isAnswered, type FormDates } from '../../../shared/domain/forms/form-evaluation';
import type { FormDefinition } from '../../../shared/domain/forms/form-definition';
import type { Language } from '../../../shared/constants';
import type { Translate } from '../../../shared/i18n/core';
import { issueText } from './guest-form-text';
import { localText, useGuestFormStyles } from './guest-form-styles';
import { GuestField } from './GuestField';
import type { GuestUploader } from './UploadInput';

/**
 * A guest form as the guest sees it (issue 24): the definition's sections and fields in one language, conditions,
 * required marks, answer checks and the physician flag from `evaluateForm` (the same code the server checks with).
 * Props in, answers out: no router, no resource hooks, no session, so the guest page (next slice) and the editor's
 * preview both draw it. Uploads work when the page gives an `uploader` (the guest page); the preview's stay disabled.
 */
export interface GuestFormViewProps {
  definition: Pick<FormDefinition, 'sections' | 'askedPer' | 'title'> & Partial<Pick<FormDefinition, 'intro'>>;
  lang: Language;
  answers: Answers;
  onChange: (answers: Answers) => void;
  t: Translate;
  dates: FormDates;
  /** The countries a Country field offers (code and name in `lang`). */
  countries?: ReadonlyArray<{ code: string; name: string }>;
  /** Only the questions asked of this party (a guest's own link: 'guest'). */
  askedOf?: 'booking' | 'guest';
  /** The guest is under 18 on arrival: a signature that asks for it needs a guardian. */
  minor?: boolean;
  /** Uploads possible (false in the editor's preview). */
  uploads?: boolean;
  /** How to upload (the guest page's, through the guest's token); without it the upload controls stay disabled. */
  uploader?: GuestUploader;
  /** The heading level of the form's title (the sections' one below). */
  level?: 1 | 2 | 3;
  /** Shows every issue (after a submit attempt), not only those of answered fields. */
  showAllIssues?: boolean;
}

export function GuestFormView(props: GuestFormViewProps) {
  const { definition, lang, answers, onChange, t, dates, askedOf, minor, level = 2, showAllIssues = false } = props;
  const styles = useGuestFormStyles();
  const evaluation = useMemo(
    () => evaluateForm(definition, answers, dates, { ...(askedOf ? { askedOf } : {}), ...(minor ? { minor } : {}) }),
    [definition, answers, dates, askedOf, minor],
  );
  const shown = useMemo(() => new Set(evaluation.shown.map((f) => f.id)), [evaluation]);
  const issues = useMemo(() => new Map(evaluation.issues.map((i) => [i.field, i.message])), [evaluation]);
  const H = `h${level}` as 'h1';
  const HS = `h${level + 1}` as 'h2';
  const set = (id: string, value: AnswerValue | undefined) => {
    const next = { ...answers };
    if (value === undefined || (typeof value === 'string' && value === '') || (Array.isArray(value) && value.length === 0)) delete next[id];
    else next[id] = value;
    onChange(next);
  };

  return (
    <form
      className={styles.root}
      lang={lang}
      aria-label={localText(definition.title, lang) || t('guestForm.form')}
      onSubmit={(e) => e.preventDefault()}
      noValidate
    >
      {localText(definition.title, lang) ? <H className={styles.heading}>{localText(definition.title, lang)}</H> : null}
      {localText(definition.intro, lang) ? <Body1 className={styles.para}>{localText(definition.intro, lang)}</Body1> : null}
      {evaluation.flags.includes('physician') ? (
        <MessageBar intent="warning" data-testid="guest-form-physician">
          <MessageBarBody>
            <MessageBarTitle>{t('guestForm.physicianTitle')}</MessageBarTitle>
            {t('guestForm.physicianText')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {definition.sections.map((section) => {
        const fields = section.fields.filter((f) => shown.has(f.id));
        if (!fields.length) return null;
        return (
          <section
            key={section.id}
            className={styles.section}
            data-testid={`guest-section-${section.id}`}
            aria-label={localText(section.title, lang) || undefined}
          >
            {localText(section.title, lang) ? <HS className={styles.sectionHeading}>{localText(section.title, lang)}</HS> : null}
            {localText(section.help, lang) ? <Caption1 className={styles.hint}>{localText(section.help, lang)}</Caption1> : null}
            {fields.map((field) => {
              const issue = issues.get(field.id);
              const visible = issue && (showAllIssues || isAnswered(answers[field.id]));
              return (
                <div key={field.id} data-testid={`guest-field-${field.id}`}>
                  <GuestField
                    {...props}
                    field={field}
                    value={answers[field.id]}
                    onValue={(v) => set(field.id, v)}
                    required={evaluation.required.has(field.id)}
                    message={visible ? issueText(issue, t) : undefined}
                    headingLevel={Math.min(level + 2, 6) as 3}
                  />
                </div>
              );
            })}
          </section>
        );
      })}
      <Caption1 className={styles.hint} data-testid="guest-form-progress">
        {t('guestForm.progress', { answered: evaluation.answered, asked: evaluation.asked })}
      </Caption1>
    </form>
  );
}
