import type { Resume } from '@veil/domain/contracts';

/** What every section of the profile page gets from the page. */
export type ResumeSectionProps = {
  resume: Resume;
  /** Tells the page whether this section has unsaved input (for the leave warning). */
  onDirtyChange: (dirty: boolean) => void;
};
