import { Box, Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordRuleViolations } from '@veil/domain';
import { useTranslation } from '../../lib/translation';

type PasswordChecklistProps = {
  id?: string;
  password: string;
  /** When given, a last line says whether the confirmation matches. */
  confirmation?: string;
};

type Line = { key: string; label: string; met: boolean };

/** The password policy as a list that ticks off each rule while the user types. */
export function PasswordChecklist({ id, password, confirmation }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const broken = passwordRuleViolations(password);
  const lines: Line[] = PASSWORD_RULES.map((rule) => ({
    key: rule,
    label: t(`signIn.passwordRules.${rule}`, { min: PASSWORD_MIN_LENGTH }),
    met: password !== '' && !broken.includes(rule),
  }));
  if (confirmation !== undefined) {
    lines.push({
      key: 'match',
      label: t('signIn.passwordRules.match'),
      met: confirmation !== '' && confirmation === password,
    });
  }
  return (
    <Box id={id}>
      <Text size="sm" fw={500} mb={6}>
        {t('signIn.passwordRules.title')}
      </Text>
      <List spacing={4} size="sm" listStyleType="none" aria-label={t('signIn.passwordRules.title')}>
        {lines.map((line) => (
          <List.Item key={line.key} data-rule={line.key} data-met={line.met}>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={18}
                radius="xl"
                variant={line.met ? 'filled' : 'light'}
                color={line.met ? 'veil' : 'gray'}
                mt={1}
                aria-hidden
              >
                {line.met ? <IconCheck size={12} stroke={3} /> : <IconCircleDashed size={12} />}
              </ThemeIcon>
              <Text size="sm" c={line.met ? 'veil.8' : 'gray.7'}>
                {line.label}
                <VisuallyHidden>
                  {` (${line.met ? t('signIn.passwordRules.met') : t('signIn.passwordRules.unmet')})`}
                </VisuallyHidden>
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
