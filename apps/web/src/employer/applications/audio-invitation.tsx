import { Anchor, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AUDIO_DUE_DATE_MAX_DAYS, formatDate, formatTime, REVIEWERS_MAX, zonedDateKey } from '@veil/domain';
import { type Assignee, AudioInvitationSchema, type EmployerApplication } from '@veil/domain/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { enumLabel } from '../../lib/enum-labels';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { employerPaths } from '../paths';
import { assigneesQuery, useChangeApplication } from './api';
import {
  defaultDueDay,
  dueDayProblem,
  dueDayRange,
  dueInstant,
  proposedExtensionDay,
} from './audio-due-date';
import { ChangeModal } from './change-modal';
import { DueDateField } from './due-date-field';

/** The message of a picked day's problem: the API's own for a day it would refuse. */
function useDueDayMessage() {
  const { t } = useTranslation();
  return (problem: 'required' | 'range' | null) =>
    problem === 'required'
      ? t('employerApplications.audio.dueDateRequired')
      : problem === 'range'
        ? t('errors.application_due_date_invalid', { maxDays: AUDIO_DUE_DATE_MAX_DAYS })
        : undefined;
}

/** The invitation e-mail's template named, with a link to the company's templates. */
function TemplateNote({ extension = false }: { extension?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconMail size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2}>
        <Text size="sm">
          {t(
            extension
              ? 'employerApplications.audio.extendTemplateNote'
              : 'employerApplications.audio.templateNote',
            { template: enumLabel(locale, 'templateType', 'audio_interview_invitation') },
          )}
        </Text>
        {/* in a new tab, so the invitation being written here is not lost */}
        <Anchor component={Link} to={employerPaths.templates} target="_blank" size="sm" c="veil.8">
          {t('employerApplications.audio.templatesLink')}{' '}
          <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px' }} />
        </Anchor>
      </Stack>
    </Group>
  );
}

/**
 * The invitation to the audio interview: the due day (default AUDIO_DUE_DATE_DEFAULT_DAYS ahead,
 * due at its end) and at least one audio reviewer, then the candidate gets the company's
 * `audio_interview_invitation` mail and the application moves to `recording`.
 */
export function InviteToAudioModal({
  application,
  onClose,
}: {
  application: EmployerApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dueDayMessage = useDueDayMessage();
  const change = useChangeApplication(application.id);
  const assignees = useQuery(assigneesQuery());
  const [day, setDay] = useState<string | null>(() => defaultDueDay(new Date()));
  const [audioReviewerIds, setAudioReviewerIds] = useState<string[]>(() =>
    application.audioReviewers.map((reviewer) => reviewer.id),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const range = dueDayRange(new Date());

  // whoever reviews the CV and the answers does not review the audio interview (the API refuses it)
  const screeningReviewerIds = application.reviewers.map((reviewer) => reviewer.id);
  const people = new Map<string, Assignee>();
  for (const person of [...application.audioReviewers, ...(assignees.data ?? [])])
    people.set(person.id, person);
  const options = [...people.values()]
    .filter((person) => audioReviewerIds.includes(person.id) || !screeningReviewerIds.includes(person.id))
    .map((person) => ({
      value: person.id,
      label: `${person.name} (${t(`employerApplications.assignment.roles.${person.role}`)})`,
    }));

  const invite = () => {
    const invitation = { dueDate: day ? dueInstant(day).toISOString() : '', audioReviewerIds };
    const found = schemaErrors(AudioInvitationSchema, invitation, locale);
    const dueProblem = dueDayMessage(dueDayProblem(day, new Date()));
    if (dueProblem) found.dueDate = dueProblem;
    if (audioReviewerIds.some((id) => screeningReviewerIds.includes(id)))
      found.audioReviewerIds = t('validation.reviewers.audioOverlap');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { kind: 'inviteToAudio', invitation },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('employerApplications.audio.invited') });
          onClose();
        },
      },
    );
  };

  return (
    <ChangeModal
      title={t('employerApplications.audio.inviteTitle', { number: application.sequenceNumber })}
      change={change}
      failedTitle={t('employerApplications.audio.inviteFailed')}
      confirmLabel={t('employerApplications.audio.inviteConfirm')}
      onSubmit={invite}
      onClose={onClose}
    >
      <Text size="sm">
        {t('employerApplications.audio.inviteText', { count: application.audioQuestions.length })}
      </Text>
      <DueDateField
        label={t('employerApplications.audio.dueDate')}
        value={day}
        onChange={(picked) => {
          setDay(picked);
          setErrors(({ dueDate: _, ...rest }) => rest);
        }}
        min={range.min}
        max={range.max}
        error={errors.dueDate}
      />
      <MultiSelect
        label={t('employerApplications.assignment.audioReviewers')}
        description={t('employerApplications.audio.reviewersHint')}
        data={options}
        value={audioReviewerIds}
        onChange={(ids) => {
          setAudioReviewerIds(ids);
          setErrors(({ audioReviewerIds: _, ...rest }) => rest);
        }}
        placeholder={
          audioReviewerIds.length === 0 ? t('employerApplications.audio.reviewersPlaceholder') : undefined
        }
        maxValues={REVIEWERS_MAX}
        searchable
        withAsterisk
        error={errors.audioReviewerIds}
        nothingFoundMessage={t('employerApplications.assignment.nobody')}
        comboboxProps={{ withinPortal: true }}
      />
      {assignees.isError ? <ErrorAlert error={assignees.error} /> : null}
      <TemplateNote />
    </ChangeModal>
  );
}

/** The one extension of the due date: a later day; the candidate gets the invitation mail again. */
export function ExtendDueDateModal({
  application,
  onClose,
}: {
  application: EmployerApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dueDayMessage = useDueDayMessage();
  const change = useChangeApplication(application.id);
  const current = application.dueDate ? zonedDateKey(new Date(application.dueDate)) : null;
  const range = dueDayRange(new Date(), { after: current });
  const [day, setDay] = useState<string | null>(() => proposedExtensionDay(current, new Date()));
  const [error, setError] = useState<string | undefined>();

  const extend = () => {
    const problem = dueDayMessage(dueDayProblem(day, new Date(), { after: current }));
    setError(problem);
    if (problem || !day) return;
    change.mutate(
      { kind: 'extendDueDate', extension: { dueDate: dueInstant(day).toISOString() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('employerApplications.audio.extended') });
          onClose();
        },
      },
    );
  };

  return (
    <ChangeModal
      title={t('employerApplications.audio.extendTitle')}
      change={change}
      failedTitle={t('employerApplications.audio.extendFailed')}
      confirmLabel={t('employerApplications.audio.extendConfirm')}
      onSubmit={extend}
      onClose={onClose}
    >
      {application.dueDate ? (
        <Text size="sm">
          {t('employerApplications.audio.extendText', {
            date: formatDate(new Date(application.dueDate), locale),
            time: formatTime(new Date(application.dueDate)),
          })}
        </Text>
      ) : null}
      <DueDateField
        label={t('employerApplications.audio.newDueDate')}
        value={day}
        onChange={(picked) => {
          setDay(picked);
          setError(undefined);
        }}
        min={range.min}
        max={range.max}
        error={error}
      />
      <TemplateNote extension />
    </ChangeModal>
  );
}
