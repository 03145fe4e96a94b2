import { Chip, Group, Stack, Text } from '@mantine/core';
import { SKILL_TAGS_MAX } from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import type { ListSectionConfig } from '../profile/sections/list-section';
import type { Row } from '../profile/sections/list-update';
import type { TagValues } from '../profile/sections/tags-section';
import { ImportListSection } from './import-list-section';

type ImportTagsPickerProps<E extends { id: string }, P> = {
  config: ListSectionConfig<E, TagValues, P>;
  /** every skill the file named, as rows */
  initialRows: Row<TagValues>[];
  resume: Resume | null;
  saved: boolean;
  onSaved: () => void;
};

/**
 * A CV often names more skills than the profile keeps (15). Rather than deleting the surplus rows
 * one by one, the candidate picks the skills to keep from chips at the top of the section's card;
 * the rows below follow the pick and are saved as usual. The first 15, in the CV's order, are
 * picked to begin with.
 */
export function ImportTagsPicker<E extends { id: string }, P>({
  config,
  initialRows,
  resume,
  saved,
  onSaved,
}: ImportTagsPickerProps<E, P>) {
  const { t } = useTranslation();
  const all = initialRows.map((row) => row.tag);
  const [picked, setPicked] = useState<string[]>(() => all.slice(0, SKILL_TAGS_MAX));
  const rows = useMemo(() => initialRows.filter((row) => picked.includes(row.tag)), [initialRows, picked]);
  const full = picked.length >= SKILL_TAGS_MAX;
  const chips = (
    <Stack gap="xs" role="group" aria-labelledby="import-tags-picker" mb="md">
      <Text id="import-tags-picker" fw={600} size="sm">
        {t('candidateImport.review.pickTags', { count: all.length, max: SKILL_TAGS_MAX })}
      </Text>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('candidateImport.review.pickedTags', { picked: picked.length, max: SKILL_TAGS_MAX })}
      </Text>
      <Chip.Group
        multiple
        value={picked}
        onChange={(next) => setPicked(all.filter((tag) => next.includes(tag)).slice(0, SKILL_TAGS_MAX))}
      >
        <Group gap="xs">
          {all.map((tag) => (
            <Chip key={tag} value={tag} size="sm" disabled={full && !picked.includes(tag)}>
              {tag}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
  // the chips sit in the section's own card, above the rows they fill; the form keeps its place
  return (
    <ImportListSection
      config={config}
      initialRows={rows}
      syncRows={rows}
      intro={chips}
      resume={resume}
      saved={saved}
      onSaved={onSaved}
    />
  );
}
