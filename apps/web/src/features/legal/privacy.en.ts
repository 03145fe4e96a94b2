import type { LegalDocument } from './legal-document';

/** Privacy policy for candidates (Art. 13 GDPR), English version. */
export const privacyEn: LegalDocument = {
  kind: 'privacy',
  locale: 'en',
  title: 'Privacy policy',
  versionDate: '2026-11-28',
  intro: [
    'This privacy policy covers the candidate side of Veil. It explains what personal data we process when you create an account, build your profile and apply for jobs anonymously through Veil, why we do so, and what rights you have.',
  ],
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      body: [
        'Veil is a recruiting platform on which you apply anonymously. At first, employers only see an anonymous CV showing your experience, education, skills and languages – not your name, photo or contact details, and not the names of the organisations where you worked or studied. An employer only receives your full profile if you confirm this, after the interview, for that particular application.',
        [
          'We do not sell your data or use it for advertising.',
          'We use no analytics or tracking tools – only cookies and browser storage that are strictly necessary.',
          'By default, your data is processed exclusively within the EU and the European Economic Area (EEA).',
          'If you withdraw an application, we delete its data. You can delete your account at any time.',
          'Decisions about your applications are made by people, not algorithms.',
        ],
      ],
    },
    {
      id: 'controller',
      heading: 'Who we are and how to reach us',
      body: [
        'The controller responsible for processing your data on this platform, within the meaning of the General Data Protection Regulation (GDPR), is Veil ("we", "us"). You can reach us here:',
        [
          { term: 'Privacy and your rights', text: 'privacy@veil.example' },
          { term: 'Support and general questions', text: 'support@veil.example' },
        ],
        'When you contact us about your data, please write from the e-mail address registered with your Veil account. This lets us match your request to your account and keeps your data safe from requests by anyone else.',
        'Each employer you apply to is itself responsible for the data it views and uses in its own selection process (see "Who receives your data").',
      ],
    },
    {
      id: 'anonymity',
      heading: 'How anonymity works',
      body: [
        'Your profile, with all your personal details, is stored separately from anything employers see. For every application, we automatically generate an anonymous CV from your profile and store it with that application. The part of Veil that employers use has no technical access to your profile. Before you apply, you can preview your anonymous CV exactly as employers will see it.',
      ],
      subsections: [
        {
          heading: 'What employers see before the reveal',
          body: [
            [
              'an application number instead of your name',
              'your professional headline and what you are looking for, such as working hours or remote work',
              'your work experience with industry, company size, job title, duration and description – without the company’s name',
              'your degrees – without the name of the school or university',
              'your skills and languages, and how well they match the job’s requirements',
              'your answers to screening questions, and your audio answers in an altered voice together with their transcripts',
            ],
          ],
        },
        {
          heading: 'What employers do not see before the reveal',
          body: [
            [
              'your name, e-mail address and phone number',
              'your photo, date of birth and gender',
              'your links, for example to LinkedIn, GitHub or your website',
              'the names of the organisations where you worked or studied',
              'certificate IDs and URLs, and any files you uploaded, such as your photo or a PDF CV',
              'your natural voice',
            ],
            'Messages from employers, such as invitations, reach you through Veil. Employers do not learn your e-mail address in the process.',
          ],
        },
        {
          heading: 'Automatic redaction',
          body: [
            'Free text that employers read – job descriptions in your work experience, screening answers, transcripts of your audio answers and your notes – first passes through automatic redaction. It replaces with placeholders every value of your profile (name, e-mail address, phone number, links, town, date of birth, the names of your employers, schools, certificates, awards and majors), any e-mail address, phone number or link however it is written, exact dates (a period becomes its length, as in your anonymous CV), a year of birth, and the names of other people. Gendered job titles and descriptions of yourself take a gender-neutral form (“Entwicklerin” becomes “Entwickler:in”). The text as you typed it is kept apart from the redacted copy and is never shown to employers. Redaction cannot catch every other clue to who you are, such as an unusual combination of place, project and dates, so please write free text in a way that does not point to you.',
          ],
        },
        {
          heading: 'The reveal after the interview',
          body: [
            'Once the interview for an application has taken place, you can reveal your full profile for that application. This only happens when you explicitly confirm it, and it never extends to your other applications. We log when you revealed which application. Only then can that employer see your full profile, including your contact details and the files you uploaded.',
            'A reveal cannot be undone: whatever the employer has seen, it may already have noted down. You can still withdraw the application, and we will then delete its data on Veil (see "How long we keep your data").',
          ],
        },
      ],
    },
    {
      id: 'data',
      heading: 'The data we process',
      body: [
        'We only process data that you give us yourself or that necessarily arises when you use Veil:',
        [
          {
            term: 'Account data',
            text: 'e-mail address, password (stored only as a hash, never in plain text), verification codes, language preference, and when you signed up and signed in. If you sign in with Google, Google passes us your e-mail address, an identifier of your Google account and, if you allow it there, your name.',
          },
          {
            term: 'Profile and CV data',
            text: 'name, e-mail address, phone number (optional), date of birth (optional), gender (including "prefer not to say"), location, photo, links, professional headline and preferences, work experience, education, languages, skills, certifications and awards, and any files you upload. If you import a CV from a PDF file, we extract its details, and you can check and correct the result.',
          },
          {
            term: 'Anonymous CV',
            text: 'the anonymous version of your profile generated for each application (see "How anonymity works"), including how your languages match the job’s requirements.',
          },
          {
            term: 'Application data',
            text: 'the job, application number, status and history of the process, deadlines, your reveal and when you gave it, and your reason if you withdraw. It also includes the ratings and notes the employer records about your application.',
          },
          {
            term: 'Screening answers',
            text: 'your written answers to the employer’s questions.',
          },
          {
            term: 'Audio answers and transcripts',
            text: 'your spoken answers to audio questions, with their length, language and time. Your voice is altered before a recording is stored; the original recording is processed only briefly for this purpose and is never stored. We automatically create a transcript of each answer, which is redacted before an employer sees it.',
          },
          {
            term: 'Interview scheduling data',
            text: 'the time slots an employer offers, the slot you choose, the type, length and place of the interview or its video-call link, and the related invitations and calendar entries.',
          },
          {
            term: 'Talent pool consents',
            text: 'if you agree, when you withdraw an application or on a rejected one, to stay in that company’s talent pool: the company, the job title of that application, the period you chose (6, 12 or 24 months), when you agreed and, if you do, when you revoked. While the consent lasts, the company sees your anonymous CV as it is at that time (never your name, contact details or the application itself) under a number of its own pool, and may invite you to apply for a job; we then keep the invitation (job, time) and send it to you by e-mail. The company does not learn whether you follow an invitation, nor who you are.',
          },
          {
            term: 'Communication data',
            text: 'e-mails we send you as part of the platform, such as verification codes, status updates, reminders and invitations, and your messages to our support team.',
          },
          {
            term: 'Technical and log data',
            text: 'when you use Veil, our server processes your IP address, the time, the address requested, the status code, the amount of data transferred, and your browser and operating system. We also log security events such as sign-ins, failed sign-in attempts and password changes.',
          },
          {
            term: 'Cookies and browser storage',
            text: 'strictly necessary entries only (see "Cookies and local storage").',
          },
        ],
        'We do not ask for special categories of personal data, such as information about your health, religion or ethnic origin. Please only include such information in free text or audio answers if you deliberately choose to.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Purposes and legal bases',
      body: [
        'We only process your data where the GDPR gives us a legal basis to do so:',
        [
          {
            term: 'Contract (Art. 6(1)(b) GDPR)',
            text: 'for everything you use Veil for – your account and sign-in, your profile, anonymous CVs, applications with screening and audio answers and their transcripts, interview scheduling, the reveal once you confirm it, job suggestions based on your profile, and the e-mails that go with all of this. The contract is your user agreement under our terms and conditions.',
          },
          {
            term: 'Consent (Art. 6(1)(a) GDPR)',
            text: 'where we explicitly ask for your permission – for example, if you agree to stay in a company’s talent pool after withdrawing an application or being rejected (see "Talent pools" below). Giving consent is voluntary, and you can withdraw it at any time with effect for the future (Art. 7(3) GDPR): a talent pool consent under "Applications" with one click, any consent also by e-mail to privacy@veil.example.',
          },
          {
            term: 'Legal obligations (Art. 6(1)(c) GDPR)',
            text: 'where the law requires us to keep records, to provide information to authorities, or to demonstrate that we comply with data protection law (Art. 5(2) GDPR) – which is what the logs of reveals and deletions are for.',
          },
          {
            term: 'Legitimate interests (Art. 6(1)(f) GDPR)',
            text: 'to run Veil securely and reliably, to detect and fend off misuse and attacks (server and security logs, limits on sign-in attempts), to fix errors, to handle your support requests, and to establish or defend legal claims. Our interest is a dependable platform people can trust; we protect yours by keeping only what is needed, and only briefly.',
          },
        ],
        'We never use your data for advertising: we build no advertising profiles and share nothing with ad networks or data brokers.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      body: [
        'Veil only uses cookies and browser storage that are strictly necessary for the service you ask for. These do not require consent (Section 25(2) No. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG); any further processing is based on Art. 6(1)(b) and (f) GDPR.',
        [
          {
            term: 'Session cookie',
            text: 'keeps you signed in. Scripts on the page cannot read it, it is only sent over encrypted connections, and it lasts until you sign out or the session expires.',
          },
          {
            term: 'Language',
            text: 'the language you chose (German or English) is kept in your browser’s local storage until you clear it, and in a cookie (veil-locale, one year) so that our server sends its pages in that language.',
          },
          {
            term: 'Sign-in state and return page',
            text: 'so that all your open tabs sign in and out together, and so that you land on the page you were heading for after signing in, Veil keeps short-lived entries in browser storage. They contain no profile data and are removed when you sign out.',
          },
        ],
        'We use no analytics, tracking or advertising cookies, no tracking pixels and no embedded social media content. That is also why you will not see a cookie banner on Veil.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Who receives your data',
      body: [
        [
          {
            term: 'Employers you apply to',
            text: 'they receive your anonymous CV, your screening and audio answers with their transcripts, and the interview slot you choose – and your full profile only after you reveal it, and only for that application. Within the company, only the people working on your application can see it. Each employer is itself responsible for how it processes your data in its selection process. If it has provided its own privacy notice, you will find it in the additional company information of your application.',
          },
          {
            term: 'Processors',
            text: 'service providers that process data on our behalf and on our instructions (Art. 28 GDPR), namely for hosting and storage, e-mail delivery and – when you use these features – reading PDF CVs and transcribing your audio answers. They are bound by contract to process your data only for us and to protect it properly.',
          },
          {
            term: 'Google',
            text: 'only if you sign in with Google. Your browser then takes you to Google, and Google confirms your sign-in to us. Google is responsible for that step itself, and Google’s privacy policy applies to it.',
          },
          {
            term: 'Authorities and courts',
            text: 'only where the law obliges us, or where it is necessary to establish or defend legal claims.',
          },
        ],
        'We do not pass your data to anyone else.',
      ],
    },
    {
      id: 'transfers',
      heading: 'International transfers',
      body: [
        'By default, we and our processors process your data only in data centres within the EU and the EEA. We do not transfer it to countries outside the EU/EEA as a matter of course.',
        'Exceptions only arise from choices you make yourself:',
        [
          'If you sign in with Google, Google may also process data in the United States. Google LLC is certified under the EU-U.S. Data Privacy Framework, which is covered by an adequacy decision of the European Commission (Art. 45 GDPR).',
          'If you apply to an employer based outside the EU/EEA, we transfer your application to it because you ask us to by applying (Art. 49(1)(b) GDPR). You can see where a company is based in its company information before you apply.',
        ],
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      body: [
        'We keep your data only for as long as its purpose requires:',
        [
          {
            term: 'Account and profile',
            text: 'for as long as your account exists. You can delete your account at any time; we then delete your profile, your files and all your applications. The data disappears from our backups when they are overwritten in their regular cycle, after 30 days at the latest.',
          },
          {
            term: 'Withdrawn applications',
            text: 'when you withdraw an application, we delete its data – the anonymous CV, your screening and audio answers with their transcripts, the interview scheduling data, and the employer’s ratings and notes. Your profile is not affected.',
          },
          {
            term: 'Technical copies of deleted data',
            text: 'we also remove deleted data from the database’s files by rewriting the tables concerned: in the built-in database, its change log included, within a minute; on a database server during the following night. A database server’s change log (write-ahead log), archived logs and backups still hold the data until they are deleted or overwritten in their regular cycle, after 30 days at the latest.',
          },
          {
            term: 'Closed applications',
            text: 'once the employer has rejected your application or closed the process, we delete the application data after 180 days – the period during which claims arising from a recruitment process, for example under the German General Equal Treatment Act (AGG), can be brought. You can withdraw the application before then at any time.',
          },
          {
            term: 'Deletion logs',
            text: 'for every deleted application we keep a log, so that we and the employer can show that the data was deleted properly. The log contains nothing from your application and no details about you – only the application number, the job, the company, the time of and reason for deletion, the types of data deleted, and whether you, the employer or an automatic process triggered it. We keep deletion logs for three years and then delete their content; only the log number remains, with the notice that the log has expired.',
          },
          {
            term: 'Talent pools',
            text: 'a consent lasts for the period you chose. You can revoke it at any time under "Applications" → "Talent pools". From the moment it ends – expired or revoked – the company no longer sees you and its invitations end; we delete the consent and its invitations in the next daily clean-up, within 24 hours. Deleting your account deletes them at once. Invitations you do not accept lapse after 30 days. Without your consent, nothing of you stays in a talent pool.',
          },
          {
            term: 'Reveal logs',
            text: 'the record of your reveal (which application, and when) is kept for three years after the application ends, so that it remains clear the employer received your profile with your agreement.',
          },
          {
            term: 'Server and security logs',
            text: '14 days – longer only where a specific security incident needs investigating, and then only for as long as that takes.',
          },
          {
            term: 'Support requests',
            text: 'until your request has been dealt with, and then for up to three years in case any claims arise from it.',
          },
        ],
        'If an employer has copied data into its own systems after your reveal, it deletes that data according to its own retention periods, which its privacy notice explains.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      body: [
        'The GDPR gives you the following rights. Exercising them is free of charge; the easiest way is an e-mail to privacy@veil.example:',
        [
          {
            term: 'Access (Art. 15 GDPR)',
            text: 'to find out whether and what data we process about you, including a copy of it.',
          },
          {
            term: 'Rectification (Art. 16 GDPR)',
            text: 'of inaccurate or incomplete data. You can change most details yourself in your profile.',
          },
          {
            term: 'Erasure (Art. 17 GDPR)',
            text: 'of your data where we no longer need it, or where you withdraw your consent or successfully object. You can also delete applications and your account yourself.',
          },
          {
            term: 'Restriction of processing (Art. 18 GDPR)',
            text: 'for example while the accuracy of your data is being checked.',
          },
          {
            term: 'Notification of recipients (Art. 19 GDPR)',
            text: 'we tell the recipients of your data, such as employers you have applied to, about any rectification, erasure or restriction.',
          },
          {
            term: 'Data portability (Art. 20 GDPR)',
            text: 'you receive the data you provided to us in a structured, commonly used and machine-readable format.',
          },
          {
            term: 'No decisions based solely on automated processing (Art. 22 GDPR)',
            text: 'see "No automated decision-making".',
          },
          {
            term: 'Withdrawal of consent (Art. 7(3) GDPR)',
            text: 'at any time, with effect for the future. Processing carried out on the basis of your consent before you withdrew it remains lawful.',
          },
        ],
        'We reply within one month (Art. 12(3) GDPR). If your request concerns data that an employer processes in its selection process, we can forward it to that employer for you – without telling the employer who you are if you have not revealed your profile.',
      ],
      subsections: [
        {
          heading: 'Your right to object (Art. 21 GDPR)',
          body: [
            'You may object at any time, on grounds relating to your particular situation, to processing based on our legitimate interests (Art. 6(1)(f) GDPR). We will then stop processing the data unless we can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves to establish, exercise or defend legal claims. A simple e-mail to privacy@veil.example is enough.',
          ],
        },
      ],
    },
    {
      id: 'complaint',
      heading: 'Complaining to a supervisory authority',
      body: [
        'If you believe that the processing of your data infringes the GDPR, you have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the EU member state where you live or work or where the alleged infringement took place. The European Data Protection Board lists all supervisory authorities in the EU: https://www.edpb.europa.eu/about-edpb/about-edpb/members_en',
        'Many concerns can be resolved more quickly by talking to us directly, so feel free to write to privacy@veil.example first.',
      ],
    },
    {
      id: 'automated-decisions',
      heading: 'No automated decision-making',
      body: [
        'Decisions about your application are made solely by people at the employer. We make no decisions based solely on automated processing, including profiling, that produce legal effects concerning you or similarly significantly affect you (Art. 22 GDPR).',
        'Only supporting functions run automatically: generating your anonymous CV, redaction, voice alteration, transcribing audio answers, suggesting jobs to you, and matching your languages against a job’s requirements, which employers see as a guide. None of them screens out or rejects applications.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      body: [
        'We protect your data with technical and organisational measures appropriate to the risk (Art. 32 GDPR), including:',
        [
          'All connections to Veil are encrypted in transit (HTTPS with TLS).',
          'Passwords are stored only as salted hashes, and sign-in attempts are limited so that passwords cannot be guessed by trial and error.',
          'Your profile is kept apart from your anonymous CVs, and the part of Veil that employers use cannot technically access it. An automated test checks that no personal detail reaches an employer before a reveal – not in CVs, answers, recordings, transcripts, e-mails or exports.',
          'Uploaded images are re-encoded, which strips metadata such as EXIF details and GPS location. File names shown to employers are generated by us rather than taken from your files.',
          'Audio answers are voice-altered before they are stored, and are stored without metadata.',
          'Files are only served through signed links that expire after a short time.',
          'At the employer, only authorised people with defined roles see your application, and reviewers only see the applications assigned to them. At Veil, only the staff who need access to run the service and provide support have it.',
        ],
        'If, despite all precautions, a personal data breach occurs that is likely to result in a high risk to you, we will inform you without undue delay (Art. 34 GDPR).',
      ],
    },
    {
      id: 'obligation-to-provide',
      heading: 'Do you have to give us your data?',
      body: [
        'You have no legal or contractual obligation to provide any data. Without an e-mail address, however, you cannot create an account, and without the required parts of your profile we cannot generate an anonymous CV, so you will not be able to apply. Optional details such as your phone number or date of birth can be left out.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        'We update this privacy policy when Veil or the law changes. The version published here, dated as shown above, is the one that applies. We will tell you about significant changes in advance by e-mail or when you next sign in. If a change requires your consent, we will ask for it before processing your data in the new way.',
      ],
    },
  ],
};
