import { TextInput } from '@mantine/core';
import { SKILL_TAG_MAX_LENGTH, SKILL_TAGS_MAX, SkillTagSchema, SkillTagsSchema } from '@veil/domain';
import { useTranslation } from '../../../lib/translation';
import type { StoredTag } from '../stored-entries';
import { ListSection, type ListSectionConfig } from './list-section';
import { listErrors } from './section-errors';
import type { ResumeSectionProps } from './section-props';

type Entry = StoredTag;
/** One entry's form values. */
export type TagValues = Values;
type Values = { tag: string };

const SECTION = 'tags';

/** The skill tags' fields and rules, shared by the profile and the CV import's review. */
export function useTagsConfig(): ListSectionConfig<Entry, Values, { tag: string }> {
  const { t } = useTranslation();
  return {
    section: SECTION,
    entries: (stored) => stored.tags,
    toValues: (entry) => ({ tag: entry.tag }),
    emptyValues: () => ({ tag: '' }),
    toPayload: (values) => ({ tag: values.tag.trim() }),
    // a tag is a plain string: its errors sit at `tags.<index>`, its input at `tags.<index>.tag`
    formPath: (path) => (/^tags\.\d+$/.test(path) ? `${path}.tag` : path),
    check: (payloads, _rows, locale) =>
      listErrors(
        SECTION,
        SkillTagSchema,
        SkillTagsSchema,
        payloads.map((payload) => payload.tag),
        locale,
      ),
    max: SKILL_TAGS_MAX,
    compact: true,
    rowLabel: (index) => t('candidateProfile.tags.entry', { number: index + 1 }),
    addLabel: t('candidateProfile.tags.add'),
    emptyText: t('candidateProfile.tags.empty'),
    description: t('candidateProfile.tags.hint', { max: SKILL_TAGS_MAX, length: SKILL_TAG_MAX_LENGTH }),
    renderRow: (form, index) => (
      <TextInput
        label={t('candidateProfile.tags.entry', { number: index + 1 })}
        required
        maxLength={SKILL_TAG_MAX_LENGTH + 20}
        style={{ flex: '1 1 12rem', minWidth: 0 }}
        {...form.getInputProps(`${SECTION}.${index}.tag`)}
      />
    ),
  };
}

/** Skill tags: at most 15, each at most 100 characters, no tag twice. */
export function TagsSection({ resume, onDirtyChange }: ResumeSectionProps) {
  return <ListSection config={useTagsConfig()} resume={resume} onDirtyChange={onDirtyChange} />;
}
