import { Button, Caption1, Card, Checkbox, Field, Input, Select, Subtitle1, Subtitle2 } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { ASKED_PER, FORM_ATTACH, FORM_PURPOSES, type FormFieldType, type FormSection } from '../../../../shared/domain/forms/form-definition';
import { useI18n } from '../../hooks/use-i18n';
import { addField, addSection, earlierQuestions, errorsUnder, moveSection, PALETTE, removeSection, updateSection } from './definition-edit';
import {
  ASKED_LABEL,
  ATTACH_LABEL,
  LocalizedInputs,
  PURPOSE_LABEL,
  typeLabel,
  local,
  useEditorUi,
  useFocusRequest,
  useStyles,
  type DefinitionDraft,
  type EditorUi,
  type PathErrors,
} from './editor-parts';
import { FieldEditor } from './FieldEditor';
import { ConditionEditor } from './ConditionEditor';

/**
 * The form editor (issue 24): the definition's details, its sections and their fields, each field's texts, options,
 * checks, condition and flags. Controlled: `draft` in, `onChange` with the next draft out; the page saves.
 */
export function FormDefinitionEditor({ draft, onChange, errors }: { draft: DefinitionDraft; onChange: (next: DefinitionDraft) => void; errors: PathErrors }) {
  const styles = useStyles();
  const { t } = useI18n();
  const set = (change: Partial<DefinitionDraft>) => {
    const next = { ...draft, ...change };
    if (next.intro === undefined) delete next.intro;
    onChange(next);
  };
  const err = (path: string) => errors[path];
  const ui = useEditorUi();

  return (
    <div className={styles.stack}>
      <Card className={styles.card}>
        <Subtitle1 as="h2" className={styles.title}>
          {t('formEditor.details')}
        </Subtitle1>
        <div className={styles.grid}>
          <Field
            label={t('formEditor.name')}
            required
            hint={t('formEditor.nameHint')}
            validationMessage={err('name')}
            validationState={err('name') ? 'error' : 'none'}
          >
            <Input value={draft.name} onChange={(_e, d) => set({ name: d.value })} data-testid="formdef-name" />
          </Field>
          <Field label={t('formEditor.purpose')}>
            <Select value={draft.purpose} onChange={(_e, d) => set({ purpose: d.value as DefinitionDraft['purpose'] })} data-testid="formdef-purpose">
              {FORM_PURPOSES.map((p) => (
                <option key={p} value={p}>
                  {t(PURPOSE_LABEL[p])}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('formEditor.askedPer')}>
            <Select value={draft.askedPer} onChange={(_e, d) => set({ askedPer: d.value as DefinitionDraft['askedPer'] })}>
              {ASKED_PER.map((p) => (
                <option key={p} value={p}>
                  {t(ASKED_LABEL[p])}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('label.formDefinitions.attach')}>
            <Select value={draft.attach} onChange={(_e, d) => set({ attach: d.value as DefinitionDraft['attach'] })} data-testid="formdef-attach">
              {FORM_ATTACH.map((a) => (
                <option key={a} value={a}>
                  {t(ATTACH_LABEL[a])}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox checked={draft.active} onChange={(_e, d) => set({ active: !!d.checked })} label={t('formEditor.active')} />
        </div>
        <div className={styles.grid}>
          <LocalizedInputs value={draft.title} onChange={(v) => set({ title: v ?? {} })} labelKey="formEditor.titleLang" testId="formdef-title" />
        </div>
        <div className={styles.grid}>
          <LocalizedInputs value={draft.intro} onChange={(v) => set({ intro: v })} labelKey="formEditor.introLang" multiline />
        </div>
      </Card>

      <Subtitle1 as="h2" className={styles.title}>
        {t('formEditor.sections')}
      </Subtitle1>
      {draft.sections.length === 0 ? <Caption1 className={styles.hint}>{t('formEditor.noSections')}</Caption1> : null}
      {draft.sections.map((section, s) => (
        <SectionEditor key={s} draft={draft} s={s} section={section} onChange={onChange} errors={errorsUnder(errors, `sections.${s}`)} ui={ui} />
      ))}
      <div>
        <Button
          icon={<AddRegular />}
          onClick={() => {
            const next = addSection(draft);
            onChange(next);
            ui.requestFocus({ kind: 'section', id: next.sections.at(-1)!.id, what: 'id' });
          }}
          data-testid="formdef-add-section"
        >
          {t('formEditor.addSection')}
        </Button>
      </div>
    </div>
  );
}

function SectionEditor({
  draft,
  s,
  section,
  onChange,
  errors,
  ui,
}: {
  draft: DefinitionDraft;
  s: number;
  section: FormSection;
  onChange: (next: DefinitionDraft) => void;
  errors: PathErrors;
  ui: EditorUi;
}) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const [type, setType] = useState<FormFieldType>('Radio');
  const setSection = (change: Partial<FormSection>) => onChange(updateSection(draft, s, change));
  const refs = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null), id: useRef<HTMLInputElement>(null) };
  useFocusRequest(ui, 'section', section.id, refs);
  const move = (by: -1 | 1) => {
    onChange(moveSection(draft, s, by));
    ui.requestFocus({ kind: 'section', id: section.id, what: by < 0 ? 'up' : 'down' });
  };
  const heading = t('formEditor.section', { n: s + 1, id: section.id });

  return (
    <Card className={styles.card} data-testid={`formdef-section-${s}`} aria-label={heading} role="region">
      <div className={styles.head}>
        <Subtitle2 as="h3" className={styles.title}>
          {heading}
          {local(section.title, lang) ? ` – ${local(section.title, lang)}` : ''}
        </Subtitle2>
        <div className={styles.row}>
          <Button
            appearance="subtle"
            icon={<ArrowUpRegular />}
            aria-label={t('formEditor.moveSectionUp', { id: section.id })}
            disabled={s === 0}
            ref={refs.up}
            onClick={() => move(-1)}
          />
          <Button
            appearance="subtle"
            icon={<ArrowDownRegular />}
            aria-label={t('formEditor.moveSectionDown', { id: section.id })}
            disabled={s === draft.sections.length - 1}
            ref={refs.down}
            onClick={() => move(1)}
          />
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('formEditor.removeSection', { id: section.id })}
            onClick={() => onChange(removeSection(draft, s))}
          />
        </div>
      </div>
      <div className={styles.grid}>
        <Field label={t('formEditor.sectionId')} required validationMessage={errors.id} validationState={errors.id ? 'error' : 'none'}>
          <Input ref={refs.id} value={section.id} onChange={(_e, d) => setSection({ id: d.value })} />
        </Field>
        <LocalizedInputs value={section.title} onChange={(v) => setSection({ title: v ?? {} })} labelKey="formEditor.titleLang" />
      </div>
      <div className={styles.grid}>
        <LocalizedInputs value={section.help} onChange={(v) => setSection({ help: v })} labelKey="formEditor.helpLang" />
      </div>
      <ConditionEditor
        condition={section.condition}
        questions={earlierQuestions(draft, s)}
        onChange={(condition) => setSection({ condition })}
        errors={errorsUnder(errors, 'condition')}
        allowRequire={false}
      />
      {section.fields.length === 0 ? <Caption1 className={styles.hint}>{t('formEditor.noFields')}</Caption1> : null}
      {section.fields.map((field, f) => {
        const fieldErrors = errorsUnder(errors, `fields.${f}`);
        const hasErrors = Object.keys(fieldErrors).length > 0 || !!errors[`fields.${f}`];
        return (
          <FieldEditor
            key={f}
            draft={draft}
            s={s}
            f={f}
            field={field}
            open={ui.isOpen(field.id) || hasErrors}
            ui={ui}
            onChange={onChange}
            errors={fieldErrors}
            ownError={errors[`fields.${f}`]}
            isLast={s === draft.sections.length - 1 && f === section.fields.length - 1}
          />
        );
      })}
      <div className={styles.row}>
        <Field label={t('formEditor.newFieldType')}>
          <Select value={type} onChange={(_e, d) => setType(d.value as FormFieldType)} data-testid={`formdef-new-type-${s}`}>
            {PALETTE.map((g) => (
              <optgroup key={g.group} label={t(`formEditor.group.${g.group}`)}>
                {g.types.map((type) => (
                  <option key={type} value={type}>
                    {typeLabel(t, type)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Button
          icon={<AddRegular />}
          onClick={() => {
            const next = addField(draft, s, type);
            const added = next.sections[s]!.fields.at(-1)!.id;
            onChange(next);
            ui.setOpen(added, true);
            ui.requestFocus({ kind: 'field', id: added, what: 'id' });
          }}
          data-testid={`formdef-add-field-${s}`}
        >
          {t('formEditor.addField')}
        </Button>
      </div>
    </Card>
  );
}
