/**
 * The forms area's face: what other areas and the event consumers may use of it (docs/architecture.md). Guest form
 * definitions and their saved versions (issue 24; docs/decisions/forms.md); the guest links, answers and reminders
 * of the next slices will live beside them.
 */
export { formDefinitions, getFormDefinitionVersion } from '../data/forms';
