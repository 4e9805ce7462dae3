import { Badge, Body1, Card, CardHeader, makeStyles, Spinner, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import type { Bootstrap } from '../../../shared/api/system';
import { apiFetch } from '../api/client';

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function HomePage() {
  const styles = useStyles();
  const { data, error, isLoading } = useSWR<Bootstrap>('/api/bootstrap', apiFetch);
  if (isLoading) return <Spinner label="Loading…" />;
  if (error || !data) return <Body1 role="alert">The server could not be reached.</Body1>;
  const on = Object.entries(data.features).filter(([, v]) => v).map(([k]) => k);
  return (
    <main className={styles.page}>
      <Title2 as="h1" data-testid="tenant-name">{data.tenant.name}</Title2>
      <div className={styles.grid}>
        <Card>
          <CardHeader header={<Subtitle2>Settings</Subtitle2>} />
          <Body1>Currency: {data.settings.baseCurrency}</Body1>
          <Body1>Time zone: {data.settings.timezone}</Body1>
          <Body1>Languages: {data.languages.join(', ')}</Body1>
          <Body1 data-testid="server-version">Server version: {data.version}</Body1>
        </Card>
        <Card>
          <CardHeader header={<Subtitle2>Modules ({on.length})</Subtitle2>} />
          <div className={styles.badges} data-testid="modules">
            {on.map((f) => (
              <Badge key={f} appearance="tint">{f}</Badge>
            ))}
          </div>
        </Card>
      </div>
    </main>
  );
}
