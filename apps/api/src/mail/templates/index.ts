import type { Locale } from '@veil/domain';
import { type AccountActivationData, accountActivation } from './account-activation';
import { type AudioInterviewReminderData, audioInterviewReminder } from './audio-interview-reminder';
import { type CompanyTemplateData, companyTemplate } from './company-template';
import { type InterviewCalendarData, interviewCalendar } from './interview-calendar';
import { type InterviewReplyData, interviewReply } from './interview-reply';
import { type MailContent, type RenderedMail, renderMailContent } from './layout';
import { type NewJobMatchData, newJobMatch } from './new-job-match';
import { type PasswordResetCodeData, passwordResetCode } from './password-reset-code';
import { type ProfileRevealedData, profileRevealed } from './profile-revealed';
import { type SignInAlertData, signInAlert } from './sign-in-alert';
import { type SignupCodeData, signupCode } from './signup-code';
import { type TalentInvitationData, talentInvitation } from './talent-invitation';

export { escapeHtml } from './layout';
export type {
  AccountActivationData,
  AudioInterviewReminderData,
  CompanyTemplateData,
  InterviewCalendarData,
  InterviewReplyData,
  NewJobMatchData,
  PasswordResetCodeData,
  ProfileRevealedData,
  RenderedMail,
  SignInAlertData,
  SignupCodeData,
  TalentInvitationData,
};

/** Every mail the platform sends, with the data each one needs. */
export type MailTemplateData = {
  'signup-code': SignupCodeData;
  'password-reset-code': PasswordResetCodeData;
  'account-activation': AccountActivationData;
  'sign-in-alert': SignInAlertData;
  'audio-interview-reminder': AudioInterviewReminderData;
  'company-template': CompanyTemplateData;
  'interview-calendar': InterviewCalendarData;
  'interview-reply': InterviewReplyData;
  'profile-revealed': ProfileRevealedData;
  'talent-invitation': TalentInvitationData;
  'new-job-match': NewJobMatchData;
};

export type MailTemplateName = keyof MailTemplateData;

const TEMPLATES: { [T in MailTemplateName]: (data: MailTemplateData[T], locale: Locale) => MailContent } = {
  'signup-code': signupCode,
  'password-reset-code': passwordResetCode,
  'account-activation': accountActivation,
  'sign-in-alert': signInAlert,
  'audio-interview-reminder': audioInterviewReminder,
  'company-template': companyTemplate,
  'interview-calendar': interviewCalendar,
  'interview-reply': interviewReply,
  'profile-revealed': profileRevealed,
  'talent-invitation': talentInvitation,
  'new-job-match': newJobMatch,
};

/** Renders a template in the recipient's language: subject, HTML and plain text. */
export function renderMail<T extends MailTemplateName>(
  template: T,
  locale: Locale,
  data: MailTemplateData[T],
): RenderedMail {
  const content: (data: MailTemplateData[T], locale: Locale) => MailContent = TEMPLATES[template];
  return renderMailContent(content(data, locale), locale);
}
