import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardStatus } from '@veil/domain';
import type { BoardApplication, EmployerApplication } from '@veil/domain/contracts';
import { type ReactNode, useState } from 'react';
import { enumLabel } from '../../../lib/enum-labels';
import { useErrorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { applicationKeys, applicationQuery } from '../api';
import { InviteToAudioModal } from '../audio-invitation';
import { InterviewInvitationModal } from '../interview-invitation';
import { RejectModal } from '../status-card';
import { moveFor, type PipelineMove } from './pipeline-moves';
import { useChangeAnyApplication } from './use-change-any-application';

type FormMove = Extract<PipelineMove, { kind: 'form' }>['action'];
type OpenForm = { action: FormMove; application: EmployerApplication; to: BoardStatus };
export type Refusal = { number: number; message: string };

/**
 * Moving a card to another column: the transition the application page's button for it takes,
 * through the same call. Starting the screening is sent at once; the audio invitation, the
 * interview invitation and the rejection open the page's own form for the application (loaded
 * fresh). A refused move (by the table here, or by the API: reviewers or ratings missing, a
 * colleague was faster) is explained; the card stays where it was. Each outcome is announced.
 */
export function usePipelineMove(announce: (text: string) => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const client = useQueryClient();
  const change = useChangeAnyApplication();
  const [movingId, setMovingId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [form, setForm] = useState<OpenForm | null>(null);
  const label = (status: BoardStatus) => enumLabel(locale, 'applicationStatus', status);

  const refuse = (number: number, message: string) => {
    setRefusal({ number, message });
    announce(`${t('employerPipeline.refusedTitle', { number })}. ${message}`);
  };

  const move = async (card: BoardApplication, to: BoardStatus) => {
    const number = card.sequenceNumber;
    const from = card.status as BoardStatus;
    const plan = moveFor(from, to);
    setRefusal(null);
    if (plan.kind === 'refused') {
      refuse(number, t(`employerPipeline.refused.${plan.reason}`, { from: label(from), to: label(to) }));
      return;
    }
    setMovingId(card.id);
    try {
      if (plan.kind === 'direct') {
        await change.mutateAsync({ applicationId: card.id, change: { kind: plan.action } });
        notifications.show({ color: 'green', message: t('employerApplications.side.startScreeningDone') });
        announce(t('employerPipeline.moved', { number, status: label(to) }));
        return;
      }
      const application = await client.fetchQuery({ ...applicationQuery(card.id), staleTime: 0 });
      if (!application.actions.includes(plan.action)) {
        refuse(number, t('errors.forbidden_to_access_data'));
        return;
      }
      setForm({ action: plan.action, application, to });
      announce(t('employerPipeline.formOpened', { number, status: label(to) }));
    } catch (error) {
      refuse(number, describe(error));
    } finally {
      setMovingId(null);
    }
  };

  const closeForm = () => {
    if (!form) return;
    const { application, to } = form;
    const now = client.getQueryData<EmployerApplication>(applicationKeys.detail(application.id));
    if (now?.status === to)
      announce(t('employerPipeline.moved', { number: application.sequenceNumber, status: label(to) }));
    setForm(null);
  };

  let dialog: ReactNode = null;
  if (form?.action === 'reject') dialog = <RejectModal application={form.application} onClose={closeForm} />;
  if (form?.action === 'inviteToAudio')
    dialog = <InviteToAudioModal application={form.application} onClose={closeForm} />;
  if (form?.action === 'approve')
    dialog = <InterviewInvitationModal application={form.application} onClose={closeForm} />;

  return { move, movingId, refusal, dismissRefusal: () => setRefusal(null), dialog };
}
