import type { ResourceName } from '../../shared/api/endpoint';

/** The booking area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const BOOKING_LAMBDAS = {
  bookings: 'functions/booking/bookings/lambda.ts',
  bookingactions: 'functions/booking/actions/lambda.ts',
  'booking-calculation': 'functions/booking/calculation/lambda.ts',
  'booking-calendar': 'functions/booking/calendar/lambda.ts',
  'booking-dashboard': 'functions/booking/dashboard/lambda.ts',
  'booking-extras': 'functions/booking/extras/lambda.ts',
  'booking-history': 'functions/booking/history/lambda.ts',
  'booking-list': 'functions/booking/list/lambda.ts',
  'booking-qr': 'functions/booking/qr/lambda.ts',
  'booking-rebook': 'functions/booking/rebook/lambda.ts',
  todo: 'functions/booking/todo/lambda.ts',
  calendar: 'functions/booking/ics/lambda.ts',
  book: 'functions/booking/online/read/lambda.ts',
  'book-checkout': 'functions/booking/online/checkout/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
