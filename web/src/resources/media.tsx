import { makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { mediaResource } from '../../../shared/api/media';
import type { Entity, ResourceWebConfig } from './resource-types';

const useStyles = makeStyles({
  thumb: {
    width: '36px',
    height: '36px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'block',
  },
  icon: { fontSize: '28px', color: tokens.colorNeutralForeground3 },
});

/** A list cell: the picture for images (the signed thumbnail link), an icon for other files. */
function Thumbnail({ item }: { item: Entity }) {
  const styles = useStyles();
  const url = typeof item.thumbnailUrl === 'string' ? item.thumbnailUrl : undefined;
  // The name is in the next column; the picture itself is decoration there.
  if (url) return <img className={styles.thumb} src={url} alt="" loading="lazy" data-testid="media-thumb" />;
  return <DocumentRegular className={styles.icon} aria-hidden />;
}

/** Bytes as KB or MB, as people read file sizes. */
export function formatBytes(bytes: number, lang: string): string {
  const nf = (n: number) => new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${nf(bytes / 1024)} KB`;
  return `${nf(bytes / 1024 / 1024)} MB`;
}

export const mediaConfig: ResourceWebConfig = {
  resource: mediaResource,
  routes: { list: '/media/list', create: '/media/create', detail: (id) => `/media/${id}` },
  defaultSort: { sort: 'createdAt', order: 'desc' },
  columns: [
    { key: 'thumbnail', label: 'label.media.picture', minWidth: 64, grow: 0.3, render: (item) => <Thumbnail item={item} /> },
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'folder', sort: 'folder', minWidth: 120 },
    { key: 'mimeType', minWidth: 120 },
    { key: 'size', minWidth: 80, render: (item, ctx) => (typeof item.size === 'number' ? formatBytes(item.size, ctx.lang) : '') },
    { key: 'tags', format: 'list', minWidth: 120 },
    { key: 'status', format: 'enum', minWidth: 90, grow: 0.5 },
    { key: 'createdAt', sort: 'createdAt', format: 'dateTime', minWidth: 140 },
  ],
  labels: { 'description.de': 'label.media.german', 'description.en': 'label.media.english' },
  enumLabels: { status: { pending: 'label.media.pending', ready: 'label.media.ready' } },
  // The server owns these: what a client sends for them is ignored.
  hidden: ['key', 'status', 'thumbnailUrl', 'url'],
  readOnlyFields: ['mimeType', 'size'],
  sections: [
    { title: 'label.media.file', fields: ['name', 'folder', 'mimeType', 'size', 'tags'] },
    { title: 'label.media.description', fields: ['description'] },
  ],
};
