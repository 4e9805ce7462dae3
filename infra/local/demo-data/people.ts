import { ZAgencyGroup } from '../../../shared/domain/agency/agency-group';
import { ZCustomerDataGroup } from '../../../shared/domain/customer/customer-data-group';
import { ZCustomerGroup } from '../../../shared/domain/customer/customer-group';
import { ZEmployee } from '../../../shared/domain/staff/employee';
import { ZUserRole } from '../../../shared/domain/staff/user-role';
import { agencyGroups } from '../../../functions/data/agency-groups';
import { agencyFilters } from '../../../functions/data/agency-filters';
import { ZAgencyFilter } from '../../../shared/api/agency-filters';
import { customerDataGroups, customerGroups } from '../../../functions/data/customer-groups';
import { employees } from '../../../functions/data/employees';
import { userRoles } from '../../../functions/data/user-roles';
import { put, type AddSeed } from './bulk-put';

/** Customer and agency groups, saved agency filters, user roles and employees of the demo tenants. */
export function seedPeople(add: AddSeed): void {
  add(
    'customerGroups',
    put(customerGroups, 'demo', [
      ['cg-regulars', ZCustomerGroup.parse({ name: 'Regulars', discount: 5, color: '#2e7d32' })],
      ['cg-club', ZCustomerGroup.parse({ name: 'Tauchclub Köln', discount: 10, defaultCustomerType: 'Direct' })],
      ['cg-staff', ZCustomerGroup.parse({ name: 'Staff and family', discount: 20 })],
    ]),
  );
  add(
    'customerDataGroups',
    put(customerDataGroups, 'demo', [
      [
        'cdg-passport',
        ZCustomerDataGroup.parse({
          name: 'Passport',
          sort: 1,
          showIn: ['customer', 'guestform'],
          label: { de: 'Reisepass', en: 'Passport' },
          fields: [
            { key: 'passport.number', label: { de: 'Passnummer', en: 'Passport number' }, required: true },
            { key: 'passport.nationality', label: { de: 'Ausstellungsland', en: 'Issuing country' }, type: 'Country' },
            { key: 'passport.expiry', label: { de: 'Gültig bis', en: 'Valid until' }, type: 'Date' },
          ],
        }),
      ],
      [
        'cdg-diving',
        ZCustomerDataGroup.parse({
          name: 'Diving',
          sort: 2,
          showIn: ['customer', 'guestform', 'booking'],
          label: { de: 'Tauchen', en: 'Diving' },
          fields: [
            {
              key: 'diving.certificationLevel',
              label: { de: 'Brevet', en: 'Certification' },
              type: 'Select',
              options: ['OWD', 'AOWD', 'Rescue', 'Divemaster', 'Instructor'],
            },
            { key: 'diving.agency', label: { de: 'Verband', en: 'Agency' }, type: 'Select', options: ['PADI', 'SSI', 'CMAS', 'NAUI'] },
            { key: 'diving.numberOfDives', label: { de: 'Anzahl Tauchgänge', en: 'Number of dives' }, type: 'Number' },
            { key: 'diving.lastDive', label: { de: 'Letzter Tauchgang', en: 'Last dive' }, type: 'Date' },
          ],
        }),
      ],
      [
        'cdg-emergency',
        ZCustomerDataGroup.parse({
          name: 'Emergency contact',
          sort: 3,
          showIn: ['guestform'],
          fields: [
            { key: 'emergency.name', label: { de: 'Name', en: 'Name' }, required: true },
            { key: 'emergency.phone', label: { de: 'Telefon', en: 'Phone' }, type: 'Phone', required: true },
          ],
        }),
      ],
    ]),
  );

  add(
    'agencyGroups',
    put(agencyGroups, 'demo', [
      ['ag-dach', ZAgencyGroup.parse({ name: 'Partners DACH', commission: 12 })],
      ['ag-resell', ZAgencyGroup.parse({ name: 'Resellers', commission: 15 })],
    ]),
  );
  // Saved agency filters of the demo admin: one shared with the team, one private.
  add(
    'agencyFilters',
    put(agencyFilters, 'demo', [
      [
        'af-dach-travel',
        ZAgencyFilter.parse({
          name: 'Travel agencies in DACH',
          filter: { agencyType: 'travel', 'address.country': { in: ['DE', 'AT', 'CH'] } },
          shared: true,
          ownerId: 'u-admin',
          visibleTo: '*',
        }),
      ],
      [
        'af-high-commission',
        ZAgencyFilter.parse({
          name: 'Commission 10 % and more',
          filter: { commission: { gte: 10 } },
          sort: 'updatedAt',
          order: 'desc',
          ownerId: 'u-admin',
          visibleTo: 'u-admin',
        }),
      ],
    ]),
  );

  add(
    'userRoles',
    put(userRoles, 'demo', [
      [
        'ur-frontdesk',
        ZUserRole.parse({
          name: 'Front desk',
          description: 'Check-in, guests and their bookings',
          scopes: ['bookings.read', 'bookings.create', 'bookings.update', 'customers.read', 'customers.update', 'forms.read'],
        }),
      ],
      [
        'ur-manager',
        ZUserRole.parse({
          name: 'Dive centre manager',
          scopes: [
            'bookings.read',
            'customers.read',
            'employee.read',
            'employee.update',
            'product.read',
            'product.update',
            'price.update',
            'forms.read',
            'formdef.update',
          ],
        }),
      ],
      ['ur-accounting', ZUserRole.parse({ name: 'Accounting', scopes: ['banks.read', 'bankentries.read', 'bookingpayment.read', 'payprovider.read'] })],
    ]),
  );

  add(
    'employees',
    put(employees, 'demo', [
      [
        'e-maria',
        ZEmployee.parse({
          firstName: 'Maria',
          lastName: 'Santos',
          position: 'Instructor',
          languages: ['en', 'tl'],
          certifications: [{ name: 'PADI Course Director' }],
          color: '#1565c0',
        }),
      ],
      [
        'e-jun',
        ZEmployee.parse({
          firstName: 'Jun',
          lastName: 'Reyes',
          position: 'DiveGuide',
          languages: ['en', 'tl'],
          certifications: [{ name: 'PADI Divemaster', validUntil: '2027-06-30' }],
        }),
      ],
      [
        'e-kai',
        ZEmployee.parse({ firstName: 'Kai', lastName: 'Becker', position: 'DiveGuide', languages: ['de', 'en'], assets: [{ type: 'vessel', ref: 'v-manta' }] }),
      ],
      ['e-rico', ZEmployee.parse({ firstName: 'Rico', lastName: 'Dela Cruz', position: 'Captain', assets: [{ type: 'vessel', ref: 'v-manta' }] })],
      ['e-ana', ZEmployee.parse({ firstName: 'Ana', lastName: 'Lim', position: 'Office', email: 'ana@bluereef.example' })],
    ]),
  );
}
