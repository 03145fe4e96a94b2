import './copy';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDots, IconMail, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, TEMPLATE_TYPES, type TemplateType } from '@veil/domain';
import type { EmailTemplateSummary } from '@veil/domain/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { enumLabel } from '../../lib/enum-labels';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { CardFact, PlainList } from '../../ui/plain-list';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { useListLayout } from '../../ui/table-frame';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { employerPaths } from '../paths';
import { templatesQuery, useDeleteTemplate, useDuplicateTemplate } from './api';
import { useCanEditTemplates } from './can-edit';

/** The templates of each type, in the spec's order of types; names sorted within a type. */
export function groupByType(
  templates: readonly EmailTemplateSummary[],
): { type: TemplateType; templates: EmailTemplateSummary[] }[] {
  return TEMPLATE_TYPES.map((type) => ({
    type,
    templates: templates
      .filter((template) => template.type === type)
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

type RowActions = {
  /** Power users: duplicate and delete; others only open. */
  canEdit: boolean;
  onDuplicate: (template: EmailTemplateSummary) => void;
  onDelete: (template: EmailTemplateSummary) => void;
};

function TemplateName({ template }: { template: EmailTemplateSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor
        component={Link}
        to={employerPaths.template(template.id)}
        fw={600}
        c="veil.8"
        style={{ overflowWrap: 'anywhere' }}
      >
        {template.name}
      </Anchor>
      {template.isDefault ? (
        <Tooltip label={t('emailTemplates.list.standardHint')} withArrow multiline w={240}>
          <Badge size="sm" variant="light" color="gray" radius="sm" tabIndex={0}>
            {t('emailTemplates.list.standard')}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

function ActionsMenu({ template, onDuplicate, onDelete }: { template: EmailTemplateSummary } & RowActions) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('emailTemplates.list.actionsFor', { name: template.name })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onDuplicate(template)}>
          {t('emailTemplates.list.duplicate')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(template)}
        >
          {t('emailTemplates.list.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function TemplateRows({
  type,
  templates,
  ...actions
}: { type: TemplateType; templates: EmailTemplateSummary[] } & RowActions) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table
      aria-label={t('emailTemplates.list.tableLabel', { type: enumLabel(locale, 'templateType', type) })}
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="sm"
      layout="fixed"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('emailTemplates.list.columns.name')}</Table.Th>
          <Table.Th w={140}>{t('emailTemplates.list.columns.language')}</Table.Th>
          <Table.Th w={190}>{t('emailTemplates.list.columns.updatedAt')}</Table.Th>
          {actions.canEdit ? (
            <Table.Th w={72}>
              <VisuallyHidden>{t('emailTemplates.list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {templates.map((template) => (
          <Table.Tr key={template.id}>
            <Table.Td>
              <TemplateName template={template} />
            </Table.Td>
            <Table.Td>{t(`common.languageNames.${template.locale}`)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(new Date(template.updatedAt), locale)}
            </Table.Td>
            {actions.canEdit ? (
              <Table.Td ta="right">
                <ActionsMenu template={template} {...actions} />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TemplateCards({
  type,
  templates,
  ...actions
}: { type: TemplateType; templates: EmailTemplateSummary[] } & RowActions) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <PlainList label={t('emailTemplates.list.tableLabel', { type: enumLabel(locale, 'templateType', type) })}>
      {templates.map((template) => (
        <Paper key={template.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <TemplateName template={template} />
            {actions.canEdit ? <ActionsMenu template={template} {...actions} /> : null}
          </Group>
          <SimpleGrid cols={2} spacing="xs" mt="xs">
            <CardFact label={t('emailTemplates.list.columns.language')}>
              {t(`common.languageNames.${template.locale}`)}
            </CardFact>
            <CardFact label={t('emailTemplates.list.columns.updatedAt')}>
              {formatDateTime(new Date(template.updatedAt), locale)}
            </CardFact>
          </SimpleGrid>
        </Paper>
      ))}
    </PlainList>
  );
}

/** One type's templates under its name, with "New template" of that type for power users. */
function TypeGroup({
  type,
  templates,
  ...actions
}: { type: TemplateType; templates: EmailTemplateSummary[] } & RowActions) {
  const { t } = useTranslation();
  const locale = useLocale();
  const layout = useListLayout();
  const label = enumLabel(locale, 'templateType', type);
  const headingId = `templates-${type}`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="h4" id={headingId}>
              {label}
            </Title>
            <Text size="sm" c="dimmed">
              {t('emailTemplates.list.count', { count: templates.length })}
            </Text>
          </Group>
          {actions.canEdit ? (
            <Button
              component={Link}
              to={employerPaths.templateNew(type)}
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              aria-label={t('emailTemplates.list.newOfType', { type: label })}
            >
              {t('emailTemplates.list.newTemplate')}
            </Button>
          ) : null}
        </Group>
        {templates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('emailTemplates.list.groupEmpty')}
          </Text>
        ) : layout === 'cards' ? (
          <TemplateCards type={type} templates={templates} {...actions} />
        ) : (
          <TemplateRows type={type} templates={templates} {...actions} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/employer/templates`: the company's e-mail templates grouped by their eight types, each with
 * its name, language and last change. Power users create (per type), duplicate and delete (after
 * asking); regular users open them read-only. Reviewers do not reach this page (routes.tsx).
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const canEdit = useCanEditTemplates();
  const templates = useQuery(templatesQuery());
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<EmailTemplateSummary | null>(null);
  const deletion = useDialogSubject(deleting);
  usePageTitle(t('emailTemplates.list.title'));

  const newButton = canEdit ? (
    <Button
      component={Link}
      to={employerPaths.templateNew()}
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      {t('emailTemplates.list.newTemplate')}
    </Button>
  ) : null;
  const header = (
    <PageHeader
      title={t('emailTemplates.list.title')}
      description={canEdit ? t('emailTemplates.list.description') : t('emailTemplates.list.readOnlyNote')}
      actions={templates.isSuccess && templates.data.length > 0 ? newButton : undefined}
    />
  );
  if (!templates.isSuccess) {
    return (
      <>
        {header}
        <QueryPlaceholder query={templates} errorTitle={t('emailTemplates.list.loadFailed')} rows={4} />
      </>
    );
  }
  if (templates.data.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<IconMail size={28} aria-hidden />}
          title={t('emailTemplates.list.emptyTitle')}
          description={
            canEdit
              ? t('emailTemplates.list.emptyDescription')
              : t('emailTemplates.list.emptyDescriptionReadOnly')
          }
          action={newButton}
        />
      </>
    );
  }

  const onDuplicate = (template: EmailTemplateSummary) =>
    duplicate.mutate(template.id, {
      onSuccess: (copy) =>
        notifications.show({
          color: 'green',
          message: t('emailTemplates.list.duplicated', { name: copy.name }),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('emailTemplates.list.duplicateFailed'),
          message: describe(error),
        }),
    });
  const closeDeletion = () => {
    remove.reset();
    setDeleting(null);
  };
  const actions: RowActions = { canEdit, onDuplicate, onDelete: setDeleting };

  return (
    <>
      {header}
      <Stack gap="md" maw={1100}>
        {groupByType(templates.data).map((group) => (
          <TypeGroup key={group.type} type={group.type} templates={group.templates} {...actions} />
        ))}
      </Stack>
      <ConfirmModal
        opened={deletion.opened}
        onClose={closeDeletion}
        title={t('emailTemplates.list.deleteTitle', { name: deletion.subject?.name ?? '' })}
        confirmLabel={t('emailTemplates.list.deleteConfirm')}
        destructive
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t('emailTemplates.list.deleteFailed')}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('emailTemplates.list.deleted', { name }) });
              closeDeletion();
            },
          });
        }}
      >
        {t('emailTemplates.list.deleteText')}
      </ConfirmModal>
    </>
  );
}
