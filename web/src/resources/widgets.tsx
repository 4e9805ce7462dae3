import { widgetEndpoints, widgetsResource } from '../../../shared/api/widgets';
import { callEndpoint } from '../api/endpoint-client';
import { keys } from '../data/keys';
import { useRead } from '../data/use-read';
import { RESORT_REF, TOUR_REF, VESSEL_REF } from './inventory-refs';
import type { ResourceWebConfig } from './resource-types';

/** The views of the last 30 days of each widget: one stats call for the whole list (SWR shares it between rows). */
export function useWidgetViews() {
  return useRead(keys.widgets.stats({ days: 30 }), () => callEndpoint(widgetEndpoints.stats, { query: {} }));
}

function WidgetViews({ id }: { id: string }) {
  const { data } = useWidgetViews();
  if (!data) return <>–</>;
  return <>{data.widgets.find((w) => w.widgetId === id)?.views ?? 0}</>;
}

/** Booking widgets (issue 25): /widget-admin/list, create and :id (docs/decisions/widget.md). */
export const widgetsConfig: ResourceWebConfig = {
  resource: widgetsResource,
  routes: { list: '/widget-admin/list', create: '/widget-admin/create', detail: (id) => `/widget-admin/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'slug', sort: 'slug', minWidth: 160 },
    { key: 'kind', format: 'enum', minWidth: 140 },
    { key: 'domains', format: 'list', grow: 2, minWidth: 200 },
    { key: 'views30', label: 'label.widget.views30', minWidth: 110, grow: 0.6, render: (w) => <WidgetViews id={w.id} /> },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['kind', 'active'],
  refs: { resort: RESORT_REF, vessel: VESSEL_REF, tours: TOUR_REF },
  labels: {
    slug: 'label.widget.slug',
    kind: 'label.widget.kind',
    resort: 'label.widget.resort',
    vessel: 'label.widget.vessel',
    tours: 'label.widget.tours',
    language: 'label.widget.language',
    primaryColor: 'label.widget.primaryColor',
    backgroundColor: 'label.widget.backgroundColor',
    logo: 'label.widget.logo',
    domains: 'label.widget.domains',
  },
  enumLabels: {
    kind: { resort: 'label.widget.kind.resort', vessel: 'label.widget.kind.vessel', tours: 'label.widget.kind.tours' },
    language: { auto: 'label.widget.language.auto', de: 'label.widget.language.de', en: 'label.widget.language.en' },
  },
  hints: { slug: 'label.widget.hint.slug', tours: 'label.widget.hint.tours', logo: 'label.widget.hint.logo', domains: 'label.widget.hint.domains' },
  widgets: { primaryColor: 'color', backgroundColor: 'color' },
  sections: [
    { title: 'label.widget.section.what', fields: ['name', 'slug', 'kind', 'resort', 'vessel', 'tours', 'active'] },
    { title: 'label.widget.section.look', fields: ['language', 'primaryColor', 'backgroundColor', 'logo'] },
    { title: 'label.widget.section.embed', fields: ['domains'] },
  ],
};
