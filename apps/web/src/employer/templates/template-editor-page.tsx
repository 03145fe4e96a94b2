import './copy';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Input,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import {
  CC_LIST_MAX,
  CcListSchema,
  INTERVIEW_DURATIONS,
  interviewTypeOfTemplate,
  TEMPLATE_TYPES,
  TEXT_LIMITS,
  type TemplateType,
  TemplateTypeSchema,
  type TemplateVariable,
} from '@veil/domain';
import type { EmailTemplate } from '@veil/domain/contracts';
import { SUPPORTED_LOCALES } from '@veil/domain/i18n/locales';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { RichTextInput } from '../../features/rich-text/rich-text-input';
import { enumLabel } from '../../lib/enum-labels';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { employerPaths } from '../paths';
import { templateQuery, useCreateTemplate, useUpdateTemplate } from './api';
import { useCanEditTemplates } from './can-edit';
import { InsertVariableMenu } from './insert-variable-menu';
import {
  formValuesOf,
  newFormValues,
  sameValues,
  type TemplateErrors,
  type TemplateField,
  type TemplateFormValues,
  templateErrors,
  templateServerErrors,
  toPreviewInput,
  toWriteInput,
} from './template-form';
import { TemplatePreview } from './template-preview';
import { TemplateContentView, TokenText } from './variable-chips';
import { VariableChips } from './variable-highlight';
import { tokenOf } from './variables';
import { WelcomeVideoField } from './welcome-video-field';

/** The editor's extra behaviour: variables as chips (made once, shared by every editor). */
const EDITOR_EXTENSIONS = [VariableChips];

function BackToTemplates() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={employerPaths.templates} size="sm" mb="xs" display="inline-block">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('emailTemplates.editor.back')}
      </Group>
    </Anchor>
  );
}

/** One card of the editor: a heading, a line of context, its fields. */
function EditorCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** A read-only value with its label, where an editor would show a field. */
function ReadOnlyValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Input.Wrapper label={label} labelElement="div">
      <Paper withBorder p="sm" mt={4} bg="gray.0">
        {children}
      </Paper>
    </Input.Wrapper>
  );
}

/** `/employer/templates/{templateId}`: a stored template, editable by power users, read-only otherwise. */
export function TemplateEditorPage() {
  const { t } = useTranslation();
  const { templateId = '' } = useParams();
  const template = useQuery(templateQuery(templateId));
  usePageTitle(template.data?.name ?? t('emailTemplates.list.title'));
  if (!template.isSuccess) {
    return (
      <>
        <BackToTemplates />
        <PageHeader title={t('emailTemplates.list.title')} />
        <QueryPlaceholder
          query={template}
          errorTitle={t('emailTemplates.editor.loadFailed')}
          variant="page"
          rows={4}
        />
      </>
    );
  }
  // a fresh editor per template: its fields start from that template's stored values
  return <TemplateEditor key={template.data.id} template={template.data} />;
}

/** `/employer/templates/new?type=…` (power users): a new template, of the type the list asked for. */
export function NewTemplatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = TemplateTypeSchema.safeParse(params.get('type'));
  const type: TemplateType = parsed.success ? parsed.data : TEMPLATE_TYPES[0];
  usePageTitle(t('emailTemplates.editor.newTitle'));
  return <TemplateEditor key={type} template={null} initialType={type} />;
}

type TemplateEditorProps =
  | { template: EmailTemplate; initialType?: never }
  | { template: null; initialType: TemplateType };

/**
 * The template's fields beside (desktop) or in a tab next to (narrower) its live preview. Saving
 * sends the whole template; a refusal shows at its field in the user's language and keeps the input.
 */
function TemplateEditor({ template, initialType }: TemplateEditorProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const canEdit = useCanEditTemplates();
  const readOnly = !canEdit;
  // read at once: a switch after the first render would build the editor twice
  const isDesktop = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  const [start] = useState(() => (template ? formValuesOf(template) : newFormValues(initialType, locale)));
  const [values, setValues] = useState<TemplateFormValues>(start);
  const [baseline, setBaseline] = useState<TemplateFormValues>(start);
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const create = useCreateTemplate();
  const update = useUpdateTemplate(template?.id ?? '');
  const saving = create.isPending || update.isPending;
  const editorRef = useRef<Editor | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const contentReady = useRef(false);

  const dirty = !readOnly && createdId === null && !sameValues(values, baseline);
  const unsaved = [
    ...(dirty ? [t('emailTemplates.editor.unsaved')] : []),
    ...(uploading ? [t('emailTemplates.video.uploadRunning')] : []),
  ];
  const interviewType = interviewTypeOfTemplate(values.type);

  // a created template opens at its own address once nothing counts as unsaved
  useEffect(() => {
    if (createdId) navigate(employerPaths.template(createdId), { replace: true });
  }, [createdId, navigate]);

  // after a refused save, the first marked field gets the focus
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [attempt]);

  /** Takes a new value; the field's error goes, since it was about the old one. */
  const change = <K extends keyof TemplateFormValues>(field: K, value: TemplateFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const shown: TemplateField = field === 'welcomeVideoUploadId' ? 'welcomeVideo' : field;
    setErrors((current) => {
      if (current[shown] === undefined) return current;
      const next = { ...current };
      delete next[shown];
      return next;
    });
  };

  const insertIntoSubject = (variable: TemplateVariable) => {
    const input = subjectRef.current;
    const token = tokenOf(variable);
    const from = input?.selectionStart ?? values.subject.length;
    const to = input?.selectionEnd ?? from;
    change('subject', values.subject.slice(0, from) + token + values.subject.slice(to));
    // the caret after the token, once the menu has given the focus back
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(from + token.length, from + token.length);
    });
  };
  const insertIntoContent = (variable: TemplateVariable) => {
    // the caret stays where it was; the editor is in view, since its toolbar was just used
    editorRef.current?.chain().focus(null, { scrollIntoView: false }).insertContent(tokenOf(variable)).run();
  };

  const checkCc = () => {
    const message = schemaErrors(CcListSchema, values.cc, locale, 'cc').cc;
    if (message) setErrors((current) => ({ ...current, cc: message }));
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const found = templateErrors(values, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    const sent = values;
    const onError = (error: unknown) => {
      const fields = templateServerErrors(error, i18n);
      setErrors(fields ?? {});
      setRefusal(fields ? null : error);
      setAttempt((count) => count + 1);
    };
    if (template) {
      update.mutate(toWriteInput(sent), {
        onSuccess: () => {
          setBaseline(sent);
          notifications.show({ color: 'green', message: t('emailTemplates.editor.saved') });
        },
        onError,
      });
    } else {
      create.mutate(toWriteInput(sent), {
        onSuccess: (created) => {
          setBaseline(sent);
          setCreatedId(created.id);
          notifications.show({
            color: 'green',
            message: t('emailTemplates.editor.created', { name: created.name }),
          });
        },
        onError,
      });
    }
  };

  const typeLabel = enumLabel(locale, 'templateType', values.type);
  const subjectLabel = t('fields.emailSubject');
  const contentLabel = t('fields.emailContent');
  const subjectOver = values.subject.length > TEXT_LIMITS.emailSubject;

  const details = (
    <EditorCard
      title={t('emailTemplates.editor.detailsTitle')}
      description={t('emailTemplates.editor.detailsDescription')}
    >
      <TextInput
        label={t('emailTemplates.editor.name')}
        placeholder={readOnly ? undefined : t('emailTemplates.editor.namePlaceholder')}
        value={values.name}
        onChange={(event) => change('name', event.currentTarget.value)}
        error={errors.name}
        readOnly={readOnly}
        required={!readOnly}
      />
      {readOnly ? (
        <>
          <TextInput label={t('emailTemplates.editor.type')} value={typeLabel} readOnly />
          <TextInput
            label={t('emailTemplates.editor.language')}
            value={t(`common.languageNames.${values.locale}`)}
            readOnly
          />
        </>
      ) : (
        <>
          <Select
            label={t('emailTemplates.editor.type')}
            data={TEMPLATE_TYPES.map((type) => ({
              value: type,
              label: enumLabel(locale, 'templateType', type),
            }))}
            value={values.type}
            onChange={(value) => {
              const parsed = TemplateTypeSchema.safeParse(value);
              if (parsed.success) change('type', parsed.data);
            }}
            allowDeselect={false}
            error={errors.type}
          />
          <Select
            label={t('emailTemplates.editor.language')}
            description={t('emailTemplates.editor.languageHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={SUPPORTED_LOCALES.map((value) => ({ value, label: t(`common.languageNames.${value}`) }))}
            value={values.locale}
            onChange={(value) => {
              const chosen = SUPPORTED_LOCALES.find((candidate) => candidate === value);
              if (chosen) change('locale', chosen);
            }}
            allowDeselect={false}
            error={errors.locale}
          />
        </>
      )}
    </EditorCard>
  );

  const mail = (
    <EditorCard
      title={t('emailTemplates.editor.mailTitle')}
      description={t('emailTemplates.editor.mailDescription')}
    >
      {readOnly ? (
        <>
          <ReadOnlyValue label={subjectLabel}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <TokenText text={values.subject} />
            </Text>
          </ReadOnlyValue>
          <ReadOnlyValue label={contentLabel}>
            <TemplateContentView html={values.content} />
          </ReadOnlyValue>
          <ReadOnlyValue label={t('emailTemplates.editor.cc')}>
            <Text size="sm" c={values.cc ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
              {values.cc || t('emailTemplates.editor.notGiven')}
            </Text>
          </ReadOnlyValue>
        </>
      ) : (
        <>
          <Stack gap={4}>
            <TextInput
              ref={subjectRef}
              label={subjectLabel}
              value={values.subject}
              onChange={(event) => change('subject', event.currentTarget.value)}
              error={errors.subject}
              required
            />
            <Group justify="space-between" gap="xs" wrap="wrap">
              <InsertVariableMenu type={values.type} field={subjectLabel} onInsert={insertIntoSubject} />
              <Text size="xs" c={subjectOver ? 'red.8' : 'dimmed'} aria-live="polite">
                {t('richText.counter', { count: values.subject.length, max: TEXT_LIMITS.emailSubject })}
              </Text>
            </Group>
          </Stack>
          <RichTextInput
            label={contentLabel}
            description={t('emailTemplates.variables.hint', { token: tokenOf('job_position') })}
            initialValue={values.content}
            onReady={(html) => {
              // the editor's form of the stored text is the baseline, once (a layout change remounts it)
              if (contentReady.current) return;
              contentReady.current = true;
              // nothing to take over (a new template): no update while the page may still be mounting
              if (html === start.content) return;
              setValues((current) => ({ ...current, content: html }));
              setBaseline((current) => ({ ...current, content: html }));
            }}
            onChange={(html) => change('content', html)}
            error={errors.content}
            maxLength={TEXT_LIMITS.emailContent}
            required
            editorRef={editorRef}
            extensions={EDITOR_EXTENSIONS}
            toolbarEnd={
              <InsertVariableMenu type={values.type} field={contentLabel} onInsert={insertIntoContent} />
            }
          />
          <TextInput
            label={t('emailTemplates.editor.cc')}
            description={t('emailTemplates.editor.ccHint', { max: CC_LIST_MAX })}
            placeholder={t('emailTemplates.editor.ccPlaceholder')}
            value={values.cc}
            onChange={(event) => change('cc', event.currentTarget.value)}
            onBlur={checkCc}
            error={errors.cc}
            inputMode="email"
            autoComplete="off"
          />
        </>
      )}
    </EditorCard>
  );

  const interview = interviewType ? (
    <EditorCard
      title={t('emailTemplates.editor.interviewTitle')}
      description={t('emailTemplates.editor.interviewDescription')}
    >
      <Group grow align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={t('emailTemplates.editor.interviewType')}
          description={readOnly ? undefined : t('emailTemplates.editor.interviewTypeHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={enumLabel(locale, 'interviewType', interviewType)}
          readOnly
          miw={200}
        />
        {readOnly ? (
          <TextInput
            label={t('fields.interviewDuration')}
            value={enumLabel(locale, 'interviewDuration', values.duration)}
            readOnly
            miw={200}
          />
        ) : (
          <Select
            label={t('fields.interviewDuration')}
            data={INTERVIEW_DURATIONS.map((value) => ({
              value: String(value),
              label: enumLabel(locale, 'interviewDuration', value),
            }))}
            value={String(values.duration)}
            onChange={(value) => {
              const chosen = INTERVIEW_DURATIONS.find((duration) => String(duration) === value);
              if (chosen) change('duration', chosen);
            }}
            allowDeselect={false}
            error={errors.duration}
            required
            miw={200}
          />
        )}
      </Group>
      <TextInput
        label={
          interviewType === 'on_site'
            ? t('emailTemplates.editor.locationOnSite')
            : t('emailTemplates.editor.locationRemote')
        }
        description={
          readOnly
            ? undefined
            : interviewType === 'on_site'
              ? t('emailTemplates.editor.locationOnSiteHint')
              : t('emailTemplates.editor.locationRemoteHint')
        }
        value={readOnly && !values.location ? t('emailTemplates.editor.notGiven') : values.location}
        onChange={(event) => change('location', event.currentTarget.value)}
        error={errors.location}
        readOnly={readOnly}
        required={!readOnly && interviewType === 'on_site'}
      />
    </EditorCard>
  ) : null;

  const video = (
    <EditorCard title={t('emailTemplates.video.title')} description={t('emailTemplates.video.description')}>
      <WelcomeVideoField
        stored={template?.welcomeVideo ?? null}
        uploadId={values.welcomeVideoUploadId}
        onChange={(uploadId) => change('welcomeVideoUploadId', uploadId)}
        onBusyChange={setUploading}
        readOnly={readOnly}
        error={errors.welcomeVideo}
      />
    </EditorCard>
  );

  const fields = (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={values.name || typeLabel}>
      <Stack gap="lg">
        {readOnly ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={20} aria-hidden />}
            title={t('emailTemplates.editor.readOnlyTitle')}
            role="status"
          >
            {t('emailTemplates.editor.readOnlyText')}
          </Alert>
        ) : null}
        {details}
        {mail}
        {interview}
        {video}
        {readOnly ? null : (
          <Paper
            withBorder
            p="sm"
            shadow="sm"
            style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 2 }}
          >
            <Stack gap="sm">
              {refusal ? <ErrorAlert error={refusal} title={t('emailTemplates.editor.saveFailed')} /> : null}
              {!refusal && Object.keys(errors).length > 0 && attempt > 0 ? (
                <Text size="sm" c="red.8" role="alert">
                  {t('emailTemplates.editor.checkFields')}
                </Text>
              ) : null}
              <Group justify="space-between" gap="sm" wrap="wrap">
                {dirty ? (
                  <Badge color="yellow" variant="light" radius="sm">
                    {t('forms.unsaved.badge')}
                  </Badge>
                ) : (
                  <span />
                )}
                <Button
                  type="submit"
                  loading={saving}
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                >
                  {template ? t('emailTemplates.editor.save') : t('emailTemplates.editor.create')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </form>
  );

  const preview = <TemplatePreview body={toPreviewInput(values)} />;

  return (
    <>
      <BackToTemplates />
      <PageHeader
        title={template ? template.name : t('emailTemplates.editor.newTitle')}
        description={
          <Group gap="xs" component="span" wrap="wrap">
            <Badge variant="light" radius="sm" component="span">
              {typeLabel}
            </Badge>
            <Text component="span" size="sm" c="dimmed">
              {t(`common.languageNames.${values.locale}`)}
            </Text>
          </Group>
        }
      />
      {isDesktop ? (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={7}>{fields}</Grid.Col>
          {/* the preview stays in view while the form scrolls, and scrolls on its own: focusable
              and named, so that a keyboard can scroll it too (WCAG 2.1.1) */}
          <Grid.Col
            span={5}
            style={{ position: 'sticky', top: 76, maxHeight: 'calc(100dvh - 92px)', overflowY: 'auto' }}
            tabIndex={0}
            role="group"
            aria-label={t('emailTemplates.preview.title')}
          >
            {preview}
          </Grid.Col>
        </Grid>
      ) : (
        // both panels stay mounted and live: the editor keeps its state, the preview keeps up
        <Tabs defaultValue="edit" keepMountedMode="display-none">
          <Tabs.List aria-label={t('emailTemplates.preview.tabs')} mb="md">
            <Tabs.Tab value="edit">{t('emailTemplates.preview.editTab')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('emailTemplates.preview.previewTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="edit">{fields}</Tabs.Panel>
          <Tabs.Panel value="preview">{preview}</Tabs.Panel>
        </Tabs>
      )}
      <UnsavedChangesGuard sections={unsaved} />
    </>
  );
}
