import '@mantine/dates/styles.layer.css';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Input,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
// the month and day names of the German calendar (DatesProvider's locale); here, not in the first load
import 'dayjs/locale/de';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconMail, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  COMPANY_TIME_ZONE,
  INTERVIEW_DURATIONS,
  INTERVIEW_SLOTS_MAX,
  type InterviewDuration,
  type InterviewType,
  TEXT_LIMITS,
  WEEK_STARTS_ON,
  zonedDateKey,
} from '@veil/domain';
import {
  type Assignee,
  type EmployerApplication,
  type EmployerInterview,
  type InterviewInvitationInput,
  InterviewInvitationSchema,
} from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { useState } from 'react';
import { enumLabel } from '../../lib/enum-labels';
import { schemaErrors, serverFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import type { TFunction } from '../../lib/translator';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { assigneesQuery, useChangeApplication } from './api';
import { ChangeModal } from './change-modal';
import { DAY_FORMAT } from './due-date-field';
import { nextSlotRow, rowsOfSlots, type SlotRow, slotOfRow, slotRowProblem } from './interview-slots';
import { TimeField } from './time-field';

/** The form's fields; `cc` as typed (the schema splits and checks the addresses). */
type InvitationForm = {
  interviewType: InterviewType;
  duration: InterviewDuration;
  location: string;
  meetingUrl: string;
  interviewerIds: string[];
  cc: string;
  rows: SlotRow[];
};

function initialForm(
  application: EmployerApplication,
  interview: EmployerInterview | undefined,
): InvitationForm {
  if (interview) {
    return {
      interviewType: interview.interviewType,
      duration: interview.duration,
      location: interview.location,
      meetingUrl: interview.meetingUrl,
      interviewerIds: interview.interviewers.map((person) => person.id),
      cc: interview.cc.join(', '),
      rows: rowsOfSlots(interview.slots),
    };
  }
  const duration: InterviewDuration = 3600;
  return {
    interviewType: 'remote',
    duration,
    location: '',
    meetingUrl: '',
    interviewerIds: application.personInCharge ? [application.personInCharge.id] : [],
    cc: '',
    rows: [nextSlotRow([], duration, new Date())],
  };
}

/** The first message about slot `index`: the form's own check first, then the schema's. */
function slotError(errors: Record<string, string>, index: number): string | undefined {
  return errors[`slots.${index}`] ?? errors[`slots.${index}.start`] ?? errors[`slots.${index}.end`];
}

/**
 * The errors of the form: the domain's `InterviewInvitationSchema` (what the API checks again), a
 * slot without day or time and a slot that has already begun (the API's `interview_slot_in_past`).
 */
function invitationErrors(
  form: InvitationForm,
  now: Date,
  locale: Locale,
  t: TFunction,
): { invitation: InterviewInvitationInput; errors: Record<string, string> } {
  const invitation: InterviewInvitationInput = {
    interviewType: form.interviewType,
    duration: form.duration,
    location: form.location.trim(),
    meetingUrl: form.meetingUrl.trim(),
    interviewerIds: form.interviewerIds,
    cc: form.cc,
    slots: form.rows.map(slotOfRow),
  };
  const errors = schemaErrors(InterviewInvitationSchema, invitation, locale);
  form.rows.forEach((row, index) => {
    const problem = slotRowProblem(row, now);
    if (problem === 'incomplete') errors[`slots.${index}`] = t('employerInterviews.slotIncomplete');
    else if (problem === 'past' && slotError(errors, index) === undefined)
      errors[`slots.${index}`] = t('errors.interview_slot_in_past');
  });
  return { invitation, errors };
}

/** One proposed slot: its day, start and end, and a button that removes it. */
function SlotFields({
  row,
  number,
  error,
  canRemove,
  minDay,
  onChange,
  onRemove,
}: {
  row: SlotRow;
  number: number;
  error: string | undefined;
  canRemove: boolean;
  minDay: string;
  onChange: (row: SlotRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorId = `${row.key}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <DatePickerInput
          label={t('employerInterviews.slotDay', { number })}
          value={row.day}
          onChange={(day) => onChange({ ...row, day })}
          minDate={minDay}
          defaultDate={row.day ?? minDay}
          valueFormat={DAY_FORMAT[locale]}
          leftSection={<IconCalendar size={18} aria-hidden />}
          popoverProps={{ withinPortal: true }}
          style={{ flex: '1 1 10rem' }}
          {...described}
        />
        <TimeField
          label={t('employerInterviews.slotStart', { number })}
          value={row.start}
          onChange={(start) => onChange({ ...row, start })}
          described={described}
          style={{ flex: '0 1 11rem' }}
        />
        <TimeField
          label={t('employerInterviews.slotEnd', { number })}
          value={row.end}
          onChange={(end) => onChange({ ...row, end })}
          described={described}
          style={{ flex: '0 1 11rem' }}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mb={2}
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={t('employerInterviews.removeSlot', { number })}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </Stack>
  );
}

/**
 * The approval with an interview invitation (`mode: approve`, from `evaluating`) or the change of
 * its slots and resending it (`mode: update`; for a confirmed interview, new slots): type, duration, place,
 * interviewers, cc and up to INTERVIEW_SLOTS_MAX slots, each a day with a start and an end in the
 * company's time zone. What the API refuses (a slot reserved by another interview of the same
 * interviewers, a slot in the past) is shown above the buttons; nothing typed is lost.
 */
export function InterviewInvitationModal({
  application,
  interview,
  onClose,
}: {
  application: EmployerApplication;
  /** the invitation sent before: given, the form changes and resends it */
  interview?: EmployerInterview;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const change = useChangeApplication(application.id);
  const assignees = useQuery(assigneesQuery());
  const [form, setForm] = useState<InvitationForm>(() => initialForm(application, interview));
  const [ownErrors, setErrors] = useState<Record<string, string>>({});
  // the API's verdict on a field (the same schema, checked again) stands at that field until sent again
  const errors = { ...(change.error ? serverFieldErrors(change.error, i18n) : null), ...ownErrors };
  const mode = interview ? 'update' : 'approve';
  const minDay = zonedDateKey(new Date(), COMPANY_TIME_ZONE);

  const update = (patch: Partial<InvitationForm>, ...fields: string[]) => {
    setForm((current) => ({ ...current, ...patch }));
    if (fields.length > 0)
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !fields.some((f) => key.startsWith(f)))),
      );
  };
  const setRow = (index: number, row: SlotRow) =>
    update(
      { rows: form.rows.map((current, at) => (at === index ? row : current)) },
      `slots.${index}`,
      'slots',
    );

  const people = new Map<string, Assignee>();
  for (const person of [...(interview?.interviewers ?? []), ...(assignees.data ?? [])])
    people.set(person.id, person);
  const options = [...people.values()].map((person) => ({
    value: person.id,
    label: `${person.name} (${t(`employerApplications.assignment.roles.${person.role}`)})`,
  }));
  const template =
    `${mode === 'approve' ? 'approval_message' : 'interview_invitation'}_${form.interviewType}` as const;

  const send = () => {
    change.reset();
    const { invitation, errors: found } = invitationErrors(form, new Date(), locale, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { kind: mode === 'approve' ? 'approveWithInvitation' : 'updateInvitation', invitation },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t(mode === 'approve' ? 'employerInterviews.approved' : 'employerInterviews.updated'),
          });
          onClose();
        },
      },
    );
  };

  const remote = form.interviewType === 'remote';
  const slotsError = errors.slots;
  return (
    <ChangeModal
      title={t(mode === 'approve' ? 'employerInterviews.approveTitle' : 'employerInterviews.updateTitle', {
        number: application.sequenceNumber,
      })}
      size="lg"
      change={change}
      failedTitle={t(
        mode === 'approve' ? 'employerInterviews.approveFailed' : 'employerInterviews.updateFailed',
      )}
      confirmLabel={t(
        mode === 'approve' ? 'employerInterviews.approveConfirm' : 'employerInterviews.updateConfirm',
      )}
      onSubmit={send}
      onClose={onClose}
    >
      <Text size="sm">
        {t(`employerInterviews.${interview?.status === 'confirmed' ? 'proposeNew' : mode}Text`)}
      </Text>
      <Radio.Group
        label={t('employerInterviews.type')}
        value={form.interviewType}
        onChange={(value) => update({ interviewType: value as InterviewType }, 'location', 'meetingUrl')}
        withAsterisk
      >
        <Group gap="lg" mt={6}>
          <Radio value="remote" label={enumLabel(locale, 'interviewType', 'remote')} />
          <Radio value="on_site" label={enumLabel(locale, 'interviewType', 'on_site')} />
        </Group>
      </Radio.Group>
      <Select
        label={t('employerInterviews.duration')}
        data={INTERVIEW_DURATIONS.map((seconds) => ({
          value: String(seconds),
          label: enumLabel(locale, 'interviewDuration', seconds),
        }))}
        value={String(form.duration)}
        onChange={(value) => {
          if (value) update({ duration: Number(value) as InterviewDuration }, 'duration');
        }}
        allowDeselect={false}
        withAsterisk
        error={errors.duration}
        comboboxProps={{ withinPortal: true }}
      />
      {remote ? (
        <TextInput
          label={t('employerInterviews.meetingUrl')}
          description={t('employerInterviews.meetingUrlHint')}
          value={form.meetingUrl}
          onChange={(event) => update({ meetingUrl: event.currentTarget.value }, 'meetingUrl')}
          withAsterisk
          error={errors.meetingUrl}
        />
      ) : null}
      <TextInput
        label={t(remote ? 'employerInterviews.remoteNote' : 'employerInterviews.location')}
        description={t(remote ? 'employerInterviews.remoteNoteHint' : 'employerInterviews.locationHint')}
        value={form.location}
        onChange={(event) => update({ location: event.currentTarget.value }, 'location')}
        withAsterisk={!remote}
        error={errors.location}
        maxLength={TEXT_LIMITS.specialText}
      />
      <MultiSelect
        label={t('employerInterviews.interviewers')}
        description={t('employerInterviews.interviewersHint')}
        data={options}
        value={form.interviewerIds}
        onChange={(ids) => update({ interviewerIds: ids }, 'interviewerIds')}
        placeholder={
          form.interviewerIds.length === 0 ? t('employerInterviews.interviewersPlaceholder') : undefined
        }
        searchable
        withAsterisk
        error={errors.interviewerIds}
        nothingFoundMessage={t('employerApplications.assignment.nobody')}
        comboboxProps={{ withinPortal: true }}
      />
      {assignees.isError ? <ErrorAlert error={assignees.error} /> : null}
      <TextInput
        label={t('employerInterviews.cc')}
        description={t('employerInterviews.ccHint')}
        value={form.cc}
        onChange={(event) => update({ cc: event.currentTarget.value }, 'cc')}
        error={errors.cc}
      />
      <Fieldset legend={t('employerInterviews.slots')} variant="unstyled">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('employerInterviews.slotsHint', { max: INTERVIEW_SLOTS_MAX, zone: COMPANY_TIME_ZONE })}
          </Text>
          <DatesProvider settings={{ locale, firstDayOfWeek: WEEK_STARTS_ON }}>
            {form.rows.map((row, index) => (
              <SlotFields
                key={row.key}
                row={row}
                number={index + 1}
                error={slotError(errors, index)}
                canRemove={form.rows.length > 1}
                minDay={minDay}
                onChange={(changed) => setRow(index, changed)}
                onRemove={() => update({ rows: form.rows.filter((_, at) => at !== index) }, 'slots')}
              />
            ))}
          </DatesProvider>
          {slotsError ? <Input.Error>{slotsError}</Input.Error> : null}
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() =>
                update({ rows: [...form.rows, nextSlotRow(form.rows, form.duration, new Date())] }, 'slots')
              }
              disabled={form.rows.length >= INTERVIEW_SLOTS_MAX}
            >
              {t('employerInterviews.addSlot')}
            </Button>
            {form.rows.length >= INTERVIEW_SLOTS_MAX ? (
              <Text size="sm" c="dimmed">
                {t('employerInterviews.slotsFull', { max: INTERVIEW_SLOTS_MAX })}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Fieldset>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMail size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          {t('employerInterviews.templateNote', {
            template: enumLabel(locale, 'templateType', template),
          })}
        </Text>
      </Group>
    </ChangeModal>
  );
}
