import type { QueryClient } from '@tanstack/react-query';
import { isPublicPage } from '@veil/domain/sign-in-guard';
import type { Area } from '../../lib/areas';
import { type AreaRoutesInput, preloadAreaRoutes } from '../../ui/area-app';
import { sessionQueryOptions } from './api';

/**
 * What an area starts once the sign-in service has answered the session check, before React or the
 * router (start-app.tsx): the user's data of the session (`me`), and the code and first data of what
 * the address shows when the user may see it, signed in or on a public page. A visitor without a
 * session on a page behind the guard gets none of it: the guard sends them to the login.
 */
export function preloadArea(
  input: AreaRoutesInput & { area: Area },
  client: QueryClient,
  location: { pathname: string; search: string },
  signedIn: boolean,
): void {
  void client.prefetchQuery(sessionQueryOptions(input.area));
  if (signedIn || isPublicPage(input.area, location.pathname)) preloadAreaRoutes(input, client, location);
}
