/** English texts of the error codes that had none (issue 30, "one error vocabulary"). Merged into ./en. */
export const enErrorLabels = {
  'errors.UPLOAD_MISSING': 'The file has not been uploaded yet. Please upload it again.',
  'errors.UPLOAD_DONE': 'This file has been uploaded already.',
  'errors.FILE_TYPE_MISMATCH': 'The file’s content does not match its type (for example a renamed file).',
  'errors.FIELD_NOT_IN_GROUP': 'This field does not belong to the customer data group.',
  'errors.GROUP_FULL': 'The customer data group is full; it cannot take another field.',
  'errors.REFUND_EXCEEDS_RECEIVED': 'A refund cannot be more than the booking has received.',
  'errors.QR_CURRENCY_NOT_EUR': 'An EPC QR code is for payments in euros only.',
  'errors.NO_IBAN': 'No IBAN is set in the company profile.',
  'errors.FORM_LOCKED': 'This form is locked and takes no more answers.',
  'errors.HOLD_EXPIRED': 'Your reservation has expired and the cabin or room was released. Please choose again.',
  'errors.HOLD_NOT_EXTENDABLE': 'Your reservation cannot be extended any further. Please complete the payment before it expires.',
} as const;
