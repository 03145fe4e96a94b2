import { createORPCClient } from '@orpc/client';
import type { ContractRouterClient } from '@orpc/contract';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { contract } from '@veil/domain/contracts';
import { API_BASE_PATH, apiFetch } from './api-fetch';

// The contract holds every call's zod schemas: only modules that call the API through it import this
// file, so a page without such a call (the sign-in pages) does not download them.

export type ApiClient = ContractRouterClient<typeof contract>;

/** The typed API client, built from the domain's contract. Feature `api.ts` files use this. */
export const api: ApiClient = createORPCClient(
  new OpenAPILink(contract, {
    url: () => `${window.location.origin}${API_BASE_PATH}`,
    fetch: (request) => apiFetch(request),
  }),
);
