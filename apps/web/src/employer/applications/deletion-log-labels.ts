import type { DeletionLog } from '@veil/domain/contracts';
import type { TFunction } from '../../lib/translator';

/** The reason of a deletion in words; "—" when the log does not say. */
export function deletionReasonLabel(t: TFunction, reason: DeletionLog['deletionReason']): string {
  return reason
    ? t(`employerApplications.deletion.reasons.${reason}`)
    : t('employerApplications.deletion.unknown');
}

/**
 * Who deleted it: the employer's name; for a withdrawal or an account deletion the candidate (whose
 * name a log never holds); otherwise the system (retention).
 */
export function responsibleLabel(t: TFunction, log: DeletionLog): string {
  if (log.responsiblePersonName) return log.responsiblePersonName;
  return log.deletionReason === 'withdrawn' || log.deletionReason === 'account_deleted'
    ? t('employerApplications.deletion.candidate')
    : t('employerApplications.deletion.system');
}

/** "#42", or "—" when the log does not know the application's number. */
export function applicationNumberLabel(t: TFunction, log: DeletionLog): string {
  return log.applicationNumber === null
    ? t('employerApplications.deletion.unknown')
    : `#${log.applicationNumber}`;
}
