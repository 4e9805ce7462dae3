import * as z from 'zod';

/** One successful sign-in, as the sign-in list shows it and as it is stored. */
export const ZLogin = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  userType: z.string(),
  at: z.string(),
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  club: z.boolean(),
});
