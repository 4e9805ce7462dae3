import { resourceHandler } from '../../lib/http';
import { companyActions } from './company';
import { settingsCurrencyActions } from './currencies';
import { mailTemplateActions } from './mail-templates';
import { settingsResourceActions } from './resources';

/** Configuration: translations, currencies, taxes, mail templates, payment providers, plugins, settings groups, company, modules. */
export const handler = resourceHandler('settings', [...settingsResourceActions, ...mailTemplateActions, ...companyActions, ...settingsCurrencyActions]);
