import { Alert, Button, Group, List, Modal, MultiSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUsers, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RejectionSchema, TEXT_LIMITS } from '@veil/domain';
import type { BoardApplication } from '@veil/domain/contracts';
import { type ReactNode, useState } from 'react';
import { useErrorMessage } from '../../../lib/error-message';
import { schemaErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { type ApplicationChange, applicationQuery, assigneesQuery } from '../api';
import { useChangeAnyApplication } from './use-change-any-application';

type Failure = { number: number; message: string };

/**
 * The bulk actions run the application page's own call once per selected card, one after the
 * other: each keeps its checks (status, selected mark, reviewers) and its mail, and a refusal is
 * reported for its card while the others go through.
 */
function useBulkRun() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const change = useChangeAnyApplication();
  const [running, setRunning] = useState(false);
  const run = async (
    cards: readonly BoardApplication[],
    changeFor: (card: BoardApplication) => Promise<ApplicationChange>,
  ) => {
    setRunning(true);
    const failures: Failure[] = [];
    const failedIds: string[] = [];
    for (const card of cards) {
      try {
        await change.mutateAsync({ applicationId: card.id, change: await changeFor(card) });
      } catch (error) {
        failures.push({ number: card.sequenceNumber, message: describe(error) });
        failedIds.push(card.id);
      }
    }
    setRunning(false);
    const done = cards.length - failures.length;
    notifications.show({
      color: failures.length === 0 ? 'green' : 'yellow',
      message: t('employerPipeline.bulk.done', { done, total: cards.length }),
    });
    return { failures, failedIds };
  };
  return { run, running };
}

function BulkModal({
  title,
  text,
  confirmLabel,
  confirmColor,
  running,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  confirmColor?: string;
  running: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            {t('common.cancel')}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={running}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The bar over the pipeline while cards are selected: how many, assign reviewers (added to each
 * application's reviewers), reject with the company's template for each status (a note to the
 * candidates and an internal reason, as on the application page), clear. What was refused stays
 * selected and is listed with its reason.
 */
export function BulkActions({
  selected,
  onSettled,
  onClear,
}: {
  selected: readonly BoardApplication[];
  /** after a run: the cards that failed (they stay selected) */
  onSettled: (failedIds: string[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const { run, running } = useBulkRun();
  const [dialog, setDialog] = useState<'assign' | 'reject' | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [reviewerIds, setReviewerIds] = useState<string[]>([]);
  const [rejection, setRejection] = useState({ noteToCandidate: '', internalReason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const assignees = useQuery({ ...assigneesQuery(), enabled: dialog === 'assign' });
  const count = selected.length;

  const finish = async (changeFor: (card: BoardApplication) => Promise<ApplicationChange>) => {
    const outcome = await run(selected, changeFor);
    setFailures(outcome.failures);
    setDialog(null);
    onSettled(outcome.failedIds);
  };
  const assign = () =>
    finish(async (card) => {
      const application = await client.fetchQuery({ ...applicationQuery(card.id), staleTime: 0 });
      const current = application.reviewers.map((reviewer) => reviewer.id);
      return {
        kind: 'assign',
        assignment: {
          personInChargeId: application.personInCharge?.id ?? null,
          reviewerIds: [...new Set([...current, ...reviewerIds])],
          audioReviewerIds: application.audioReviewers.map((reviewer) => reviewer.id),
        },
      };
    });
  const reject = () => {
    const found = schemaErrors(RejectionSchema, rejection, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void finish(async () => ({ kind: 'reject', rejection }));
  };

  return (
    <Stack gap="xs">
      {count > 0 ? (
        <Paper withBorder p="xs" radius="md" role="region" aria-label={t('employerPipeline.bulk.label')}>
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600} aria-live="polite">
              {t('employerPipeline.bulk.selected', { count })}
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
              onClick={() => setDialog('assign')}
            >
              {t('employerPipeline.bulk.assign')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setDialog('reject')}
            >
              {t('employerPipeline.bulk.reject')}
            </Button>
            <Button size="xs" variant="subtle" onClick={onClear}>
              {t('employerPipeline.bulk.clear')}
            </Button>
          </Group>
        </Paper>
      ) : null}
      {failures.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('employerPipeline.bulk.failedTitle')}
          withCloseButton
          closeButtonLabel={t('employerPipeline.bulk.close')}
          onClose={() => setFailures([])}
        >
          <List size="sm">
            {failures.map((failure) => (
              <List.Item key={failure.number}>{t('employerPipeline.bulk.failedItem', failure)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {dialog === 'assign' ? (
        <BulkModal
          title={t('employerPipeline.bulk.assignTitle', { count })}
          text={t('employerPipeline.bulk.assignText')}
          confirmLabel={t('employerPipeline.bulk.assignConfirm')}
          running={running}
          onConfirm={() => void assign()}
          onClose={() => setDialog(null)}
        >
          <MultiSelect
            label={t('employerPipeline.bulk.reviewersLabel')}
            data={(assignees.data ?? []).map((person) => ({
              value: person.id,
              label: `${person.name} (${t(`employerApplications.assignment.roles.${person.role}`)})`,
            }))}
            value={reviewerIds}
            onChange={setReviewerIds}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        </BulkModal>
      ) : null}
      {dialog === 'reject' ? (
        <BulkModal
          title={t('employerPipeline.bulk.rejectTitle', { count })}
          text={t('employerPipeline.bulk.rejectText')}
          confirmLabel={t('employerPipeline.bulk.rejectConfirm')}
          confirmColor="red"
          running={running}
          onConfirm={reject}
          onClose={() => setDialog(null)}
        >
          <Textarea
            label={t('employerApplications.reject.noteLabel')}
            description={t('employerApplications.reject.noteHint')}
            value={rejection.noteToCandidate}
            onChange={(event) => setRejection({ ...rejection, noteToCandidate: event.currentTarget.value })}
            error={errors.noteToCandidate}
            rows={3}
            maxLength={TEXT_LIMITS.note}
          />
          <Textarea
            label={t('employerApplications.reject.reasonLabel')}
            description={t('employerApplications.reject.reasonHint')}
            value={rejection.internalReason}
            onChange={(event) => setRejection({ ...rejection, internalReason: event.currentTarget.value })}
            error={errors.internalReason}
            rows={2}
            maxLength={TEXT_LIMITS.note}
          />
        </BulkModal>
      ) : null}
    </Stack>
  );
}
