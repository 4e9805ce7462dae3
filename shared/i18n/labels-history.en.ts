/**
 * English names of the booking history's change kinds that had none (ISSUE-22: the history printed the bare action
 * name, "payment", glued to "No visible change"). Merged into ./en.
 */
export const enHistoryLabels = {
  'booking.history.action.payment': 'Payment',
  'booking.history.action.removePayment': 'Payment removed',
  'booking.history.action.paymentReference': 'Payment reference changed',
  'booking.history.action.paymentDue': 'Payment reminder',
  'booking.history.action.expire': 'Option expired',
  'booking.history.action.optionKept': 'Option kept (deposit paid)',
  'booking.history.action.change': 'Changed',
  'booking.history.action.onsiteAdd': 'Onsite item added',
  'booking.history.action.onsiteUpdate': 'Onsite item changed',
  'booking.history.action.onsiteMove': 'Onsite item moved',
  'booking.history.action.onsiteCombine': 'Onsite items combined',
  'booking.history.action.onsiteVoid': 'Onsite item voided',
  'booking.history.action.onsiteDelete': 'Onsite item deleted',
  'booking.history.action.onsiteExternal': 'External onsite item',
  'booking.history.action.onsiteDives': 'Dives recorded',
} as const;
