import { ZProduct, ZProductCategory } from '../../../shared/domain/product/product';
import { ZSpecial, ZSpecialGroup } from '../../../shared/domain/pricing/special';
import { productCategories, products } from '../../../functions/data/products';
import { specialGroups, specials } from '../../../functions/data/specials';
import { put, type AddSeed } from './bulk-put';

/** Product categories, products, special groups and specials of the demo tenants. */
export function seedCatalogue(add: AddSeed): void {
  add(
    'productCategories',
    put(productCategories, 'demo', [
      ['pc-rental', ZProductCategory.parse({ name: 'Rental gear', sort: 1 })],
      ['pc-courses', ZProductCategory.parse({ name: 'Courses', sort: 2 })],
      ['pc-gas', ZProductCategory.parse({ name: 'Air and nitrox', sort: 3 })],
      ['pc-drinks', ZProductCategory.parse({ name: 'Drinks', sort: 4 })],
    ]),
  );
  add(
    'products',
    put(products, 'demo', [
      ['p-bcd', ZProduct.parse({ name: 'BCD rental', categoryId: 'pc-rental', good: 'ReusableGood', priceRule: 'PerDiveDay', price: 8, taxId: 'tax-ph12' })],
      [
        'p-reg',
        ZProduct.parse({ name: 'Regulator rental', categoryId: 'pc-rental', good: 'ReusableGood', priceRule: 'PerDiveDay', price: 8, taxId: 'tax-ph12' }),
      ],
      [
        'p-suit',
        ZProduct.parse({ name: 'Wetsuit rental', categoryId: 'pc-rental', good: 'ReusableGood', priceRule: 'PerWeekCeil', price: 35, taxId: 'tax-ph12' }),
      ],
      [
        'p-owd',
        ZProduct.parse({
          name: 'Open Water Diver course',
          categoryId: 'pc-courses',
          good: 'ConsumptionGood',
          priceRule: 'PerPerson',
          price: 390,
          unit: 'Unit',
          availableOnline: true,
        }),
      ],
      [
        'p-aowd',
        ZProduct.parse({
          name: 'Advanced Open Water course',
          categoryId: 'pc-courses',
          priceRule: 'PerPerson',
          price: 320,
          unit: 'Unit',
          availableOnline: true,
        }),
      ],
      ['p-nitrox', ZProduct.parse({ name: 'Nitrox fill', categoryId: 'pc-gas', priceRule: 'PerDive', price: 6, stock: { tracked: false } })],
      [
        'p-water',
        ZProduct.parse({
          name: 'Water 1.5 l',
          categoryId: 'pc-drinks',
          unit: 'Bottle',
          priceRule: 'PerBooking',
          price: 1.5,
          stock: { tracked: true, quantity: 0, minQuantity: 48 },
        }),
      ],
      [
        'p-beer',
        ZProduct.parse({
          name: 'San Miguel',
          categoryId: 'pc-drinks',
          unit: 'Can',
          priceRule: 'PerBooking',
          price: 2.5,
          stock: { tracked: true, quantity: 0, minQuantity: 24 },
        }),
      ],
      [
        'p-defog',
        ZProduct.parse({
          name: 'Mask defog',
          categoryId: 'pc-rental',
          unit: 'Bottle',
          priceRule: 'PerBooking',
          price: 4,
          stock: { tracked: true, quantity: 0, minQuantity: 10 },
        }),
      ],
    ]),
  );

  add(
    'specialGroups',
    put(specialGroups, 'demo', [
      ['sg-season', ZSpecialGroup.parse({ name: 'Seasonal', sort: 1 })],
      ['sg-agency', ZSpecialGroup.parse({ name: 'Agency commissions', sort: 2 })],
    ]),
  );
  add(
    'specials',
    put(specials, 'demo', [
      [
        'sp-earlybird',
        ZSpecial.parse({
          name: 'Early bird 10 %',
          groupId: 'sg-season',
          discount: 'PerCent',
          discountValue: 10,
          dateRange: { from: '2026-01-01', to: '2026-12-31' },
          rule: { conditions: [{ condition: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', value: 90 }] },
        }),
      ],
      [
        'sp-7for6',
        ZSpecial.parse({
          name: 'Stay 7, pay 6',
          groupId: 'sg-season',
          // One night free (the cheapest) from 7 nights on: FOCUnit (docs/pricing.md). AbsoluteNights 1 took 1.00 a night.
          discount: 'FOCUnit',
          discountValue: 1,
          reduce: 'ChangeRoomPrice',
          rule: { conditions: [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 7 }] },
        }),
      ],
      [
        'sp-group',
        ZSpecial.parse({
          name: 'Group of 8: one free',
          discount: 'FOC',
          // One guest free per 8 guests (FOC counts the guests per free one; 1 made every guest free).
          discountValue: 8,
          rule: { scope: 'Person', conditions: [{ condition: 'NoOfPax', operator: 'GreaterThanEquals', value: 8 }] },
        }),
      ],
      [
        'sp-agency',
        ZSpecial.parse({
          name: 'Partner commission 12 %',
          type: 'AgencyCommission',
          groupId: 'sg-agency',
          discount: 'PerCent',
          discountValue: 12,
          reduce: 'ChangeCommissionablePrice',
          rule: { channels: ['AgentDirectBooking'], conditions: [{ condition: 'Agencies', operator: 'IsIn', value: ['a-sunseeker', 'a-deepblue'] }] },
        }),
      ],
    ]),
  );
}
