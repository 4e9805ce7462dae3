import { ZFormDefinition } from '../../../shared/domain/forms/form-definition';
import { formDefinitions } from '../../../functions/data/forms';
import { put, type AddSeed } from './bulk-put';
import { DEMO_FORM_DEFINITIONS } from './guest-forms';

/** The demo's guest form definitions (./guest-forms.ts), `fd-<purpose>`, each with its version 1 (a derived item). */
export function demoFormDefinitionRows() {
  return DEMO_FORM_DEFINITIONS.map((d) => {
    const definition = ZFormDefinition.parse(d);
    return [`fd-${definition.purpose}`, definition] as [string, typeof definition];
  });
}

/** Seeds the four guest forms: registration, medical questionnaire, waiver, rental gear. */
export function seedGuestForms(add: AddSeed, tenant = 'demo'): void {
  add('formDefinitions', put(formDefinitions, tenant, demoFormDefinitionRows()));
}
