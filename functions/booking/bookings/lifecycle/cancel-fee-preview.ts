import { bookingCancelFeeEndpoints as api } from '../../../../shared/api/booking-cancel-fee';
import { action } from '../../../lib/http';
import { previewCancellationFee } from './cancel-fee';

/** GET /api/bookings/{id}/cancellationFee: the cancel dialog's fee, computed as the cancel computes it. */
export const cancellationFeeAction = action(api.cancellationFee, async ({ principal, params }) => previewCancellationFee(principal, params.id));
