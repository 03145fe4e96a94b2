import {
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconArrowUp, IconLanguage, IconPrinter } from '@tabler/icons-react';
import { formatDate } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';
import { Fragment, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import type { LegalBlock, LegalDocument, LegalListItem } from './legal-document';
import classes from './legal-page.module.css';
import { linkify } from './linkify';
import { legalPath } from './paths';
import { LEGAL_PAGE_WORDS } from './texts';

const CONTENTS_ID = 'contents';
const OTHER_LOCALE: Record<Locale, Locale> = { de: 'en', en: 'de' };

type LegalPageProps = {
  content: LegalDocument;
  /** The other legal text in the same language, for the "see also" link. */
  related: Pick<LegalDocument, 'kind' | 'title'>;
};

/**
 * A legal text as a readable, printable page: title, version date, a link to the other language,
 * a table of contents (beside the text on wide screens) and numbered sections with anchors. Its
 * own words follow the document's language, not the interface's, so the page reads as one text.
 */
export function LegalPage({ content, related }: LegalPageProps) {
  const { kind, locale } = content;
  const words = LEGAL_PAGE_WORDS[locale];
  const { hash } = useLocation();
  const otherLocale = OTHER_LOCALE[locale];
  usePageTitle(content.title);

  // The text arrives after the browser's own jump to `#section` (and a language switch keeps the
  // scroll offset of a different text): go to the section in the URL, else to the top. Later
  // anchor clicks within the page scroll natively, so this runs only when the text changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another text is shown
  useEffect(() => {
    const target = hash ? window.document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [kind, locale]);

  return (
    <Box component="article" lang={locale} className={classes.document} data-legal-document>
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {content.title}
        </Title>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text c="dimmed" size="sm">
            {words.asOf(formatDate(versionInstant(content.versionDate), locale))}
          </Text>
          <Group gap={4} className={classes.noPrint}>
            <Button
              component={Link}
              to={{ pathname: legalPath(kind, otherLocale), hash }}
              lang={otherLocale}
              hrefLang={otherLocale}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconLanguage size={16} aria-hidden />}
            >
              {words.otherLanguage}
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {words.print}
            </Button>
          </Group>
        </Group>
        {content.intro.map((paragraph) => (
          <Text key={paragraph} size="lg" mt="xs" className={classes.measure}>
            {linkify(paragraph)}
          </Text>
        ))}
      </Stack>

      <div className={classes.layout}>
        <Paper
          component="nav"
          aria-labelledby={CONTENTS_ID}
          withBorder
          p="md"
          bg="gray.0"
          className={classes.toc}
        >
          <Title order={2} fz="md" id={CONTENTS_ID} mb="xs" className={classes.anchorTarget}>
            {words.contents}
          </Title>
          <List type="ordered" size="sm" spacing={6}>
            {content.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} inherit>
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        <div className={classes.body}>
          <Typography>
            {content.sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <Title order={2} id={section.id} className={classes.anchorTarget}>
                  {index + 1}. {section.heading}
                </Title>
                <Blocks blocks={section.body} />
                {section.subsections?.map((subsection) => (
                  <Fragment key={subsection.heading}>
                    <Title order={3}>{subsection.heading}</Title>
                    <Blocks blocks={subsection.body} />
                  </Fragment>
                ))}
              </section>
            ))}
          </Typography>

          <Divider my="xl" />
          <Group justify="space-between" gap="sm" className={classes.noPrint}>
            <Text size="sm">
              {words.seeAlso}{' '}
              <Anchor component={Link} to={legalPath(related.kind, locale)} inherit>
                {related.title}
              </Anchor>
            </Text>
            <Anchor href={`#${CONTENTS_ID}`} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconArrowUp size={14} aria-hidden />
                {words.backToContents}
              </Group>
            </Anchor>
          </Group>
        </div>
      </div>
    </Box>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block) =>
    typeof block === 'string' ? (
      <p key={block}>{linkify(block)}</p>
    ) : (
      <ul key={block.map(itemKey).join('|')}>
        {block.map((item) => (
          <li key={itemKey(item)}>
            {typeof item === 'string' ? (
              linkify(item)
            ) : (
              <>
                <strong>{item.term}:</strong> {linkify(item.text)}
              </>
            )}
          </li>
        ))}
      </ul>
    ),
  );
}

function itemKey(item: LegalListItem): string {
  return typeof item === 'string' ? item : item.term;
}

/** Noon UTC of the version's day: the same calendar day in every European time zone. */
function versionInstant(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}
