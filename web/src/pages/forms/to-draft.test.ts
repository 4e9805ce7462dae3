import { describe, expect, it } from 'vitest';
import { formDefinitionsResource } from '../../../../shared/api/forms';
import { ZFormDefinitionBase } from '../../../../shared/domain/forms/form-definition';
import { toDraft } from './form-definition-pages';

describe('the form editor’s draft', () => {
  it('keeps every field of the definition, so saving never resets one the editor does not show', () => {
    const full = ZFormDefinitionBase.parse({
      ...formDefinitionsResource.sample(1),
      intro: { en: 'Hello', de: 'Hallo' },
      description: 'For the team',
      attach: 'trips',
      askedPer: 'booking',
      active: false,
    });
    const draft = toDraft({ ...full, id: 'fd-1', version: 3, createdAt: 'x', updatedAt: 'y' });
    expect(Object.keys(draft).sort()).toEqual(Object.keys(ZFormDefinitionBase.shape).sort());
    expect(draft).toEqual(full);
  });
});
