import { ActionIcon, Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';
import { HintTooltip } from '../../ui/hint-tooltip';
import { useSaveJob } from './api';

type SaveJobButtonProps = {
  job: { id: string; jobTitle: string; isSaved: boolean };
  /** `icon` in list cards, a labelled button on a job's page. */
  variant?: 'icon' | 'button';
};

/**
 * The bookmark that saves or unsaves a job; it changes at once and changes back if the server
 * refuses. In a list the icon is named after the job ("… merken"), on a job's page it is a toggle
 * button "Merken" / "Gemerkt".
 */
export function SaveJobButton({ job, variant = 'button' }: SaveJobButtonProps) {
  const { t } = useTranslation();
  const saveJob = useSaveJob();
  const label = job.isSaved
    ? t('candidateJobs.save.unsaveLabel', { title: job.jobTitle })
    : t('candidateJobs.save.saveLabel', { title: job.jobTitle });
  const toggle = () => saveJob.mutate({ jobId: job.id, save: !job.isSaved });
  const Icon = job.isSaved ? IconBookmarkFilled : IconBookmark;

  if (variant === 'icon') {
    return (
      <HintTooltip<HTMLButtonElement>
        label={job.isSaved ? t('candidateJobs.save.saved') : t('candidateJobs.save.save')}
        withArrow
      >
        {(trigger) => (
          <ActionIcon
            {...trigger}
            variant={job.isSaved ? 'light' : 'subtle'}
            color="veil"
            size={44}
            radius="md"
            aria-label={label}
            onClick={toggle}
            disabled={saveJob.isPending}
          >
            <Icon size={22} aria-hidden />
          </ActionIcon>
        )}
      </HintTooltip>
    );
  }
  return (
    // on a job's own page the title is the page's heading: the button says what it does in its text
    // and whether the job is saved by being pressed
    <Button
      variant={job.isSaved ? 'light' : 'default'}
      leftSection={<Icon size={18} aria-hidden />}
      aria-pressed={job.isSaved}
      onClick={toggle}
      disabled={saveJob.isPending}
    >
      {job.isSaved ? t('candidateJobs.save.saved') : t('candidateJobs.save.save')}
    </Button>
  );
}
