import useSWR, { mutate } from 'swr';
import type { PublicUser, usersSelfEndpoints } from '../../../shared/api/auth';
import type { EndpointBody } from '../../../shared/api/endpoint';
import type { Language } from '../../../shared/constants';
import { callRoute } from '../api/endpoint-client';
import { firstEndpoints } from '../api/first-endpoints';
import { authStore } from '../session/auth-store';
import { useSession } from './use-session';

const SELF_KEY = '/api/users/self';

/** The signed-in user's own record (GET /api/users/self). */
export function useSelf() {
  const auth = useSession();
  return useSWR<PublicUser>(auth.isLoggedIn && auth.user ? [SELF_KEY, auth.user.id] : null, () => callRoute(firstEndpoints.self), {
    fallbackData: auth.user ?? undefined,
    revalidateOnFocus: false,
  });
}

function remember(user: PublicUser): PublicUser {
  authStore.updateUser(user);
  void mutate((key) => Array.isArray(key) && key[0] === SELF_KEY, user, { revalidate: false });
  return user;
}

export async function updateSelf(body: EndpointBody<typeof usersSelfEndpoints.updateSelf>): Promise<PublicUser> {
  return remember(await callRoute(firstEndpoints.updateSelf, { body }));
}

/** Keeps the chosen language as the user's own setting, so it follows them to other browsers. */
export async function saveOwnLanguage(language: Language): Promise<void> {
  const user = authStore.get().user;
  if (!user || user.settings.language === language) return;
  await updateSelf({ version: user.version, name: user.name, settings: { language } });
}

export function changeOwnPassword(body: EndpointBody<typeof usersSelfEndpoints.changeOwnPassword>) {
  // A wrong current password must not end the session, whatever status the server answers it with.
  return callRoute(firstEndpoints.changeOwnPassword, { body }, { endsSessionOn401: false });
}
