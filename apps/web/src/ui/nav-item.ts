import type { Icon } from '@tabler/icons-react';

/** One entry of an area's navigation; each area lists them next to its routes. */
export type NavItem = {
  /** Absolute path, e.g. `/employer/applications`. */
  to: string;
  /** Locale key of the label, e.g. `nav.applications`. */
  labelKey: string;
  icon: Icon;
  /** Active only on this exact path (for index pages such as the dashboard). */
  end?: boolean;
};
