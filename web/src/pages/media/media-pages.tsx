import {
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  Input,
  Link,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  shorthands,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, DocumentRegular } from '@fluentui/react-icons';
import { useRef, useState, type DragEvent } from 'react';
import { DEFAULT_MEDIA_MAX_KB, isImage, MEDIA_MIME_TYPES } from '../../../../shared/domain/media/media';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { TagInput } from '../../components/TagInput/TagInput';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { fieldLabel } from '../../resources/labels';
import { formatBytes, mediaConfig } from '../../resources/media';
import { uploadMedia } from '../../resources/media-upload';
import type { Entity } from '../../resources/resource-types';
import { useSettingsGroup } from '../../resources/use-settings';
import { ResourceDetailPage, ResourceListPage, useRouteTitle } from '../resources/resource-pages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '900px' },
  card: { padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    textAlign: 'center',
  },
  dropActive: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  dropIcon: { fontSize: '36px', color: tokens.colorBrandForeground1 },
  hidden: { display: 'none' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  preview: {
    maxWidth: '100%',
    maxHeight: '420px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  fileIcon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
});

/** /media and /media/list: pictures show as thumbnails. */
export function MediaListPage() {
  return <ResourceListPage config={mediaConfig} />;
}

/**
 * /media/create: choose or drop a file, then it is registered, uploaded straight to storage through
 * the answered upload target (with progress) and confirmed.
 */
export function MediaUploadPage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const title = useRouteTitle();
  const navigate = useAppNavigate();
  const input = useRef<HTMLInputElement>(null);
  const { data: mediaSettings } = useSettingsGroup('media');
  const maxKb = typeof mediaSettings?.values.maxFileSizeInKb === 'number' ? mediaSettings.values.maxFileSizeInKb : DEFAULT_MEDIA_MAX_KB;
  const [file, setFile] = useState<File | null>(null);
  const [folder, setFolder] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);

  const problem = !file
    ? null
    : !(MEDIA_MIME_TYPES as readonly string[]).includes(file.type)
      ? t('media.typeNotAllowed')
      : file.size > maxKb * 1024
        ? t('media.tooLarge', { max: formatBytes(maxKb * 1024, lang) })
        : null;

  const choose = (files: FileList | null) => {
    const next = files?.[0];
    if (next) setFile(next);
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files);
  };

  const upload = async () => {
    if (!file || problem) return;
    setProgress(0);
    try {
      const item = await uploadMedia({ file, folder: folder.trim(), tags }, setProgress);
      notify({ intent: 'success', key: 'media.uploaded' });
      navigate(mediaConfig.routes!.detail(item.id), { replace: true });
    } catch (err) {
      notifyError(err);
      setProgress(null);
    }
  };

  return (
    <section className={styles.root} data-testid="media-upload">
      <PageHeader title={title} />
      <Card className={styles.card}>
        <div
          className={mergeClasses(styles.drop, over && styles.dropActive)}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <ArrowUploadRegular className={styles.dropIcon} aria-hidden />
          <Button appearance="primary" onClick={() => input.current?.click()} disabled={progress !== null}>
            {t('media.chooseFile')}
          </Button>
          <Caption1 className={styles.muted}>{t('media.dropHint')}</Caption1>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            accept={MEDIA_MIME_TYPES.join(',')}
            onChange={(e) => choose(e.target.files)}
            data-testid="media-file"
            aria-label={t('media.chooseFile')}
          />
        </div>
        {file ? (
          <Body1 data-testid="media-selected">
            {file.name} · {formatBytes(file.size, lang)} · {file.type || '?'}
          </Body1>
        ) : null}
        {problem ? (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.grid}>
          <Field label={fieldLabel(mediaConfig, 'folder', t)}>
            <Input value={folder} onChange={(_e, d) => setFolder(d.value)} disabled={progress !== null} />
          </Field>
          <Field label={fieldLabel(mediaConfig, 'tags', t)}>
            {(props) => <TagInput {...props} value={tags} onChange={setTags} disabled={progress !== null} max={20} />}
          </Field>
        </div>
        {progress !== null && file ? (
          <Field validationMessage={t('media.uploading', { name: file.name, percent: progress })} validationState="none">
            <ProgressBar value={progress / 100} aria-label={t('media.uploading', { name: file.name, percent: progress })} />
          </Field>
        ) : null}
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={<ArrowUploadRegular />}
            disabled={!file || !!problem || progress !== null}
            onClick={() => void upload()}
            data-testid="media-upload-start"
          >
            {t('media.upload')}
          </Button>
        </div>
      </Card>
    </section>
  );
}

/** /media/:id: the file's details, with its picture (or a download) beside them. */
export function MediaEditPage() {
  return <ResourceDetailPage config={mediaConfig} aside={(_draft, entity) => (entity ? <MediaPreview item={entity} /> : null)} />;
}

function MediaPreview({ item }: { item: Entity }) {
  const styles = useStyles();
  const { t } = useI18n();
  const url = typeof item.url === 'string' ? item.url : undefined;
  const mime = typeof item.mimeType === 'string' ? item.mimeType : '';
  return (
    <Card className={styles.card} data-testid="media-preview">
      <Subtitle1 as="h2">{t('media.preview')}</Subtitle1>
      {item.status !== 'ready' ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('media.pending')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {url && isImage(mime) ? (
        <img className={styles.preview} src={url} alt={t('media.thumbnail', { name: String(item.name ?? '') })} />
      ) : (
        <div className={styles.aside}>
          <DocumentRegular className={styles.fileIcon} aria-hidden />
          <Caption1 className={styles.muted}>{t('media.noPreview')}</Caption1>
        </div>
      )}
      {url ? (
        <Link href={url} download={String(item.name ?? '')} target="_blank" rel="noopener">
          <ArrowDownloadRegular aria-hidden /> {t('media.download')}
        </Link>
      ) : null}
    </Card>
  );
}
