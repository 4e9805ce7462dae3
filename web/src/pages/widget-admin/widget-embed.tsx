import { Button, Caption1, Card, Field, makeStyles, MessageBar, MessageBarBody, Subtitle1, Textarea, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { Draft } from '../../components/ResourceForm/form-values';
import { useI18n } from '../../hooks/use-i18n';
import { notify } from '../../notices/notice-bus';
import type { Entity } from '../../resources/resource-types';
import { widgetSnippet } from './snippet';

const useStyles = makeStyles({
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, position: 'sticky', top: tokens.spacingVerticalL, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  title: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  frame: {
    width: '100%',
    height: '420px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'block',
  },
});

const COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Beside the widget's form: the live preview (the widget page in an iframe, with the draft's colours) and the snippet to
 * copy. Only for a saved widget: the page and the snippet name its stored slug.
 */
export function WidgetEmbedAside({ draft, entity }: { draft: Draft; entity?: Entity }) {
  const styles = useStyles();
  const { t } = useI18n();
  const slug = typeof entity?.slug === 'string' ? entity.slug : undefined;
  const name = typeof entity?.name === 'string' ? entity.name : '';
  const snippet = useMemo(() => (slug ? widgetSnippet(window.location.origin, slug, name, t('widget.snippet.bookOnline')) : undefined), [slug, name, t]);
  // The preview shows the draft's colours before they are saved (the page takes them from its URL in preview mode).
  const preview = useMemo(() => {
    if (!slug) return undefined;
    const q = new URLSearchParams({ preview: '1' });
    for (const key of ['primaryColor', 'backgroundColor'] as const) {
      const v = draft[key];
      if (typeof v === 'string' && COLOR.test(v)) q.set(key, v);
    }
    return `/widget/${encodeURIComponent(slug)}?${q.toString()}`;
  }, [slug, draft]);

  const copy = async () => {
    if (!snippet) return;
    try {
      await navigator.clipboard.writeText(snippet.all);
      notify({ intent: 'success', key: 'widget.snippet.copied' });
    } catch {
      notify({ intent: 'warning', key: 'widget.snippet.copyFailed' });
    }
  };

  if (!snippet || !preview) {
    return (
      <aside className={styles.aside} aria-label={t('widget.snippet.title')}>
        <MessageBar intent="info">
          <MessageBarBody>{t('widget.preview.saveFirst')}</MessageBarBody>
        </MessageBar>
      </aside>
    );
  }
  return (
    <aside className={styles.aside} aria-label={t('widget.snippet.title')}>
      <Card className={styles.card}>
        <Subtitle1 as="h2" className={styles.title}>
          {t('widget.snippet.title')}
        </Subtitle1>
        <Caption1 className={styles.hint}>{t('widget.snippet.hint')}</Caption1>
        <Field label={t('widget.snippet.loader')}>
          <Textarea className={styles.code} readOnly resize="vertical" rows={3} value={snippet.loader} data-testid="widget-snippet-loader" />
        </Field>
        <Field label={t('widget.snippet.noscript')}>
          <Textarea className={styles.code} readOnly resize="vertical" rows={2} value={snippet.noscript} data-testid="widget-snippet-noscript" />
        </Field>
        <Field label={t('widget.snippet.iframe')}>
          <Textarea className={styles.code} readOnly resize="vertical" rows={3} value={snippet.iframe} data-testid="widget-snippet-iframe" />
        </Field>
        <div>
          <Button appearance="primary" icon={<CopyRegular />} onClick={() => void copy()} data-testid="widget-snippet-copy">
            {t('widget.snippet.copy')}
          </Button>
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle1 as="h2" className={styles.title}>
          {t('widget.preview.title')}
        </Subtitle1>
        {entity?.active === false ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('widget.preview.inactive')}</MessageBarBody>
          </MessageBar>
        ) : (
          <iframe className={styles.frame} src={preview} title={t('widget.preview.frame', { name })} data-testid="widget-preview" />
        )}
      </Card>
    </aside>
  );
}
