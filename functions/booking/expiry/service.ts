/** What the event consumers of options and the waiting list call (events/handlers/booking-*.ts). */
export { expireOption, optionExpiresAt, syncOptionSchedule } from './expiry';
export { offerFreedInventory } from './waiting-list';
