import type { FormEventHandler, ReactNode } from 'react';
import { SectionCard } from '../../../features/forms/section-card';
import { useTranslation } from '../../../lib/translation';

type ResumeSectionCardProps = {
  /** The section's name, also its anchor (`/candidate/profile#languages`), for links from the review. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Puts the stored values back. */
  onCancel: () => void;
  dirty: boolean;
  saving: boolean;
  /** A refused save that names no field: the server's message, in the user's language. */
  error?: unknown;
};

/**
 * One section of the profile, saved on its own: the shared section card with the profile's words,
 * a short Save that names its section for screen readers, Cancel, and the message of a failed save
 * (everything typed stays).
 */
export function ResumeSectionCard({ onCancel, error, title, ...card }: ResumeSectionCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard
      {...card}
      title={title}
      onCancel={onCancel}
      cancelLabel={t('candidateProfile.sections.cancel')}
      error={error}
      errorTitle={t('candidateProfile.sections.saveFailed')}
      saveOnlyWhenDirty
      saveLabel={t('candidateProfile.sections.saveShort')}
      // short on screen (it sits in its section), the section's name for screen readers
      saveAccessibleLabel={t('candidateProfile.sections.save', { section: title })}
    />
  );
}
