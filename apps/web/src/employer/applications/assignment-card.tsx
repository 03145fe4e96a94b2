import { Alert, Button, MultiSelect, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  type ApplicationAssignment,
  ApplicationAssignmentSchema,
  REVIEWERS_MAX,
  REVIEWERS_MIN,
} from '@veil/domain';
import type { Assignee, EmployerApplication } from '@veil/domain/contracts';
import { useState } from 'react';
import { useErrorMessage } from '../../lib/error-message';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { CardFact } from '../../ui/plain-list';
import { assigneesQuery, useChangeApplication } from './api';

function assignmentOf(application: EmployerApplication): ApplicationAssignment {
  return {
    personInChargeId: application.personInCharge?.id ?? null,
    reviewerIds: application.reviewers.map((reviewer) => reviewer.id),
    audioReviewerIds: application.audioReviewers.map((reviewer) => reviewer.id),
  };
}

const names = (people: readonly Assignee[]) => people.map((person) => person.name).join(', ');

/**
 * Who works on the application: the person in charge, the screening reviewers (1–9 to start the
 * screening) and the audio reviewers. Editable for those who may assign; a reviewer reads it.
 */
export function AssignmentCard({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const canAssign = application.operations.includes('assign');
  const assignees = useQuery({ ...assigneesQuery(), enabled: canAssign });
  const change = useChangeApplication(application.id);
  const [values, setValues] = useState<ApplicationAssignment>(() => assignmentOf(application));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const heading = (
    <Title order={2} fz="h5" id="application-assignment">
      {t('employerApplications.assignment.title')}
    </Title>
  );
  const nobody = t('employerApplications.assignment.nobody');

  if (!canAssign) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="application-assignment">
        <Stack gap="sm">
          {heading}
          <CardFact label={t('employerApplications.assignment.personInCharge')}>
            {application.personInCharge?.name ?? nobody}
          </CardFact>
          <CardFact label={t('employerApplications.assignment.reviewers')}>
            {names(application.reviewers) || nobody}
          </CardFact>
          <CardFact label={t('employerApplications.assignment.audioReviewers')}>
            {names(application.audioReviewers) || nobody}
          </CardFact>
        </Stack>
      </Paper>
    );
  }

  // Everyone already on the application stays choosable even if the list does not name them.
  const people = new Map<string, Assignee>();
  for (const person of [
    ...(application.personInCharge ? [application.personInCharge] : []),
    ...application.reviewers,
    ...application.audioReviewers,
    ...(assignees.data ?? []),
  ])
    people.set(person.id, person);
  const options = [...people.values()].map((person) => ({
    value: person.id,
    label: `${person.name} (${t(`employerApplications.assignment.roles.${person.role}`)})`,
  }));
  // a person reviews either the CV and answers or the audio interview, so each list leaves out who is
  // on the other; never who is on its own: a select shows a chosen value missing from its options by
  // its account id (a person on both lists, from before the API refused it, was shown so: issue 36)
  const offered = (own: readonly string[], other: readonly string[]) =>
    options.filter((option) => own.includes(option.value) || !other.includes(option.value));
  const reviewerOptions = offered(values.reviewerIds, values.audioReviewerIds);
  const audioOptions = offered(values.audioReviewerIds, values.reviewerIds);
  const onBoth = values.audioReviewerIds.some((id) => values.reviewerIds.includes(id));
  const overlap = onBoth ? t('validation.reviewers.audioOverlap') : undefined;

  const save = () => {
    const found = schemaErrors(ApplicationAssignmentSchema, values, locale);
    if (values.reviewerIds.length > REVIEWERS_MAX)
      found.reviewerIds = t('validation.reviewers.max', { max: REVIEWERS_MAX });
    if (overlap) found.audioReviewerIds = overlap;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { kind: 'assign', assignment: values },
      {
        onSuccess: (saved) => {
          setValues(assignmentOf(saved));
          notifications.show({ color: 'green', message: t('employerApplications.assignment.saved') });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="application-assignment">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          {heading}
          {assignees.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('employerApplications.assignment.loadFailed')}
            >
              {describe(assignees.error)}
            </Alert>
          ) : null}
          <Select
            label={t('employerApplications.assignment.personInCharge')}
            placeholder={t('employerApplications.assignment.personInChargePlaceholder')}
            data={options}
            value={values.personInChargeId}
            onChange={(personInChargeId) => setValues((current) => ({ ...current, personInChargeId }))}
            clearable
            searchable
            error={errors.personInChargeId}
            nothingFoundMessage={nobody}
          />
          <MultiSelect
            label={t('employerApplications.assignment.reviewers')}
            description={t('employerApplications.assignment.reviewersHint', {
              min: REVIEWERS_MIN,
              max: REVIEWERS_MAX,
            })}
            data={reviewerOptions}
            value={values.reviewerIds}
            onChange={(reviewerIds) => {
              setValues((current) => ({ ...current, reviewerIds }));
              setErrors((current) => ({
                ...current,
                reviewerIds:
                  reviewerIds.length >= REVIEWERS_MAX
                    ? t('validation.reviewers.max', { max: REVIEWERS_MAX })
                    : '',
              }));
            }}
            maxValues={REVIEWERS_MAX}
            searchable
            error={errors.reviewerIds || undefined}
            nothingFoundMessage={nobody}
          />
          <MultiSelect
            label={t('employerApplications.assignment.audioReviewers')}
            description={t('employerApplications.assignment.audioReviewersHint')}
            data={audioOptions}
            value={values.audioReviewerIds}
            onChange={(audioReviewerIds) => setValues((current) => ({ ...current, audioReviewerIds }))}
            maxValues={REVIEWERS_MAX}
            searchable
            error={errors.audioReviewerIds || overlap}
            nothingFoundMessage={nobody}
          />
          {change.error ? (
            <ErrorAlert error={change.error} title={t('employerApplications.assignment.saveFailed')} />
          ) : null}
          <div>
            <Button type="submit" variant="default" loading={change.isPending}>
              {t('employerApplications.assignment.save')}
            </Button>
          </div>
          {assignees.isPending ? (
            <Text size="xs" c="dimmed">
              {t('common.loading')}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
