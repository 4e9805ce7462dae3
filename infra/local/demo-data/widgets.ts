import { putWidgetDay } from '../../../functions/data/widget-stats';
import { widgets } from '../../../functions/data/widgets';
import { ZWidget } from '../../../shared/domain/widget/widget';
import { DEMO_RESORT } from './inventory';
import { mulberry32 } from './random';
import { DEMO_VESSEL } from './tours';

/**
 * The demo's booking widgets (issue 25): one for the resort, one for the vessel, each allowed on a local test site
 * (http://localhost:8080), and 30 days of figures so /widget-admin/stats shows a chart at once.
 */
export const DEMO_WIDGETS = [
  {
    id: 'w-coral',
    data: ZWidget.parse({
      name: 'Coral Bay Resort stays',
      slug: 'coral-bay-resort',
      kind: 'resort',
      resort: DEMO_RESORT,
      language: 'auto',
      primaryColor: '#0b6a6f',
      backgroundColor: '#ffffff',
      domains: ['localhost:8080', 'www.coral-bay.example'],
    }),
  },
  {
    id: 'w-manta',
    data: ZWidget.parse({
      name: 'MV Manta Queen trips',
      slug: 'manta-queen',
      kind: 'vessel',
      vessel: DEMO_VESSEL,
      language: 'en',
      primaryColor: '#1f3f8f',
      backgroundColor: '#f7f9fc',
      domains: ['localhost:8080', '*.manta-queen.example'],
    }),
  },
];

export async function seedWidgets(log: (line: string) => void, now = new Date()): Promise<void> {
  for (const w of DEMO_WIDGETS) if (!(await widgets.get('demo', w.id))) await widgets.create('demo', w.id, w.data);
  const random = mulberry32(25);
  const days: Array<Promise<void>> = [];
  for (const w of DEMO_WIDGETS) {
    for (let n = 1; n <= 30; n++) {
      const day = new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
      const view = 20 + Math.floor(random() * 60);
      const search = Math.floor(view * (0.4 + random() * 0.2));
      const hold = Math.floor(search * (0.2 + random() * 0.1));
      const checkout = Math.floor(hold * (0.5 + random() * 0.3));
      const booking = Math.floor(checkout * (0.6 + random() * 0.3));
      const revenueMinor = booking * (90_000 + Math.floor(random() * 120_000));
      days.push(putWidgetDay('demo', { day, widgetId: w.id, view, search, hold, checkout, booking, revenueMinor }));
    }
  }
  await Promise.all(days);
  log(`widgets: ${DEMO_WIDGETS.length} with 30 days of figures`);
}
