import { readRuntimeConfig } from '../../lib/runtime-config';

/**
 * The address of a job's shareable link in the candidate area (`/candidate/jobs/share/{code}`): the
 * same host as this page with the employer prefix swapped for the candidate one, as the server
 * derives the area origins from one public address.
 */
export function shareLinkOf(
  sharableCode: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  hosts = readRuntimeConfig().areaHosts,
): string {
  const host = location.host.startsWith(hosts.employer)
    ? `${hosts.candidate}${location.host.slice(hosts.employer.length)}`
    : location.host;
  return `${location.protocol}//${host}/candidate/jobs/share/${encodeURIComponent(sharableCode)}`;
}
