import './copy';
import { Anchor, Button, Group } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import type { JobFilters } from '../jobs/search-params';
import { candidatePaths } from '../paths';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(() =>
  loadDialog().then(({ SaveSearchDialog }) => ({ default: SaveSearchDialog })),
);

/**
 * "Save search" above Explore's results: keeps the filters on screen under a name. The dialog is
 * fetched when the button is about to be used (hover, focus) or pressed, not with the jobs list.
 */
export function SaveSearchButton({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBellPlus size={18} aria-hidden />}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
      >
        {t('savedSearches.save.button')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Above Explore's results: "Save search" and the link to the saved searches. */
export function SavedSearchBar({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <SaveSearchButton filters={filters} />
      <Anchor component={Link} to={candidatePaths.savedSearches} size="sm">
        {t('savedSearches.link')}
      </Anchor>
    </Group>
  );
}
