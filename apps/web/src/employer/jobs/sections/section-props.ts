import type { EmployerJob } from '@veil/domain/contracts';

/** What every section of the job editor gets from the page. */
export type JobSectionProps = {
  job: EmployerJob;
  /** A closed job is shown read-only: no inputs to change, no save buttons. */
  readOnly: boolean;
  /** Tells the page whether this section has unsaved input (for the leave warning). */
  onDirtyChange: (dirty: boolean) => void;
};
