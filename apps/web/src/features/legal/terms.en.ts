import { RE_RECORD_WINDOW_SECONDS, RECORDING_READ_SECONDS } from '@veil/domain';
import type { LegalDocument } from './legal-document';

/** Terms and conditions for candidates, English version. */
export const termsEn: LegalDocument = {
  kind: 'terms',
  locale: 'en',
  title: 'Terms and conditions',
  versionDate: '2026-11-28',
  intro: [
    'These terms govern your use of Veil as a candidate. By signing up, you enter into a user agreement with us on these terms. Please read them carefully – we have kept them as short and plain as we can.',
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Scope and provider',
      body: [
        'Veil ("we", "us") runs an online platform on which candidates apply anonymously for jobs offered by companies ("employers"). These terms apply to your use of the candidate side of Veil. Employers use Veil under separate terms.',
        'How we handle your personal data is explained in our privacy policy. It is not part of this agreement; it is there to inform you as the General Data Protection Regulation (GDPR) requires.',
      ],
    },
    {
      id: 'service',
      heading: 'What Veil offers you',
      body: [
        'On Veil you can create a profile, search and save jobs, apply anonymously, answer screening questions in writing and audio questions by speaking, choose interview slots and, after an interview, reveal your full profile. Veil is free of charge for candidates.',
        'Veil is a platform for applications, not a recruitment agency, and never becomes a party to an employment contract. Whether an employer invites you to an interview or hires you is for the employer alone to decide. We therefore cannot promise that an application will succeed or that an employer will reply within any particular time.',
        'Job ads and company information come from the employers, who are responsible for their accuracy and lawfulness. We do not check them in advance. If you come across content you believe is illegal, please report it to support@veil.example and we will look into it promptly.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account and who can use Veil',
      body: [
        [
          'You must be at least 16 years old to create an account.',
          'Your account is personal. You may only use it for your own applications – not on behalf of anyone else and not as a recruiter. Each person may have only one account.',
          'You sign up with an e-mail address and password and confirm your address with a code, or you sign in with your Google account. The user agreement is concluded as soon as your sign-up is complete.',
          'Keep your password secret. If you suspect someone else has access to your account, change your password and let us know straight away at support@veil.example.',
        ],
      ],
    },
    {
      id: 'obligations',
      heading: 'Your obligations',
      body: [
        [
          'Give truthful information about your education, work experience, skills and languages, and keep your profile up to date.',
          'Do not put anything that identifies you into fields that employers see anonymously – work experience descriptions, screening answers, audio answers and notes. That means no name, no contact details or links, no names of employers, schools or universities, and no other clear pointers to who you are. Veil also automatically redacts the details it knows from your profile, contact details and dates however they are written, and other people’s names; this is a safety net, not a substitute for your own care.',
          'Only upload content you have the necessary rights to, and do not disclose other people’s personal data.',
          'Do not submit content that is illegal, abusive, discriminatory or misleading, or any malware.',
          'Do not access Veil by automated means such as bots or scrapers, do not get around security or anonymisation measures, and do not try to spy on other users.',
        ],
        'If you breach these obligations, we may remove the content concerned and – depending on how serious the breach is, and after a warning where that is reasonable – suspend or terminate your account. We will tell you about any such step and our reasons for it, and you can always give us your side of the story.',
      ],
    },
    {
      id: 'anonymity',
      heading: 'Our anonymity promise and its limits',
      body: [
        'Our promise: no employer learns who you are from us before you reveal it. Until then, employers see only your anonymous CV, your answers and your voice-altered audio answers. The privacy policy sets out in detail what employers can and cannot see, under "How anonymity works". Before each application you can preview your anonymous CV exactly as employers will see it.',
        'The promise has limits that are beyond our control:',
        [
          'What you say yourself in free text or audio answers can give you away – an unusual job title combined with a place and dates, a well-known project or an award, for example. Our redaction catches the details it knows from your profile and the usual ways of writing contact details, dates and names, not every clue.',
          'Voice alteration changes how your voice sounds, not what you say or how you say it. Your choice of words, accent or way of speaking may be recognisable to people who know you.',
          'In a small industry or region, your combination of experience and education alone may allow someone to work out who you are.',
          'In the interview you meet the employer in person or on video. Whatever you share there is outside the platform.',
          'If you contact an employer outside Veil on your own initiative, you give up your anonymity towards that employer yourself.',
        ],
        'We implement anonymisation carefully and in line with the state of the art. We cannot, however, rule out that an employer recognises you from your own information alone.',
      ],
    },
    {
      id: 'applications',
      heading: 'Applying and withdrawing',
      body: [
        'You can apply for any open job. The application takes you through the job information, the job description and the screening questions. When you submit it, the employer receives your anonymous CV and your answers. Later on, the employer may invite you to an audio interview with a deadline, and offer you interview slots to choose from. Jobs that have been closed no longer accept applications.',
        'Please keep to the deadlines an employer sets; we will remind you in good time. Once a deadline has passed, the employer may disregard your application. Employers may reject applications at any time, and we will let you know if they do.',
        'You can withdraw any application at any time and tell us why. Withdrawing deletes all the data of that application – the anonymous CV, your answers, audio recordings and transcripts, and your progress so far. A withdrawal cannot be undone. All that remains is a deletion log that contains nothing from your application (see the privacy policy).',
      ],
    },
    {
      id: 'reveal',
      heading: 'Revealing your profile after the interview',
      body: [
        'Once the interview for an application has taken place, you can reveal your full profile for that application. A reveal only happens when you explicitly confirm it, applies to that one application only, and is logged with its date and time. The employer then sees your full profile, including your contact details and the files you uploaded.',
        'You are under no obligation to reveal your profile. Without it, though, an employer will usually not be able to make you an offer.',
        'A reveal cannot be taken back. Once you have revealed your profile, the employer is responsible for how it handles your data.',
      ],
    },
    {
      id: 'audio',
      heading: 'Audio recordings',
      body: [
        `You record audio answers in your browser, so you need a microphone and must allow Veil to use it. Before each question you have ${RECORDING_READ_SECONDS} seconds to read it; recording then starts automatically and stops when the question’s time limit is reached, if not before. Within ${RE_RECORD_WINDOW_SECONDS} seconds of finishing a recording you may record that answer once more, and the new recording replaces the first. A practice recording with tips lets you try everything out beforehand.`,
        'Your voice is altered before the recording is stored. We automatically create a transcript of each answer, which the employer can read as well. Transcripts may contain mistakes; the recording is what counts.',
        'Record on your own and somewhere quiet, so that nobody else can be heard, and do not mention your name or anything else that identifies you. If a recording fails for technical reasons, please contact support@veil.example.',
      ],
    },
    {
      id: 'content-rights',
      heading: 'Rights to your content',
      body: [
        'Your content – profile details, texts, files and recordings – remains yours. You grant us only the simple, non-transferable rights of use we need to run Veil for you: to store your content, anonymise and redact it, alter your voice, create transcripts, and make it available to the employers you apply to. These rights end once the content has been deleted.',
      ],
    },
    {
      id: 'employers',
      heading: 'Employers’ obligations',
      body: [
        'Employers use Veil under their own terms with us. Under those terms they undertake, in particular, not to try to identify candidates before a reveal, to keep application data confidential and use it only for the recruitment process concerned, not to discriminate against anyone, and to comply with data protection law, for which they are responsible as controllers in their own right. Employers alone are responsible for their job ads, their hiring decisions and the interviews they hold.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and changes to the service',
      body: [
        'We do our best to keep Veil available around the clock, but we cannot guarantee uninterrupted service: maintenance, security updates and faults beyond our control, such as network outages, may cause interruptions. We schedule planned maintenance for quiet times wherever possible and announce longer interruptions in advance.',
        'We keep developing Veil and may change features where this is reasonable for you – for technical or legal reasons, for example, or to improve the service. In doing so we will never weaken the anonymity promise or your rights under these terms.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      body: [
        'We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act, and to the extent of any guarantee we have given.',
        'For slight negligence we are liable only if we breach an essential contractual obligation – an obligation whose fulfilment makes the proper performance of the agreement possible in the first place and on which you may regularly rely, such as our obligation not to disclose your identity to employers before you reveal it. In that case our liability is limited to the damage that is typical for this kind of agreement and foreseeable.',
        'Otherwise our liability is excluded. This does not affect claims under the GDPR, in particular Art. 82 GDPR, or any other mandatory statutory liability. These rules also apply to the personal liability of our staff and agents.',
      ],
    },
    {
      id: 'termination',
      heading: 'Term and termination',
      body: [
        'The user agreement runs for an indefinite period. You can end it at any time without notice by deleting your account or by writing to support@veil.example. Deleting your account withdraws your applications and deletes your data as described in the privacy policy.',
        'We may terminate the agreement by e-mail with four weeks’ notice, for example if we discontinue Veil. This gives you time to request a copy of your data first.',
        'Both sides keep the right to terminate for good cause. For us, good cause exists in particular if you seriously breach these terms despite a warning, deceive us about your identity or try to compromise other people’s anonymity; for serious breaches no warning is needed. While we investigate a well-founded suspicion, we may temporarily suspend your account.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      body: [
        'These terms are governed by the law of the Federal Republic of Germany. If you are a consumer habitually resident in another country, you keep the protection of the mandatory consumer protection rules of that country (Art. 6(2) of the Rome I Regulation). Your right to bring proceedings in the courts where you live is not affected.',
        'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If something is wrong, please write to us directly and we will work with you to find a solution.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: [
        'We only change these terms for a valid reason, such as new features or changes in legislation or case law. We will let you know about any changes by e-mail at least four weeks before they take effect.',
        'Changes that are purely to your benefit or purely editorial apply from the date we give. All other changes need your agreement, which we will ask for at the latest when you next sign in. If you do not agree, the previous version continues to apply, and we may terminate the agreement with four weeks’ notice. We will never change the anonymity promise, or the fact that Veil is free for candidates, without your agreement.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: [
        'You can reach us in English and German:',
        [
          { term: 'Support and questions about these terms', text: 'support@veil.example' },
          { term: 'Privacy and your rights', text: 'privacy@veil.example' },
        ],
      ],
    },
  ],
};
