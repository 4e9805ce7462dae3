import { ZFormDefinition } from '../../../../shared/domain/forms/form-definition';
import type { MessageKey, Translate } from '../../../../shared/i18n/core';
import { messageForIssue, messageForServerField } from '../../components/ResourceForm/zod-messages';

/**
 * The definition's checks in the user's language: the same schema the server checks with (ZFormDefinition with
 * definitionProblems), each problem by its path (sections.0.fields.2.options), so the editor shows it at the input.
 */

/** definitionProblems' messages (shared/domain/forms/form-definition.ts) as keys. */
const PROBLEMS: ReadonlyArray<[RegExp, MessageKey]> = [
  [/^A choice needs its options$/, 'formEditor.problem.choiceOptions'],
  [/^Only a choice (has options|raises a flag)$/, 'formEditor.problem.onlyChoiceOptions'],
  [/^An option appears twice$/, 'formEditor.problem.optionTwice'],
  [/^The field id ".*" appears twice$/, 'formEditor.problem.fieldTwice'],
  [/^The section id ".*" appears twice$/, 'formEditor.problem.sectionTwice'],
  [/^A field cannot depend on itself$/, 'formEditor.problem.selfCondition'],
  [/is not a question before this one$/, 'formEditor.problem.notEarlier'],
  [/" asks nothing$/, 'formEditor.problem.asksNothing'],
  [/^The rule needs a value$/, 'formEditor.problem.ruleValue'],
  [/^A field that asks nothing cannot be required$/, 'formEditor.problem.displayRequired'],
  [/^A download needs its file$/, 'formEditor.problem.download'],
  [/^A video needs its address$/, 'formEditor.problem.video'],
  [/^The (longest is shorter than the shortest|largest is below the smallest)$/, 'formEditor.problem.range'],
  [/is not an option$/, 'formEditor.problem.raisesOption'],
  [/^Use a letter first/, 'formEditor.problem.fieldId'],
];

/** A message of the definition's checks (client or server) in the user's language. */
export function problemText(message: string, path: string, t: Translate, issue?: Parameters<typeof messageForIssue>[0]): string {
  const known = PROBLEMS.find(([pattern]) => pattern.test(message));
  if (known) return t(known[1]);
  // An empty options list: the schema's "at least 1" is the same problem as the check's.
  if (/(^|\.)options$/.test(path) && /(>=1|too_small)/.test(`${message} ${issue?.code ?? ''}`)) return t('formEditor.problem.choiceOptions');
  const last = path.split('.').pop() ?? '';
  const m = issue ? messageForIssue(issue, last) : messageForServerField(message, last);
  return t(m.key, m.params);
}

/** The draft's problems by path, as the server's check would report them. */
export function draftErrors(draft: unknown, t: Translate): Record<string, string> {
  const result = ZFormDefinition.safeParse(draft);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = problemText(issue.message, path, t, issue);
  }
  return out;
}

/** The API's field errors (`body.sections.0.fields.1.options`) by the path within the definition, translated. */
export function serverErrors(fields: ReadonlyArray<{ path: string; message: string }>, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const path = f.path.replace(/^body\.?/, '');
    if (path && !path.startsWith('params') && !path.startsWith('query') && !(path in out)) out[path] = problemText(f.message, path, t);
  }
  return out;
}
