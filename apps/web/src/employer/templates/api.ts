import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplatePreviewInput, EmailTemplateWriteInput } from '@veil/domain';
import type { EmailTemplate } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';

export const templateKeys = {
  all: ['employer', 'templates'] as const,
  one: (templateId: string) => ['employer', 'templates', templateId] as const,
};

/** The company's e-mail templates (all of them: eight types, a handful each). */
export function templatesQuery() {
  return queryOptions({
    queryKey: templateKeys.all,
    queryFn: ({ signal }) => api.emailTemplates.list(undefined, { signal }),
  });
}

/** One template as the editor shows it; its video address is signed, so it is not kept for long. */
export function templateQuery(templateId: string) {
  return queryOptions({
    queryKey: templateKeys.one(templateId),
    queryFn: ({ signal }) => api.emailTemplates.get({ templateId }, { signal }),
    staleTime: 60_000,
  });
}

/** After a change the list is loaded again and the changed template is cached as the server sent it. */
function useTemplateMutation<Input>(call: (input: Input) => Promise<EmailTemplate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (template) => {
      client.setQueryData(templateKeys.one(template.id), template);
      return client.invalidateQueries({ queryKey: templateKeys.all, exact: true });
    },
    // the editor shows the refusal next to its field
    meta: { silent: true },
  });
}

export function useCreateTemplate() {
  return useTemplateMutation((template: EmailTemplateWriteInput) => api.emailTemplates.create(template));
}

export function useUpdateTemplate(templateId: string) {
  return useTemplateMutation((template: EmailTemplateWriteInput) =>
    api.emailTemplates.update({ templateId, ...template }),
  );
}

export function useDuplicateTemplate() {
  return useTemplateMutation((templateId: string) => api.emailTemplates.duplicate({ templateId }));
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => api.emailTemplates.remove({ templateId }),
    onSuccess: (_deleted, templateId) => {
      client.removeQueries({ queryKey: templateKeys.one(templateId) });
      return client.invalidateQueries({ queryKey: templateKeys.all, exact: true });
    },
    meta: { silent: true },
  });
}

/** The mail as a candidate would receive it, rendered from the editor's unsaved state. */
export function templatePreviewQuery(body: EmailTemplatePreviewInput) {
  return queryOptions({
    queryKey: ['employer', 'templates', 'preview', body] as const,
    queryFn: ({ signal }) => api.emailTemplates.preview(body, { signal }),
    // the same body renders the same mail
    staleTime: Number.POSITIVE_INFINITY,
  });
}
