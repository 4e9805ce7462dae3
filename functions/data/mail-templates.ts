import { mailTemplatesResource } from '../../shared/api/mail-templates';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';

/** Mail and print templates; a template's key (when it has one) names one template per tenant. */
export const mailTemplates = repositoryFor(mailTemplatesResource, {
  derived: uniqueValues('MAILTEMPLATE', [{ name: 'key', label: 'the template key', values: (t) => (t.key ? [t.key] : []) }]),
});
