import type { DeletionLog } from '@veil/domain/contracts';
import type { TFunction } from 'i18next';

/** The reason of a deletion in words; "—" when the log does not say. */
export function deletionReasonLabel(t: TFunction, reason: DeletionLog['deletionReason']): string {
  return reason
    ? t(`employerApplications.deletion.reasons.${reason}`)
    : t('employerApplications.deletion.unknown');
}

/** Who deleted it: the person's name, or the system for automatic erasures (retention). */
export function responsibleLabel(t: TFunction, log: DeletionLog): string {
  return log.responsiblePersonName ?? t('employerApplications.deletion.system');
}
