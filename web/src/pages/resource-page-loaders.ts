import type { PageLoader } from '../navigation/route-types';

/**
 * The pages of the resource screens (generic list and form pages, settings), one chunk per area.
 * routes.tsx points its routes here.
 */
const customer = () => import('./customer/customer-pages');
const agency = () => import('./agency/agency-pages');
const employee = () => import('./employee/employee-page');
const product = () => import('./product/product-pages');
const media = () => import('./media/media-pages');
const specials = () => import('./specials/specials-pages');
const geo = () => import('./geo/geo-pages');
const users = () => import('./users/user-pages');
const configResources = () => import('./config/config-resource-pages');
const settings = () => import('./config/settings-pages');
const mailTemplates = () => import('./config/mail-template-pages');
const modules = () => import('./config/modules-page');

export const resourcePages = {
  customerList: () => customer().then((m) => m.CustomerListPage),
  customerCreate: () => customer().then((m) => m.CustomerCreatePage),
  customerEdit: () => customer().then((m) => m.CustomerEditPage),
  customerView: () => customer().then((m) => m.CustomerViewPage),
  customerGroup: () => customer().then((m) => m.CustomerGroupPage),
  customerDataGroups: () => customer().then((m) => m.CustomerDataGroupPage),
  agencyList: () => agency().then((m) => m.AgencyListPage),
  agencyFilter: () => agency().then((m) => m.AgencyFilterPage),
  agencyCreate: () => agency().then((m) => m.AgencyCreatePage),
  agencyEdit: () => agency().then((m) => m.AgencyEditPage),
  agencyGroup: () => agency().then((m) => m.AgencyGroupPage),
  agencyPayments: () => agency().then((m) => m.AgencyPaymentsPage),
  employees: () => employee().then((m) => m.EmployeePage),
  productList: () => product().then((m) => m.ProductListPage),
  productCreate: () => product().then((m) => m.ProductCreatePage),
  productEdit: () => product().then((m) => m.ProductEditPage),
  productCategory: () => product().then((m) => m.ProductCategoryPage),
  productStock: () => product().then((m) => m.ProductStockPage),
  mediaList: () => media().then((m) => m.MediaListPage),
  mediaCreate: () => media().then((m) => m.MediaUploadPage),
  mediaEdit: () => media().then((m) => m.MediaEditPage),
  specialsList: () => specials().then((m) => m.SpecialsListPage),
  specialsCreate: () => specials().then((m) => m.SpecialsCreatePage),
  specialsEdit: () => specials().then((m) => m.SpecialsEditPage),
  specialsGroup: () => specials().then((m) => m.SpecialsGroupPage),
  destinations: () => geo().then((m) => m.DestinationsPage),
  ports: () => geo().then((m) => m.PortsPage),
  airports: () => geo().then((m) => m.AirportsPage),
  airlines: () => geo().then((m) => m.AirlinesPage),
  countries: () => geo().then((m) => m.CountriesPage),
  users: () => users().then((m) => m.UsersListPage),
  userCreate: () => users().then((m) => m.UserCreatePage),
  userEdit: () => users().then((m) => m.UserEditPage),
  userRoles: () => users().then((m) => m.UserRolesPage),
  tax: () => configResources().then((m) => m.TaxPage),
  translations: () => configResources().then((m) => m.TranslationsPage),
  paymentProvider: () => configResources().then((m) => m.PaymentProviderPage),
  plugins: () => configResources().then((m) => m.PluginsPage),
  mailTemplates: () => mailTemplates().then((m) => m.MailTemplateListPage),
  mailTemplateEdit: () => mailTemplates().then((m) => m.MailTemplateDetailPage),
  configCompany: () => settings().then((m) => m.CompanyPage),
  settings: () => settings().then((m) => m.SettingsOverviewPage),
  settingsType: () => settings().then((m) => m.SettingsGroupPage),
  configBooking: () => settings().then((m) => m.BookingSettingsPage),
  mailConfig: () => settings().then((m) => m.MailSettingsPage),
  modules: () => modules().then((m) => m.ModulesPage),
} satisfies Record<string, PageLoader>;
