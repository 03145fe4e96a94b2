import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconCircleCheck,
  IconClockOff,
  IconMicrophone,
  IconWriting,
} from '@tabler/icons-react';
import { formatDate } from '@veil/domain';
import type { CandidateApplication } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { candidatePaths } from '../paths';
import { DueDate } from './due-date';
import './copy';

/**
 * The notice of an audio interview that can no longer be recorded, here and on the instruction
 * page: submitted (done, in teal) or closed (over without the answers, in orange).
 */
export function InterviewEndedAlert({
  ended,
  title,
  children,
}: {
  ended: 'submitted' | 'closed';
  title: string;
  children: ReactNode;
}) {
  const submitted = ended === 'submitted';
  const Icon = submitted ? IconCircleCheck : IconClockOff;
  return (
    <Alert
      color={submitted ? 'teal' : 'orange'}
      variant="light"
      icon={<Icon size={20} aria-hidden />}
      title={title}
      w="100%"
    >
      {children}
    </Alert>
  );
}

/**
 * The audio interview on the application's page: while recording is open a prominent card with
 * the due date and the way to the instruction page; once submitted or closed, a notice saying so.
 * Nothing before the invitation, nor for an application that moved on without answers.
 */
export function AudioInterviewCard({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (value: string) => formatDate(new Date(value), locale);
  if (application.audioInvitedAt === null || application.dueDate === null) return null;

  if (application.submitAudioScreeningAnswerAt !== null) {
    return (
      <InterviewEndedAlert ended="submitted" title={t('audioInterview.card.submittedTitle')}>
        {t('audioInterview.card.submittedText', { date: date(application.submitAudioScreeningAnswerAt) })}
      </InterviewEndedAlert>
    );
  }
  if (application.status !== 'recording') return null;
  if (application.recordingClosed) {
    return (
      <InterviewEndedAlert ended="closed" title={t('audioInterview.card.closedTitle')}>
        {t('audioInterview.card.closedText', { date: date(application.dueDate) })}
      </InterviewEndedAlert>
    );
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      style={{ borderColor: 'var(--mantine-color-veil-6)', borderWidth: 2 }}
      component="section"
      aria-labelledby="audio-interview-card-title"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconMicrophone size={24} color="var(--mantine-color-veil-7)" aria-hidden />
          <Title order={2} size="h3" id="audio-interview-card-title">
            {t('audioInterview.card.title')}
          </Title>
        </Group>
        <Text>
          {t('audioInterview.card.text', {
            count: application.audioQuestions.length,
            company: application.company.name,
          })}
        </Text>
        <DueDate dueDate={application.dueDate} size="md" />
        {application.writtenAlternativeRequestedAt ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconWriting size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">
              {t('audioInterview.card.writtenRequested', {
                date: date(application.writtenAlternativeRequestedAt),
              })}
            </Text>
          </Group>
        ) : null}
        <Group>
          <Button
            component={Link}
            to={candidatePaths.audioInstruction(application.id)}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('audioInterview.card.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
