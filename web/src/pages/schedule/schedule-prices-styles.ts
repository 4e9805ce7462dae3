import { makeStyles, tokens } from '@fluentui/react-components';
import { priceVariantsResource } from '../../../../shared/api/prices';
import { passesAny } from '../../../../shared/auth/permissions';
import { usePrincipal } from '../../hooks/use-session';
import { useResourceChoices } from '../../resources/use-resource';

/** What the schedule page's prices card and its lookups share. */

export const useScheduleStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  title: { margin: 0 },
  facts: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  tableFrame: { overflowX: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  tool: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  endButton: { justifyContent: 'flex-end' },
  figure: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** The variants' names where the user may read them, else their ids. */
export function useVariantName(): (id: string) => string {
  const canRead = passesAny(usePrincipal(), priceVariantsResource.scopes.read);
  const { data } = useResourceChoices(canRead ? priceVariantsResource : undefined);
  return (id) => String(data?.data.find((v) => v.id === id)?.name ?? id);
}
