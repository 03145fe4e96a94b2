import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconEdit } from '@tabler/icons-react';
import { COMPANY_REQUIRED_FOR_JOBS } from '@veil/domain';
import { Link } from 'react-router';
import { requiredFieldLabel } from '../../features/company-profile/labels';
import { useTranslation } from '../../lib/translation';
import { employerPaths } from '../paths';

/** The edit page's section that holds a required field. */
export function sectionOfField(field: string): string {
  if (field === 'introduction' || field === 'benefits') return field;
  return 'basic-information';
}

type CompletenessCardProps = {
  /** Required fields still empty, as `GET /companies` reports them. */
  missingFields: readonly string[];
  /** Power users get links to fill them in; everybody else is told whom to ask. */
  canEdit: boolean;
};

/**
 * How complete the company information is: jobs can be created or imported only when every required
 * field is filled (spec section 3). Lists what is missing and who can add it.
 */
export function CompletenessCard({ missingFields, canEdit }: CompletenessCardProps) {
  const { t } = useTranslation();
  const required: readonly string[] = COMPANY_REQUIRED_FOR_JOBS;
  const missing = missingFields.filter((field) => required.includes(field));
  const total = required.length;
  const filled = total - missing.length;
  const percent = Math.round((filled / total) * 100);
  const complete = missing.length === 0;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="completeness-heading">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={complete ? 'green' : 'yellow'} size={40} radius="xl" aria-hidden>
            {complete ? <IconCircleCheck size={24} /> : <IconAlertCircle size={24} />}
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz="h4" id="completeness-heading">
              {complete
                ? t('company.completeness.completeTitle')
                : t('company.completeness.title', { percent })}
            </Title>
            <Text size="sm" c="dimmed">
              {complete
                ? t('company.completeness.completeText')
                : t('company.completeness.progress', { filled, total })}
            </Text>
          </Stack>
        </Group>
        <Progress
          value={percent}
          color={complete ? 'green' : 'yellow'}
          size="lg"
          radius="xl"
          aria-label={t('company.completeness.progressLabel')}
        />
        {complete ? null : (
          <>
            <Text size="sm" fw={600}>
              {t('company.completeness.missingTitle')}
            </Text>
            <List size="sm" spacing={4} aria-label={t('company.completeness.missingTitle')}>
              {missing.map((field) => (
                <List.Item key={field}>
                  {canEdit ? (
                    <Anchor
                      component={Link}
                      to={`${employerPaths.companyUpdate}#${sectionOfField(field)}`}
                      size="sm"
                    >
                      {requiredFieldLabel(t, field)}
                    </Anchor>
                  ) : (
                    requiredFieldLabel(t, field)
                  )}
                </List.Item>
              ))}
            </List>
            {canEdit ? (
              <Group>
                <Button
                  component={Link}
                  to={employerPaths.companyUpdate}
                  leftSection={<IconEdit size={18} aria-hidden />}
                >
                  {t('company.completeness.completeNow')}
                </Button>
              </Group>
            ) : (
              <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
                {t('validation.company.incompleteAskPowerUser')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
