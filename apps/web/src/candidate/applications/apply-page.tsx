import './copy';
import { Alert, Button, Group, List, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPencil, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDuration } from '@veil/domain';
import type { CandidateApplication, ScreeningAnswer } from '@veil/domain/contracts';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AnonymousCvView } from '../../features/anonymous-cv/anonymous-cv-view';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { hasJobDescription, JobView } from '../../features/job-view/job-view';
import { ApiError } from '../../lib/api-errors';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { candidatePaths } from '../paths';
import { startApplicationQuery, useSaveAnswers, useSubmitApplication } from './api';
import { AlreadySent, isStartRefusal, StartRefusal } from './apply-states';
import { BackLink } from './back-link';
import { ScreeningAnswersList } from './screening-answers-list';
import { type SaveState, ScreeningStep } from './screening-step';

const STEPS = ['information', 'description', 'screening', 'audio'] as const;
const SCREENING_STEP = STEPS.indexOf('screening');
/** The page after the last step: the anonymous CV that will be sent, and the submit button. */
const REVIEW = STEPS.length;

type Answers = Record<string, string>;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function answersOf(application: CandidateApplication): Answers {
  return Object.fromEntries(application.screeningAnswers.map((item) => [item.questionId, item.answer]));
}

/** The fourth step: the audio questions and their answer times; recorded only when invited. */
function AudioStep({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (application.audioQuestions.length === 0)
    return <Text c="dimmed">{t('candidateApplications.apply.noAudio')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm">{t('candidateApplications.apply.audioIntro')}</Text>
      <List type="ordered" spacing="sm">
        {application.audioQuestions.map((item) => (
          <List.Item key={item.id} style={{ overflowWrap: 'anywhere' }}>
            <Text>{item.question}</Text>
            <Text size="sm" c="dimmed">
              {t('candidateApplications.apply.answerTime', {
                duration: formatDuration(item.duration, locale),
              })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The screening answers that go with the CV, as they stand now, and the way back to change them. */
function ReviewAnswers({ answers, onEdit }: { answers: readonly ScreeningAnswer[]; onEdit: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Title order={3} fz="h4" id={headingId}>
            {t('candidateApplications.apply.answersTitle')}
          </Title>
          {answers.length > 0 ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={onEdit}
            >
              {t('candidateApplications.apply.editAnswers')}
            </Button>
          ) : null}
        </Group>
        {answers.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('candidateApplications.apply.answersHint')}
          </Text>
        ) : null}
        <ScreeningAnswersList answers={answers} />
      </Stack>
    </Paper>
  );
}

/** After the steps: what the employer will receive (the answers and the anonymous CV), and sending it. */
function Review({
  application,
  answers,
  onEditAnswers,
  onUnanswered,
  back,
}: {
  application: CandidateApplication;
  /** the screening answers as typed (and saved) in step 3 */
  answers: readonly ScreeningAnswer[];
  onEditAnswers: () => void;
  onUnanswered: () => void;
  /** the button back to the last step, beside the submit button */
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const send = () =>
    submit.mutate(application.id, {
      onSuccess: (sent) => {
        notifications.show({ color: 'veil', message: t('candidateApplications.apply.submitted') });
        navigate(candidatePaths.application(sent.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'application_screening_unanswered') onUnanswered();
      },
    });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t('candidateApplications.apply.reviewTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('candidateApplications.apply.reviewIntro')}
        </Text>
      </Stack>
      <ReviewAnswers answers={answers} onEdit={onEditAnswers} />
      {application.anonymousCv ? (
        <AnonymousCvView cv={application.anonymousCv} title={t('candidateApplications.apply.cvTitle')} />
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('candidateApplications.apply.cvMissing')}</Text>
            <Button component={Link} to={candidatePaths.profile} size="xs" variant="default">
              {t('candidateApplications.apply.toProfile')}
            </Button>
          </Stack>
        </Alert>
      )}
      {submit.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('candidateApplications.apply.submitFailed')}>
          {describe(submit.error)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        {back}
        <Button
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={send}
          loading={submit.isPending}
          disabled={!application.anonymousCv}
        >
          {t('candidateApplications.apply.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The four steps of a started application, its draft answers and the review before sending. */
function ApplySteps({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [active, setActive] = useState(0);
  const [answers, setAnswers] = useState<Answers>(() => answersOf(application));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const saved = useRef(JSON.stringify(answersOf(application)));
  const save = useSaveAnswers();
  /** the save under way, if any: the next one waits for it instead of racing it */
  const pending = useRef<Promise<boolean> | null>(null);
  /** "Weiter" was clicked on the screening step and waits for the draft to be stored */
  const [continuing, setContinuing] = useState(false);
  const questions = application.screeningAnswers;
  const dirty = () => JSON.stringify(answers) !== saved.current;
  const top = useRef<HTMLDivElement>(null);

  /**
   * Saves the draft if it changed; resolves to whether what is typed is now stored. Saves run one
   * after another: "Weiter" clicked while the save that leaving a field started is under way waits
   * for it (and sends again only what changed since), so the click is never lost to that save.
   */
  const saveDraft = (): Promise<boolean> => {
    const run = (pending.current ?? Promise.resolve(true)).then(storeDraft);
    pending.current = run;
    void run.then(() => {
      if (pending.current === run) pending.current = null;
    });
    return run;
  };

  const storeDraft = async (): Promise<boolean> => {
    if (!dirty()) return true;
    const sending = JSON.stringify(answers);
    setSaveState({ status: 'saving' });
    try {
      await save.mutateAsync({
        applicationId: application.id,
        answers: questions.map(({ questionId }) => ({ questionId, answer: answers[questionId] ?? '' })),
      });
      saved.current = sending;
      setSaveState({ status: 'saved' });
      return true;
    } catch (error) {
      setSaveState({ status: 'failed', error });
      return false;
    }
  };

  const go = (step: number) => {
    setActive(step);
    top.current?.scrollIntoView({ block: 'start' });
  };

  const missingAnswers = (): Record<string, string> =>
    Object.fromEntries(
      questions
        .filter(({ questionId }) => (answers[questionId] ?? '').trim() === '')
        .map(({ questionId }) => [questionId, t('candidateApplications.apply.answerRequired')]),
    );

  const next = async () => {
    if (active === SCREENING_STEP) {
      const missing = missingAnswers();
      setErrors(missing);
      if (Object.keys(missing).length > 0) return;
      setContinuing(true);
      const stored = await saveDraft();
      setContinuing(false);
      if (!stored) return;
    }
    go(active + 1);
  };

  /** Going back (or to an earlier step by its button) saves without asking for every answer. */
  const goBackTo = async (step: number) => {
    if (step >= active) return;
    if (active === SCREENING_STEP) void saveDraft();
    go(step);
  };

  const backButton = (
    <Button variant="default" onClick={() => void goBackTo(active - 1)}>
      {t('candidateApplications.apply.back')}
    </Button>
  );
  const stepLabel = (step: (typeof STEPS)[number]) => t(`candidateApplications.apply.steps.${step}`);
  const job = application.job;
  const company = application.company;
  const companyHref = candidatePaths.companyInfo(company.id);
  const content = [
    <JobView key="information" job={job} company={company} companyHref={companyHref} part="information" />,
    hasJobDescription(job) ? (
      <JobView key="description" job={job} company={company} part="description" />
    ) : (
      <Text key="description" c="dimmed">
        {t('candidateApplications.apply.noDescription')}
      </Text>
    ),
    <ScreeningStep
      key="screening"
      questions={questions}
      answers={answers}
      errors={errors}
      onChange={(questionId, answer) => {
        setAnswers((current) => ({ ...current, [questionId]: answer }));
        if (errors[questionId] && answer.trim() !== '') setErrors(({ [questionId]: _, ...rest }) => rest);
      }}
      onBlur={() => void saveDraft()}
      saveState={saveState}
      onRetry={() => void saveDraft()}
    />,
    <AudioStep key="audio" application={application} />,
  ];

  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 80 }}>
      <UnsavedChangesGuard sections={dirty() ? [stepLabel('screening')] : []} />
      <Stepper
        active={active}
        onStepClick={(step) => void goBackTo(step)}
        allowNextStepsSelect={false}
        size="sm"
        aria-label={t('candidateApplications.apply.stepsLabel')}
        // on a phone the labels stay for screen readers only; the heading below names the step
        styles={phone ? { stepBody: VISUALLY_HIDDEN } : undefined}
      >
        {STEPS.map((step) => (
          <Stepper.Step key={step} label={stepLabel(step)} />
        ))}
      </Stepper>
      {active < SCREENING_STEP ? (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('candidateApplications.apply.stepOf', { step: active + 1, total: STEPS.length })} ·{' '}
            {stepLabel(STEPS[active] ?? 'information')}
          </Text>
          {content[active]}
        </>
      ) : null}
      {active >= SCREENING_STEP && active < REVIEW ? (
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="apply-step-heading"
        >
          <Stack gap="md">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('candidateApplications.apply.stepOf', { step: active + 1, total: STEPS.length })}
              </Text>
              <Title order={2} fz="h3" id="apply-step-heading">
                {stepLabel(STEPS[active] ?? 'information')}
              </Title>
            </Stack>
            {content[active]}
          </Stack>
        </Paper>
      ) : null}
      {active === REVIEW ? (
        <Review
          application={application}
          answers={questions.map((question) => ({ ...question, answer: answers[question.questionId] ?? '' }))}
          onEditAnswers={() => go(SCREENING_STEP)}
          onUnanswered={() => go(SCREENING_STEP)}
          back={backButton}
        />
      ) : (
        <Group justify="space-between">
          {active > 0 ? backButton : <span />}
          {/* busy only for the click's own wait: a background save (leaving a field) must not turn
              the button into a spinner between the press and the release of the click */}
          <Button onClick={() => void next()} loading={continuing}>
            {active === REVIEW - 1
              ? t('candidateApplications.apply.toReview')
              : t('candidateApplications.apply.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * `/candidate/jobs/apply/{id}` (id: the job's): applying in the spec's four steps, job information,
 * job description, screening questions (a draft saved as the candidate goes) and audio questions
 * (recorded later, when the employer invites), then the anonymous CV that will be sent and the submit
 * button. Opening the page starts the application or continues the one already started.
 */
export function ApplyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery(startApplicationQuery(id));
  usePageTitle(
    query.data
      ? `${t('candidateApplications.apply.title')}: ${query.data.job.jobTitle}`
      : t('candidateApplications.apply.title'),
  );
  const back = <BackLink to={candidatePaths.job(id)} label={t('candidateJobs.detail.toDetail')} />;
  if (query.isError && isStartRefusal(query.error))
    return (
      <>
        {back}
        <StartRefusal error={query.error} />
      </>
    );
  if (!query.isSuccess)
    return (
      <>
        {back}
        <QueryPlaceholder
          query={query}
          errorTitle={t('candidateApplications.apply.loadFailed')}
          variant="page"
        />
      </>
    );
  const application = query.data;
  return (
    <>
      {back}
      {application.status === 'applying' ? (
        <ApplySteps application={application} />
      ) : (
        <AlreadySent applicationId={application.id} />
      )}
    </>
  );
}
