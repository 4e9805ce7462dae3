import { recordStockMovement } from '../../../functions/data/stock';
import { products } from '../../../functions/data/products';
import { sell } from '../../../functions/finance/pos/sale';
import type { Principal } from '../../../shared/auth/principal';
import { ZProduct } from '../../../shared/domain/product/product';
import { put } from './bulk-put';

/**
 * The demo's counter (docs/decisions.md "Point of sale"): drinks and small items with EAN barcodes for the scanner,
 * a dive for onsite items, an opening stock receipt, and three walk-in sales through the counter's own function (so
 * their numbers, stock movements and receipts are real).
 */
const POS_PRODUCTS: Array<[string, Parameters<typeof ZProduct.parse>[0], number]> = [
  [
    'p-pos-cola',
    {
      name: 'Coca-Cola 0.33 l',
      sku: 'DR-COLA',
      barcode: '5449000000996',
      categoryId: 'pc-drinks',
      unit: 'Can',
      price: 2,
      stock: { tracked: true, quantity: 0, minQuantity: 24 },
    },
    96,
  ],
  [
    'p-pos-juice',
    {
      name: 'Mango juice',
      sku: 'DR-MANGO',
      barcode: '4800016644290',
      categoryId: 'pc-drinks',
      unit: 'Bottle',
      price: 2.5,
      stock: { tracked: true, quantity: 0, minQuantity: 12 },
    },
    48,
  ],
  [
    'p-pos-sunscreen',
    { name: 'Reef-safe sunscreen', sku: 'SH-SUN', barcode: '0850020273019', unit: 'Bottle', price: 14, stock: { tracked: true, quantity: 0, minQuantity: 5 } },
    20,
  ],
  ['p-pos-tshirt', { name: 'Tidewise T-shirt', sku: 'SH-TEE', barcode: '4006381333931', unit: 'Piece', price: 22 }, 0],
  ['p-pos-boatdive', { name: 'Boat dive', sku: 'DV-BOAT', barcode: '2000000000015', unit: 'Unit', priceRule: 'PerDive', price: 35 }, 0],
];

export async function seedPos(log: (line: string) => void): Promise<void> {
  await put(
    products,
    'demo',
    POS_PRODUCTS.map(([id, data]) => [id, ZProduct.parse(data)]),
  );
  const actor = { userId: 'u-admin', userName: 'Alex Admin' };
  for (const [id, , quantity] of POS_PRODUCTS)
    if (quantity) await recordStockMovement('demo', { productId: id, change: quantity, reason: 'receipt', note: 'Opening stock (POS)' }, actor);
  const cashier: Principal = { tenant: 'demo', userId: 'u-admin', userType: 'admin', scopes: ['admin'], name: 'Alex Admin' };
  const sales: Array<[string, 'cash' | 'card', Array<[string, number]>]> = [
    [
      'demo-sale-0001',
      'cash',
      [
        ['p-pos-cola', 2],
        ['p-pos-juice', 1],
      ],
    ],
    [
      'demo-sale-0002',
      'card',
      [
        ['p-pos-sunscreen', 1],
        ['p-pos-tshirt', 1],
      ],
    ],
    ['demo-sale-0003', 'cash', [['p-pos-cola', 4]]],
  ];
  for (const [key, method, lines] of sales) await sell(cashier, { key, method, lines: lines.map(([product, quantity]) => ({ product, quantity })), items: [] });
  log(`pos: ${POS_PRODUCTS.length} counter products, ${sales.length} sales`);
}
