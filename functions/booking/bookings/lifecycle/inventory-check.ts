import { bookingUnits } from '../../../../shared/domain/booking/claims';
import { holdsInventory } from '../../../../shared/domain/booking/lifecycle';
import { unitKey } from '../../../../shared/domain/inventory/claims';
import { assetInventoryItems, bookingCollectionItems } from '../../../data/booking-reads';
import { bookingItem, BOOKING, type BookingItem } from '../../../data/entities/booking';
import { CABINBED, CABINGENDER, cabinGenderItem, claimFromItem, ROOMNIGHT } from '../../../data/entities/inventory';

/**
 * The lifecycle's invariant, checked on the table (tests; an operator may run it too): the booking items of an
 * asset's inventory partition are exactly the units its holding bookings derive from their headers, each owned by
 * its booking, and each non-mixed cabin's gender item counts exactly the beds those bookings hold in it.
 * Answers the differences in words; an empty list is a consistent asset.
 */
export async function inventoryMismatches(tenant: string, asset: { resort: string } | { schedule: string }): Promise<string[]> {
  const [items, listed] = await Promise.all([assetInventoryItems(tenant, asset), bookingCollectionItems(tenant)]);
  const bookings: BookingItem[] = listed
    .filter((i) => i.entityType === BOOKING)
    .map((i) => bookingItem.fromItem(i))
    .filter((b) => ('resort' in asset ? b.resort === asset.resort : b.schedule === asset.schedule));
  const problems: string[] = [];
  const wanted = new Map<string, string>();
  const genders = new Map<string, number>();
  for (const b of bookings.filter((x) => holdsInventory(x.state))) {
    for (const unit of bookingUnits(b)) {
      const key = unitKey(unit);
      if (wanted.has(key)) problems.push(`${key} is held by both ${wanted.get(key)} and ${b.id}`);
      wanted.set(key, b.id);
    }
    for (const r of b.rooms) if (r.gender) genders.set(r.room, (genders.get(r.room) ?? 0) + (r.beds?.length ?? 0));
  }
  const held = new Map<string, string>();
  const counted = new Map<string, number>();
  for (const item of items) {
    if (item.entityType === CABINGENDER) counted.set(String(item.sk).slice('GENDER#'.length), cabinGenderItem.fromItem(item).holders);
    if (item.entityType !== ROOMNIGHT && item.entityType !== CABINBED) continue;
    const claim = claimFromItem(item);
    if (claim.owner.kind === 'booking') held.set(unitKey(claim), claim.owner.id);
  }
  for (const [key, owner] of held) {
    if (!wanted.has(key)) problems.push(`orphan item ${key} of ${owner}`);
    else if (wanted.get(key) !== owner) problems.push(`${key} is owned by ${owner}, held by ${wanted.get(key)}`);
  }
  for (const [key, id] of wanted) if (!held.has(key)) problems.push(`${id} holds ${key} without its item`);
  for (const cabin of new Set([...genders.keys(), ...counted.keys()])) {
    if ((genders.get(cabin) ?? 0) !== (counted.get(cabin) ?? 0))
      problems.push(`cabin ${cabin} counts ${counted.get(cabin) ?? 0} gendered beds, bookings hold ${genders.get(cabin) ?? 0}`);
  }
  return problems;
}
