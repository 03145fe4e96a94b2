import { Typography } from '@mantine/core';

/**
 * Shows rich text (company introduction, benefits) that the server has already sanitised to the
 * allowed tags on saving (`apps/api/src/content/rich-text.ts`). Only such server-sanitised fields
 * may be passed here: anything else would be an injection hole.
 */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised to the allowed tags */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
