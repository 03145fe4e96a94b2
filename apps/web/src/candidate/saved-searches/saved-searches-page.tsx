import './copy';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBellSearch, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX, SavedSearchNameSchema } from '@veil/domain';
import type { SavedSearch } from '@veil/domain/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { candidatePaths } from '../paths';
import { savedSearchesQuery, useDeleteSavedSearch, useUpdateSavedSearch } from './api';
import { jobsHrefOf, searchParts } from './saved-search-filters';

/** What the search looks for, as badges: the keyword, the place, how many further filters. */
function SearchSummary({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const { keyword, location, more } = searchParts(search.filters);
  if (!keyword && !location && more === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('savedSearches.page.noFilters')}
      </Text>
    );
  return (
    <Group gap={6}>
      {keyword ? (
        <Badge variant="light" tt="none" style={{ maxWidth: '100%' }}>
          „{keyword}“
        </Badge>
      ) : null}
      {location ? (
        <Badge variant="light" color="gray" tt="none" style={{ maxWidth: '100%' }}>
          {location}
        </Badge>
      ) : null}
      {more > 0 ? (
        <Badge variant="outline" color="gray" tt="none">
          {t('savedSearches.page.filters', { count: more })}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The inline rename field of a card; Escape or a successful save closes it. */
function RenameForm({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = SavedSearchNameSchema.safeParse(name);
        setInvalid(!parsed.success);
        if (parsed.success)
          update.mutate({ savedSearchId: search.id, name: parsed.data }, { onSuccess: onClose });
      }}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={t('savedSearches.page.renameLabel', { name: search.name })}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          error={invalid ? t('validation.required') : update.isError ? describe(update.error) : undefined}
          style={{ flex: '1 1 14rem' }}
          data-autofocus
          autoFocus
        />
        <Button type="submit" loading={update.isPending}>
          {t('savedSearches.page.renameSave')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('savedSearches.save.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** One saved search: its name and filters, "Show jobs", the e-mail switch, rename and delete. */
function SavedSearchCard({ search, onDelete }: { search: SavedSearch; onDelete: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const update = useUpdateSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const titleId = `saved-search-${search.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {renaming ? (
            <div style={{ flex: 1 }}>
              <RenameForm search={search} onClose={() => setRenaming(false)} />
            </div>
          ) : (
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {search.name}
              </Title>
              <SearchSummary search={search} />
            </Stack>
          )}
          {renaming ? null : (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('savedSearches.page.rename')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`${t('savedSearches.page.rename')}: ${search.name}`}
                  onClick={() => setRenaming(true)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('savedSearches.page.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('savedSearches.page.deleteLabel', { name: search.name })}
                  onClick={onDelete}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Switch
            label={t('savedSearches.save.email')}
            checked={search.emailNewJobs}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate({ savedSearchId: search.id, emailNewJobs: event.currentTarget.checked })
            }
          />
          <Button
            component={Link}
            to={jobsHrefOf(search.filters, candidatePaths.jobs)}
            variant="light"
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {t('savedSearches.page.show')}
          </Button>
        </Group>
        {update.isError && !renaming ? (
          <Alert color="red" variant="light" role="alert" title={t('savedSearches.page.updateFailed')}>
            {describe(update.error)}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('savedSearches.page.savedAt', { date: formatDate(new Date(search.createdAt), locale) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * `/candidate/saved-searches`: the candidate's saved searches (issue 39). Each tells of new jobs it
 * finds in the bell and, while its switch is on, by e-mail; searches are saved from the jobs list.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  usePageTitle(t('savedSearches.page.title'));
  const query = useQuery(savedSearchesQuery());
  const remove = useDeleteSavedSearch();
  const [subject, setSubject] = useState<SavedSearch | null>(null);
  const searches = query.data?.savedSearches ?? [];
  return (
    <>
      <PageHeader
        title={t('savedSearches.page.title')}
        description={t('savedSearches.page.description', { max: SAVED_SEARCHES_MAX })}
        actions={
          <Button
            component={Link}
            to={candidatePaths.jobs}
            variant="default"
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {t('savedSearches.page.toJobs')}
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : searches.length === 0 ? (
        <EmptyState
          icon={<IconBellSearch size={28} aria-hidden />}
          title={t('savedSearches.page.emptyTitle')}
          description={t('savedSearches.page.emptyText')}
          action={
            <Button component={Link} to={candidatePaths.jobs}>
              {t('savedSearches.page.toJobs')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('savedSearches.page.count', { count: searches.length, max: SAVED_SEARCHES_MAX })}
          </Text>
          {searches.map((search) => (
            <SavedSearchCard key={search.id} search={search} onDelete={() => setSubject(search)} />
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={subject !== null}
        onClose={() => {
          setSubject(null);
          remove.reset();
        }}
        title={t('savedSearches.page.deleteTitle')}
        confirmLabel={t('savedSearches.page.delete')}
        destructive
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t('savedSearches.page.deleteFailed')}
        onConfirm={() => {
          if (subject) remove.mutate(subject.id, { onSuccess: () => setSubject(null) });
        }}
      >
        {t('savedSearches.page.deleteText', { name: subject?.name ?? '' })}
      </ConfirmModal>
    </>
  );
}
