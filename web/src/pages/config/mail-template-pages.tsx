import {
  Body1,
  Button,
  Caption1,
  Card,
  FluentProvider,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, CopyRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { Language } from '../../../../shared/constants';
import { placeholdersOf } from '../../../../shared/domain/mail/mail-template';
import { stableJson, type Draft } from '../../components/ResourceForm/form-values';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice, notify } from '../../notices/notice-bus';
import { mailTemplatesConfig } from '../../resources/mail-templates';
import type { Entity } from '../../resources/resource-types';
import { useMailTemplatePreview } from '../../resources/use-mail-template-preview';
import { lightTheme } from '../../theme';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage } from '../resources/resource-pages';
import { PrintTemplatePreview } from './print-template-preview';
import { useSupportedLanguages } from '../../resources/use-lookups';

const useStyles = makeStyles({
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, position: 'sticky', top: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  title: { margin: 0 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  chip: { fontFamily: tokens.fontFamilyMonospace },
  hint: { color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  frame: {
    width: '100%',
    minHeight: '360px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    display: 'block',
  },
  light: { backgroundColor: tokens.colorTransparentBackground },
});

/** /config/mailtemplates */
export function MailTemplateListPage() {
  return <ResourceListPage config={mailTemplatesConfig} />;
}

/** /config/mailtemplates/:id, and /config/mailtemplates/create for a new template (the spec has no create route). */
export function MailTemplateDetailPage() {
  const { id } = useParams();
  if (id === 'create') return <ResourceCreatePage config={mailTemplatesConfig} aside={(draft) => <TemplateAside draft={draft} />} />;
  return <ResourceDetailPage config={mailTemplatesConfig} aside={(draft, entity) => <TemplateAside draft={draft} entity={entity} />} />;
}

const texts = (v: unknown): string[] =>
  v && typeof v === 'object' ? Object.values(v as Record<string, unknown>).filter((x): x is string => typeof x === 'string') : [];

/** Beside the form: the placeholders the template uses (from the draft, as typed) and the server's preview. */
function TemplateAside({ draft, entity }: { draft: Draft; entity?: Entity }) {
  const styles = useStyles();
  const { t, lang: uiLang } = useI18n();
  const placeholders = useMemo(() => placeholdersOf([...texts(draft.subject), ...texts(draft.body)].join('\n')), [draft.subject, draft.body]);

  const copy = async (name: string) => {
    const text = `{{${name}}}`;
    try {
      await navigator.clipboard.writeText(text);
      notify({ intent: 'success', key: 'mailTemplates.copied', params: { placeholder: text } });
    } catch {
      // No clipboard (an insecure origin): nothing to copy to, the name is visible anyway.
    }
  };

  return (
    <aside className={styles.aside} aria-label={t('mailTemplates.preview')}>
      <Card className={styles.card}>
        <Subtitle1 as="h2" className={styles.title}>
          {t('mailTemplates.placeholders')}
        </Subtitle1>
        <Caption1 className={styles.hint}>{placeholders.length ? t('mailTemplates.placeholdersHint') : t('mailTemplates.noPlaceholders')}</Caption1>
        <div className={styles.chips} data-testid="template-placeholders">
          {placeholders.map((p) => (
            <Button key={p} size="small" className={styles.chip} icon={<CopyRegular />} onClick={() => void copy(p)}>
              {`{{${p}}}`}
            </Button>
          ))}
        </div>
      </Card>
      {draft.kind === 'print' ? <PrintTemplatePreview draft={draft} {...(entity ? { entity } : {})} /> : null}
      {/* A print template's preview is the live one above (and its PDF); the mail preview renders mail data only. */}
      {entity && draft.kind !== 'print' ? <TemplatePreview entity={entity} draft={draft} initialLang={uiLang} /> : null}
    </aside>
  );
}

function TemplatePreview({ entity, draft, initialLang }: { entity: Entity; draft: Draft; initialLang: Language }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [lang, setLang] = useState<Language>(initialLang);
  const { languages } = useSupportedLanguages();
  const { data, error, isLoading, mutate } = useMailTemplatePreview(entity.id, entity.version, lang);
  const unsaved = stableJson([draft.subject, draft.body]) !== stableJson([entity.subject, entity.body]);

  return (
    <Card className={styles.card} data-testid="template-preview">
      <div className={styles.row}>
        <Subtitle1 as="h2" className={styles.title}>
          {t('mailTemplates.preview')}
        </Subtitle1>
        <Button size="small" appearance="subtle" icon={<ArrowSyncRegular />} onClick={() => void mutate()}>
          {t('mailTemplates.refresh')}
        </Button>
      </div>
      <TabList selectedValue={lang} onTabSelect={(_e, d) => setLang(d.value as Language)} aria-label={t('mailTemplates.previewLanguage')} size="small">
        {languages.map((l) => (
          <Tab key={l} value={l}>
            {t(`header.languageName.${l}`)}
          </Tab>
        ))}
      </TabList>
      {unsaved ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('mailTemplates.previewSaved')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('mailTemplates.previewFailed')} {t(errorNotice(error).key, errorNotice(error).params)}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {isLoading && !data ? <Spinner size="small" label={t('common.loading')} /> : null}
      {data ? (
        <>
          <Body1 data-testid="preview-subject">{t('mailTemplates.previewSubject', { subject: data.subject })}</Body1>
          {/*
            No scripts, no same origin: the HTML is the operator's own, but it is shown as a mail, not
            run as a page. Light whatever the app's theme, as mail clients show mails.
          */}
          <FluentProvider theme={lightTheme} className={styles.light}>
            <iframe className={styles.frame} title={t('mailTemplates.previewFrame')} sandbox="" srcDoc={data.html} data-testid="preview-frame" />
          </FluentProvider>
          {data.missing.length ? <Caption1 className={styles.hint}>{t('mailTemplates.missing', { names: data.missing.join(', ') })}</Caption1> : null}
        </>
      ) : null}
    </Card>
  );
}
