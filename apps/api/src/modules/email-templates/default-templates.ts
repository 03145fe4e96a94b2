import type { InterviewDuration, Locale, TemplateInterview, TemplateType } from '@veil/domain';
import { interviewTypeOfTemplate } from '@veil/domain';

/**
 * The built-in template of every type in German and English: what a new company starts with, and
 * what a mail falls back to when the company has no template of its type (it deleted them all).
 * Written as a recruiter would write them; they greet nobody by name, because the employer's side
 * never knows the candidate's name before a reveal.
 */
export type DefaultTemplate = {
  type: TemplateType;
  locale: Locale;
  name: string;
  subject: string;
  content: string;
};

const DEFAULT_INTERVIEW_DURATION: InterviewDuration = 3600;

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const DE: Record<TemplateType, Omit<DefaultTemplate, 'type' | 'locale'>> = {
  audio_interview_invitation: {
    name: 'Einladung zum Audio-Interview',
    subject: 'Ihre Einladung zum Audio-Interview: {{job_position}} bei {{company_name}}',
    content: p(
      'Guten Tag,',
      'vielen Dank für Ihre Bewerbung als {{job_position}}. Ihr Profil hat uns überzeugt, und wir möchten Sie gern besser kennenlernen. Dazu laden wir Sie zu einem kurzen Audio-Interview ein.',
      'Sie beantworten einige Fragen, wann es Ihnen passt, <b>bis zum {{due_date}}</b>. Ihre Stimme wird dabei verfremdet, damit wir uns allein auf Ihre Antworten konzentrieren. Vor dem Start sehen Sie, wie viele Fragen es sind, und können Ihr Mikrofon in Ruhe testen.',
      'Falls Sie nicht sprechen können oder möchten, können Sie auf der Seite des Interviews eine schriftliche Alternative anfragen, ohne einen Grund anzugeben.',
      'Wir freuen uns auf Ihre Antworten.',
      'Mit freundlichen Grüßen<br />{{company_name}}',
    ),
  },
  approval_message_remote: {
    name: 'Zusage mit Terminanfrage (online)',
    subject: 'Gute Nachrichten zu Ihrer Bewerbung als {{job_position}}',
    content: p(
      'Guten Tag,',
      'wir freuen uns, Ihnen mitteilen zu können, dass Sie uns mit Ihrer Bewerbung als {{job_position}} überzeugt haben. Gern möchten wir Sie in einem Online-Gespräch persönlich kennenlernen.',
      'Bitte wählen Sie in Ihrer Bewerbungsübersicht einen der vorgeschlagenen Termine aus. Den Link zum Videogespräch erhalten Sie mit der Bestätigung.',
      'Mit freundlichen Grüßen<br />{{company_name}}',
    ),
  },
  approval_message_on_site: {
    name: 'Zusage mit Terminanfrage (vor Ort)',
    subject: 'Gute Nachrichten zu Ihrer Bewerbung als {{job_position}}',
    content: p(
      'Guten Tag,',
      'wir freuen uns, Ihnen mitteilen zu können, dass Sie uns mit Ihrer Bewerbung als {{job_position}} überzeugt haben. Gern möchten wir Sie zu einem persönlichen Gespräch bei uns vor Ort einladen.',
      'Bitte wählen Sie in Ihrer Bewerbungsübersicht einen der vorgeschlagenen Termine aus. Die Adresse und alle Hinweise zur Anreise erhalten Sie mit der Bestätigung.',
      'Mit freundlichen Grüßen<br />{{company_name}}',
    ),
  },
  interview_invitation_remote: {
    name: 'Neue Terminvorschläge (online)',
    subject: 'Neue Terminvorschläge: {{job_position}} bei {{company_name}}',
    content: p(
      'Guten Tag,',
      'für das Online-Gespräch zu Ihrer Bewerbung als {{job_position}} schlagen wir Ihnen neue Termine vor. Ein bisher vereinbarter Termin entfällt damit.',
      'Bitte wählen Sie in Ihrer Bewerbungsübersicht einen der Termine aus. Passt keiner, können Sie uns dort eine kurze Nachricht schreiben. Den Link zum Videogespräch erhalten Sie mit der Bestätigung.',
      'Wir freuen uns auf das Gespräch.',
      'Mit freundlichen Grüßen<br />{{company_name}}',
    ),
  },
  interview_invitation_on_site: {
    name: 'Neue Terminvorschläge (vor Ort)',
    subject: 'Neue Terminvorschläge: {{job_position}} bei {{company_name}}',
    content: p(
      'Guten Tag,',
      'für das persönliche Gespräch zu Ihrer Bewerbung als {{job_position}} bei uns vor Ort schlagen wir Ihnen neue Termine vor. Ein bisher vereinbarter Termin entfällt damit.',
      'Bitte wählen Sie in Ihrer Bewerbungsübersicht einen der Termine aus. Passt keiner, können Sie uns dort eine kurze Nachricht schreiben. Die Adresse und alle Hinweise zur Anreise erhalten Sie mit der Bestätigung.',
      'Wir freuen uns auf Ihren Besuch.',
      'Mit freundlichen Grüßen<br />{{company_name}}',
    ),
  },
  reject_application: {
    name: 'Absage',
    subject: 'Ihre Bewerbung als {{job_position}} bei {{company_name}}',
    content: p(
      'Guten Tag,',
      'vielen Dank für Ihr Interesse an der Stelle als {{job_position}} und die Zeit, die Sie sich für Ihre Bewerbung genommen haben.',
      'Nach sorgfältiger Prüfung haben wir uns leider für andere Bewerbungen entschieden. Diese Entscheidung ist keine Bewertung Ihrer Person.',
      'Für Ihre weitere Suche wünschen wir Ihnen viel Erfolg.',
      'Mit freundlichen Grüßen<br />{{company_name}}',
    ),
  },
  reject_application_before_interview: {
    name: 'Absage vor dem Gespräch',
    subject: 'Ihre Bewerbung als {{job_position}} bei {{company_name}}',
    content: p(
      'Guten Tag,',
      'vielen Dank für Ihre Bewerbung als {{job_position}} und die Mühe, die Sie in Ihre Antworten gesteckt haben.',
      'Wir haben alle Bewerbungen sorgfältig verglichen und uns entschieden, mit anderen Kandidatinnen und Kandidaten in die Gespräche zu gehen. Das ist uns bei der Zahl guter Bewerbungen nicht leichtgefallen.',
      'Wir wünschen Ihnen für Ihren weiteren Weg alles Gute.',
      'Mit freundlichen Grüßen<br />{{company_name}}',
    ),
  },
  reject_application_after_interview: {
    name: 'Absage nach dem Gespräch',
    subject: 'Ihre Bewerbung als {{job_position}} bei {{company_name}}',
    content: p(
      'Guten Tag,',
      'herzlichen Dank für das offene Gespräch und Ihr Interesse an der Stelle als {{job_position}}. Wir haben den Austausch mit Ihnen sehr geschätzt.',
      'Nach reiflicher Überlegung haben wir uns für eine andere Person entschieden, deren Erfahrung noch etwas besser zu den aktuellen Aufgaben passt.',
      'Wir wünschen Ihnen für Ihre berufliche Zukunft viel Erfolg.',
      'Mit freundlichen Grüßen<br />{{company_name}}',
    ),
  },
};

const EN: Record<TemplateType, Omit<DefaultTemplate, 'type' | 'locale'>> = {
  audio_interview_invitation: {
    name: 'Audio interview invitation',
    subject: 'Your invitation to the audio interview: {{job_position}} at {{company_name}}',
    content: p(
      'Hello,',
      'Thank you for applying as {{job_position}}. Your profile impressed us, and we would like to get to know you better, so we are inviting you to a short audio interview.',
      'You answer a few questions whenever it suits you, <b>by {{due_date}}</b>. Your voice is altered so that we focus on what you say alone. Before you start, you see how many questions there are and can test your microphone at your own pace.',
      'If you cannot or would rather not speak, you can ask for a written alternative on the interview page without giving a reason.',
      'We look forward to your answers.',
      'Kind regards,<br />{{company_name}}',
    ),
  },
  approval_message_remote: {
    name: 'Approval with time slot request (remote)',
    subject: 'Good news about your application as {{job_position}}',
    content: p(
      'Hello,',
      'We are pleased to tell you that your application as {{job_position}} convinced us. We would like to meet you in an online interview.',
      'Please choose one of the proposed time slots in your applications. You will receive the link to the video call with the confirmation.',
      'Kind regards,<br />{{company_name}}',
    ),
  },
  approval_message_on_site: {
    name: 'Approval with time slot request (on-site)',
    subject: 'Good news about your application as {{job_position}}',
    content: p(
      'Hello,',
      'We are pleased to tell you that your application as {{job_position}} convinced us. We would like to invite you to meet us in person at our office.',
      'Please choose one of the proposed time slots in your applications. You will receive the address and directions with the confirmation.',
      'Kind regards,<br />{{company_name}}',
    ),
  },
  interview_invitation_remote: {
    name: 'New time slots (remote)',
    subject: 'New time slots: {{job_position}} at {{company_name}}',
    content: p(
      'Hello,',
      'We are proposing new time slots for the online interview about your application as {{job_position}}. Any time agreed before no longer applies.',
      'Please choose one of the time slots in your applications. If none fits, you can send us a short message there. You will receive the link to the video call with the confirmation.',
      'We look forward to speaking with you.',
      'Kind regards,<br />{{company_name}}',
    ),
  },
  interview_invitation_on_site: {
    name: 'New time slots (on-site)',
    subject: 'New time slots: {{job_position}} at {{company_name}}',
    content: p(
      'Hello,',
      'We are proposing new time slots for the interview about your application as {{job_position}} at our office. Any time agreed before no longer applies.',
      'Please choose one of the time slots in your applications. If none fits, you can send us a short message there. You will receive the address and directions with the confirmation.',
      'We look forward to your visit.',
      'Kind regards,<br />{{company_name}}',
    ),
  },
  reject_application: {
    name: 'Rejection',
    subject: 'Your application as {{job_position}} at {{company_name}}',
    content: p(
      'Hello,',
      'Thank you for your interest in the position of {{job_position}} and for the time you took to apply.',
      'After careful review, we have unfortunately decided to continue with other applications. This decision is not a judgement of you as a person.',
      'We wish you every success in your search.',
      'Kind regards,<br />{{company_name}}',
    ),
  },
  reject_application_before_interview: {
    name: 'Rejection before the interview',
    subject: 'Your application as {{job_position}} at {{company_name}}',
    content: p(
      'Hello,',
      'Thank you for applying as {{job_position}} and for the effort you put into your answers.',
      'We compared all applications carefully and decided to continue the interviews with other candidates. With so many strong applications, this was not an easy decision.',
      'We wish you all the best for the road ahead.',
      'Kind regards,<br />{{company_name}}',
    ),
  },
  reject_application_after_interview: {
    name: 'Rejection after the interview',
    subject: 'Your application as {{job_position}} at {{company_name}}',
    content: p(
      'Hello,',
      'Thank you very much for the open conversation and your interest in the position of {{job_position}}. We truly valued talking with you.',
      'After careful consideration, we have chosen another person whose experience matches the current tasks a little more closely.',
      'We wish you every success in your career.',
      'Kind regards,<br />{{company_name}}',
    ),
  },
};

const COPY: Record<Locale, typeof DE> = { de: DE, en: EN };

/** The built-in template of a type in a language. */
export function defaultTemplate(type: TemplateType, locale: Locale): DefaultTemplate {
  return { type, locale, ...COPY[locale][type] };
}

/** All sixteen built-in templates (eight types, German and English). */
export function defaultTemplates(): DefaultTemplate[] {
  return (['de', 'en'] as const).flatMap((locale) =>
    (Object.keys(DE) as TemplateType[]).map((type) => defaultTemplate(type, locale)),
  );
}

/** The interview a built-in template of an interview type describes: one hour, the company's location on site. */
export function defaultInterview(
  type: TemplateType,
  companyLocation: string | null,
): TemplateInterview | null {
  const interviewType = interviewTypeOfTemplate(type);
  if (!interviewType) return null;
  return {
    interviewType,
    duration: DEFAULT_INTERVIEW_DURATION,
    location: interviewType === 'on_site' ? (companyLocation ?? '') : '',
  };
}
