import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBulb, IconMicrophone, IconShieldLock } from '@tabler/icons-react';
import { DEMO_QUESTIONS, type DemoQuestionId, formatDuration } from '@veil/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { QuestionRecorder } from '../../features/recording/question-recorder';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { AnswerDelivery } from './altered-answer';
import { useEndDemo, useSendDemoAnswer } from './api';
import './copy';

const TIPS = ['quiet', 'read', 'structure', 'time', 'names', 'reRecord'] as const;

/**
 * `/candidate/recording-demo`: the recording demo with tips (spec section 2). Two demo questions
 * (30 seconds and 3 minutes) go through the real recorder, upload and voice alteration, and the
 * candidate hears the altered version. Ending the demo (or leaving the page) deletes all of it.
 */
export function RecordingDemoPage() {
  const { t } = useTranslation();
  usePageTitle(t('recordingDemo.title'));
  const [active, setActive] = useState<DemoQuestionId | null>(null);
  const [ended, setEnded] = useState(false);
  const endDemo = useEndDemo();
  const { mutate: endOnLeave } = endDemo;
  // nothing of the demo outlives the page (and the server's cleanup catches a closed tab)
  useEffect(() => () => endOnLeave(), [endOnLeave]);

  const end = () => {
    endDemo.mutate(undefined, {
      onSuccess: () => {
        setActive(null);
        setEnded(true);
      },
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('recordingDemo.title')}
        description={t('recordingDemo.description')}
        actions={
          <Button variant="default" onClick={end} loading={endDemo.isPending}>
            {t('recordingDemo.end')}
          </Button>
        }
      />
      {ended ? (
        <Alert color="teal" role="status" withCloseButton onClose={() => setEnded(false)}>
          {t('recordingDemo.ended')}
        </Alert>
      ) : null}
      {endDemo.isError ? <ErrorAlert error={endDemo.error} /> : null}
      {active ? (
        <DemoQuestion questionId={active} onBack={() => setActive(null)} />
      ) : (
        <Overview
          onTry={(id) => {
            setEnded(false);
            setActive(id);
          }}
        />
      )}
    </Stack>
  );
}

function TitledCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="xs" mb="sm">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function Overview({ onTry }: { onTry: (id: DemoQuestionId) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <TitledCard icon={<IconBulb size={22} aria-hidden />} title={t('recordingDemo.tipsTitle')}>
          <List spacing="xs" size="sm">
            {TIPS.map((tip) => (
              <List.Item key={tip}>{t(`recordingDemo.tips.${tip}`)}</List.Item>
            ))}
          </List>
        </TitledCard>
        <TitledCard icon={<IconShieldLock size={22} aria-hidden />} title={t('recordingDemo.privacyTitle')}>
          <Text size="sm">{t('recordingDemo.privacy')}</Text>
        </TitledCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {DEMO_QUESTIONS.map((question, index) => (
          <Card key={question.id} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('recordingDemo.questionLabel', {
                    number: index + 1,
                    duration: formatDuration(question.durationSeconds, locale),
                  })}
                </Text>
                <Text fw={600}>{t(`recordingDemo.questions.${question.id}`)}</Text>
              </Stack>
              <Group>
                <Button
                  leftSection={<IconMicrophone size={18} aria-hidden />}
                  onClick={() => onTry(question.id)}
                >
                  {t('recordingDemo.tryQuestion', { number: index + 1 })}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One demo question in the recorder; a failed answer starts the question afresh. */
function DemoQuestion({ questionId, onBack }: { questionId: DemoQuestionId; onBack: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState(0);
  const send = useSendDemoAnswer();
  const index = DEMO_QUESTIONS.findIndex((q) => q.id === questionId);
  const question = DEMO_QUESTIONS[index] ?? DEMO_QUESTIONS[0];
  const again = () => {
    send.reset();
    setAttempt((n) => n + 1);
  };
  return (
    <Stack gap="md">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
          {t('recordingDemo.back')}
        </Button>
      </Group>
      <QuestionRecorder
        key={attempt}
        durationSeconds={question.durationSeconds}
        question={
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('recordingDemo.questionLabel', {
                number: index + 1,
                duration: formatDuration(question.durationSeconds, locale),
              })}
            </Text>
            <Title order={2} size="h3">
              {t(`recordingDemo.questions.${questionId}`)}
            </Title>
          </Stack>
        }
        onRecorded={(wav) => {
          setProgress(0);
          send.mutate({ questionId, wav, onProgress: setProgress });
        }}
        answer={
          <AnswerDelivery
            pending={send.isPending}
            progress={progress}
            error={send.error}
            recordingId={send.data?.id ?? null}
            failedActions={
              <Button size="xs" variant="light" onClick={again}>
                {t('recordingDemo.failed')}
              </Button>
            }
          />
        }
      />
    </Stack>
  );
}
