import { Select, TextInput } from '@mantine/core';
import {
  CANDIDATE_LINK_KINDS,
  type CandidateLinkKind,
  CandidateLinkKindSchema,
  SocialLinkSchema,
  SocialLinksSchema,
} from '@veil/domain';
import { enumOptions } from '../../../lib/enum-labels';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { type StoredSocialLink, storedLists } from '../stored-entries';
import { ListSection, type ListSectionConfig } from './list-section';
import { listErrors } from './section-errors';
import type { ResumeSectionProps } from './section-props';

type Entry = StoredSocialLink;
/** One entry's form values. */
export type SocialLinkValues = Values;
type Values = { linkType: CandidateLinkKind | null; link: string };

const SECTION = 'socialLinks';

/** The social links' fields and rules, shared by the profile and the CV import's review. */
export function useSocialLinksConfig(): ListSectionConfig<Entry, Values, { linkType: string; link: string }> {
  const { t } = useTranslation();
  const locale = useLocale();
  return {
    section: SECTION,
    entries: (stored) => storedLists(stored).socialLinks,
    toValues: (entry) => ({ linkType: entry.linkType, link: entry.link }),
    emptyValues: () => ({ linkType: null, link: '' }),
    toPayload: (values) => ({ linkType: values.linkType ?? '', link: values.link.trim() }),
    check: (payloads, rows, at, translate) => {
      const errors = listErrors(SECTION, SocialLinkSchema, SocialLinksSchema, payloads, at);
      rows.forEach((row, index) => {
        if (row.linkType === null)
          errors[`${SECTION}.${index}.linkType`] = translate('validation.required', {
            field: translate('candidateProfile.socialLinks.kind'),
          });
      });
      return errors;
    },
    max: CANDIDATE_LINK_KINDS.length,
    compact: true,
    rowLabel: (index) => t('candidateProfile.socialLinks.entry', { number: index + 1 }),
    addLabel: t('candidateProfile.socialLinks.add'),
    emptyText: t('candidateProfile.socialLinks.empty'),
    description: t('candidateProfile.socialLinks.hint'),
    renderRow: (form, index) => (
      <>
        <Select
          label={t('candidateProfile.socialLinks.kindNumbered', { number: index + 1 })}
          required
          placeholder={t('candidateProfile.form.choose')}
          data={enumOptions(locale, 'candidateLinkKind')}
          style={{ flex: '1 1 10rem', minWidth: 0 }}
          {...form.getInputProps(`${SECTION}.${index}.linkType`)}
          onChange={(value) => {
            const parsed = CandidateLinkKindSchema.safeParse(value);
            form.getInputProps(`${SECTION}.${index}.linkType`).onChange(parsed.success ? parsed.data : null);
          }}
        />
        <TextInput
          label={t('candidateProfile.socialLinks.linkNumbered', { number: index + 1 })}
          required
          type="url"
          style={{ flex: '2 1 14rem', minWidth: 0 }}
          {...form.getInputProps(`${SECTION}.${index}.link`)}
        />
      </>
    ),
  };
}

/** Links by kind (LinkedIn, GitHub, portfolio, website, two others), one of each kind. */
export function SocialLinksSection({ resume, onDirtyChange }: ResumeSectionProps) {
  return <ListSection config={useSocialLinksConfig()} resume={resume} onDirtyChange={onDirtyChange} />;
}
