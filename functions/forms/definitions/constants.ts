import { formEndpoints as api } from '../../../shared/api/forms';
import {
  ASKED_PER,
  asksNothing,
  CONDITION_OPS,
  DATE_UNITS,
  DISPLAY_ONLY_TYPES,
  FORM_BLOCK_TYPES,
  FORM_FIELD_TYPES,
  FORM_FLAGS,
  FORM_PURPOSES,
  GUEST_FORM_FIELD_TYPES,
  RELATIVE_DATE_BASES,
  TEXT_PATTERNS,
} from '../../../shared/domain/forms/form-definition';
import { getSettingsGroup } from '../../data/settings';
import { action } from '../../lib/http';

const blocks = new Set<string>(FORM_BLOCK_TYPES);

/** What the definitions screen offers (the lists of the domain module) and the tenant's upload limit. */
export const formConstantActions = [
  action(api.constants, async ({ tenant }) => {
    const { values } = await getSettingsGroup(tenant, 'guestform');
    return {
      fieldTypes: [...FORM_FIELD_TYPES],
      guestFormTypes: [...GUEST_FORM_FIELD_TYPES],
      blockTypes: [...FORM_BLOCK_TYPES],
      displayOnlyTypes: [...DISPLAY_ONLY_TYPES],
      purposes: [...FORM_PURPOSES],
      askedPer: [...ASKED_PER],
      conditionOps: [...CONDITION_OPS],
      flags: [...FORM_FLAGS],
      relativeDateBases: [...RELATIVE_DATE_BASES],
      dateUnits: [...DATE_UNITS],
      textPatterns: [...TEXT_PATTERNS],
      maxGuestFormFileSizeinKb: values.maxGuestFormFileSizeinKb,
    };
  }),

  action(api.types, async () => ({
    data: FORM_FIELD_TYPES.map((type) => ({ type, asks: !asksNothing(type), block: blocks.has(type) })),
  })),
];
