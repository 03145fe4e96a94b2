import './copy';
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconEyeOff, IconFileImport, IconPencil, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { WorkInformationSchema } from '@veil/domain';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { useCurrentSession } from '../../features/sign-in/api';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { DeleteAccountCard } from '../account/delete-account-card';
import { candidatePaths } from '../paths';
import { resumeQuery, useCreateResume } from './api';
import { resumeFieldErrors } from './sections/server-errors';
import { checkUserDetails, UserDetailsFields, type UserDetailsValues } from './sections/user-details-fields';
import { WorkInformationFields, type WorkInformationValues } from './sections/work-information-fields';

/**
 * What to show instead of a start page while the resume loads or once it exists (then the profile
 * is the place to go): `null` when the candidate has no resume yet.
 */
function useWithoutResume(title: string) {
  const { t } = useTranslation();
  const query = useQuery(resumeQuery());
  if (query.isSuccess && query.data !== null) return <Navigate to={candidatePaths.profile} replace />;
  if (!query.isSuccess)
    return (
      <>
        <PageHeader title={title} />
        <QueryPlaceholder query={query} errorTitle={t('candidateProfile.loadFailed')} variant="page" />
      </>
    );
  return null;
}

/**
 * A button whose label wraps instead of being cut off: Mantine keeps a label on one line at a fixed
 * height, and "Aus Lebenslauf oder LinkedIn importieren" is wider than a 375 px phone's card.
 */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%', paddingBlock: 8 },
  inner: { height: 'auto' },
  label: { whiteSpace: 'normal', height: 'auto', lineHeight: 1.35, textAlign: 'center' },
} as const;

/**
 * `/candidate/profile/empty`: a new candidate without a resume. Explains the anonymous profile and
 * offers the two ways to start: by hand, or from a CV or a LinkedIn export.
 */
export function EmptyProfilePage() {
  const { t } = useTranslation();
  const title = t('candidateProfile.empty.title');
  usePageTitle(title);
  const instead = useWithoutResume(title);
  if (instead) return instead;
  return (
    <>
      <PageHeader title={title} description={t('candidateProfile.empty.description')} />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Group gap="md" align="flex-start" wrap="nowrap">
            <ThemeIcon variant="light" color="veil" size={44} radius="xl">
              <IconEyeOff size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap="xs" style={{ minWidth: 0 }}>
              <Title order={2} fz="h4">
                {t('candidateProfile.empty.anonymousTitle')}
              </Title>
              <List size="sm" spacing={6}>
                <List.Item>{t('candidateProfile.empty.point1')}</List.Item>
                <List.Item>{t('candidateProfile.empty.point2')}</List.Item>
                <List.Item>{t('candidateProfile.empty.point3')}</List.Item>
              </List>
            </Stack>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <StartOption
            icon={<IconPencil size={24} aria-hidden />}
            title={t('candidateProfile.empty.byHandTitle')}
            text={t('candidateProfile.empty.byHandText')}
            action={
              <Button component={Link} to={candidatePaths.profileCreate} styles={WRAPPING_BUTTON}>
                {t('candidateProfile.empty.byHand')}
              </Button>
            }
          />
          <StartOption
            icon={<IconFileImport size={24} aria-hidden />}
            title={t('candidateProfile.empty.importTitle')}
            text={t('candidateProfile.empty.importText')}
            action={
              <Button
                component={Link}
                to={candidatePaths.profileImport}
                variant="default"
                styles={WRAPPING_BUTTON}
              >
                {t('candidateProfile.empty.import')}
              </Button>
            }
          />
        </SimpleGrid>
        <DeleteAccountCard />
      </Stack>
    </>
  );
}

function StartOption({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <ThemeIcon variant="light" color="veil" size={40} radius="md">
            {icon}
          </ThemeIcon>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
        <Group>{action}</Group>
      </Stack>
    </Paper>
  );
}

/**
 * `/candidate/profile/create`: the first form, personal details (the e-mail prefilled from the
 * session) and work information. POST /resumes, then on to the profile for everything else.
 */
export function CreateProfilePage() {
  const { t } = useTranslation();
  const title = t('candidateProfile.create.title');
  usePageTitle(title);
  const instead = useWithoutResume(title);
  if (instead) return instead;
  return <CreateProfileForm title={title} />;
}

function CreateProfileForm({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useCurrentSession('candidate');
  const create = useCreateResume();
  const detailsForm = useForm<UserDetailsValues>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: session?.area === 'candidate' ? session.me.email : '',
      phoneNumber: '',
      gender: null,
      dob: '',
      headline: '',
      location: '',
    },
  });
  const workForm = useForm<WorkInformationValues>({
    mode: 'controlled',
    initialValues: { personalHeadline: '', openTo: [] },
  });
  const dirty = (detailsForm.isDirty() || workForm.isDirty()) && !create.isSuccess;
  // on to the profile once the page no longer counts as unsaved (the guard would ask otherwise)
  const created = create.data;
  useEffect(() => {
    if (created) navigate(candidatePaths.profile, { replace: true });
  }, [created, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = checkUserDetails(detailsForm.getValues(), null, locale, t);
    const workInformation = workForm.getValues();
    const workErrors = schemaErrors(WorkInformationSchema, workInformation, locale);
    detailsForm.setErrors(details.ok ? {} : details.errors);
    workForm.setErrors(workErrors);
    if (!details.ok || Object.keys(workErrors).length > 0) return;
    create.mutate(
      { userDetails: details.payload, workInformation, languagePlatform: locale },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('candidateProfile.create.created') }),
        onError: (error) => {
          const fields = resumeFieldErrors(error, i18n) ?? {};
          const under = (prefix: string) =>
            Object.fromEntries(
              Object.entries(fields).flatMap(([path, text]) =>
                path.startsWith(prefix) ? [[path.slice(prefix.length), text]] : [],
              ),
            );
          detailsForm.setErrors(under('userDetails.'));
          workForm.setErrors(under('workInformation.'));
        },
      },
    );
  };
  // the alert stays unless every field the server named is an input of this form
  const serverFields = create.isError ? resumeFieldErrors(create.error, i18n) : null;
  const fieldErrorShown =
    serverFields !== null &&
    Object.keys(serverFields).every(
      (path) =>
        Object.hasOwn(detailsForm.getValues(), path.replace(/^userDetails\./, '')) ||
        Object.hasOwn(workForm.getValues(), path.replace(/^workInformation\./, '')),
    );

  return (
    <>
      <PageHeader title={title} description={t('candidateProfile.create.description')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="create-details">
            <Stack gap="md">
              <Group gap="xs">
                <IconUserCircle size={22} aria-hidden />
                <Title order={2} fz="h3" id="create-details">
                  {t('candidateProfile.sections.userDetails')}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {t('candidateProfile.userDetails.hint')}
              </Text>
              <UserDetailsFields form={detailsForm} />
            </Stack>
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="create-work">
            <Stack gap="md">
              <Title order={2} fz="h3" id="create-work">
                {t('candidateProfile.sections.workInformation')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('candidateProfile.workInformation.hint')}
              </Text>
              <WorkInformationFields form={workForm} />
            </Stack>
          </Paper>
          {create.isError && !fieldErrorShown ? (
            <ErrorAlert error={create.error} title={t('candidateProfile.create.failed')} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={candidatePaths.profileEmpty} variant="default">
              {t('candidateProfile.create.back')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('candidateProfile.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesGuard sections={dirty ? [title] : []} />
    </>
  );
}
