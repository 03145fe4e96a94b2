import type { AreaHosts } from '@veil/domain/areas';

export type { AreaHosts } from '@veil/domain/areas';

/** Settings the server injects into index.html (`<script id="veil-config">`). */
export type RuntimeConfig = {
  areaHosts: AreaHosts;
  environment: 'development' | 'production' | 'test';
  /** Whether the candidate login offers "Sign in with Google" (the server has it configured). */
  googleSignIn: boolean;
  /** Where users reach support; shown as a link wherever a message says to contact support. */
  supportEmail: string | null;
};

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  areaHosts: { candidate: 'candidate.', employer: 'employer.', admin: 'admin.' },
  environment: 'development',
  googleSignIn: false,
  supportEmail: null,
};

const ENVIRONMENTS: readonly RuntimeConfig['environment'][] = ['development', 'production', 'test'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Turns untrusted JSON into a complete config; every missing or malformed field keeps its default. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return DEFAULT_RUNTIME_CONFIG;
  const hosts = isRecord(raw.areaHosts) ? raw.areaHosts : {};
  const defaults = DEFAULT_RUNTIME_CONFIG.areaHosts;
  const environment = ENVIRONMENTS.find((env) => env === raw.environment);
  return {
    areaHosts: {
      candidate: nonEmptyString(hosts.candidate) ?? defaults.candidate,
      employer: nonEmptyString(hosts.employer) ?? defaults.employer,
      admin: nonEmptyString(hosts.admin) ?? defaults.admin,
    },
    environment: environment ?? DEFAULT_RUNTIME_CONFIG.environment,
    googleSignIn: raw.googleSignIn === true,
    supportEmail:
      typeof raw.supportEmail === 'string' && /^[^\s@<>]+@[^\s@<>]+$/.test(raw.supportEmail)
        ? raw.supportEmail
        : null,
  };
}

let fixedConfig: RuntimeConfig | null = null;

/** Sets the config where there is no page to read it from: the build's prerender (prerender/render-page.tsx). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  fixedConfig = config;
}

/**
 * Reads the config the server placed in the page. Under `vite dev` the placeholder is never replaced,
 * so the element is missing and the defaults apply.
 */
export function readRuntimeConfig(doc?: Document): RuntimeConfig {
  if (!doc && fixedConfig) return fixedConfig;
  const text = (doc ?? document).getElementById('veil-config')?.textContent;
  if (!text) return DEFAULT_RUNTIME_CONFIG;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
