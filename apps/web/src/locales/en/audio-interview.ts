/**
 * English copy of the candidate's audio interview: the card on the application page, the
 * instruction page (`applications/{id}/audio-recording-instruction`) and the answer page
 * (`applications/record/answer/{id}`).
 */
export const audioInterview = {
  audioInterview: {
    dueBy: 'Please answer by {date}, {time}.',
    card: {
      title: 'Your audio interview',
      text_one:
        '{company} invites you to answer {count} question by audio. Your voice is altered, so you stay anonymous.',
      text_other:
        '{company} invites you to answer {count} questions by audio. Your voice is altered, so you stay anonymous.',
      open: 'Go to the audio interview',
      submittedTitle: 'Audio interview submitted',
      submittedText: 'You sent your answers on {date}. The company is now evaluating them.',
      closedTitle: 'Audio interview closed',
      closedText:
        'The due date ({date}) has passed without your answers, so recording is no longer possible.',
      writtenRequested: 'You asked for a written alternative on {date}. The company will get back to you.',
    },
    instruction: {
      title: 'Audio interview',
      description: '{job} at {company}',
      back: 'Back to the application',
      loadFailed: 'The audio interview could not be loaded.',
      overviewTitle: 'What to expect',
      questions_one: '{count} question',
      questions_other: '{count} questions',
      minutes_one: 'about {count} minute in all',
      minutes_other: 'about {count} minutes in all',
      rules: {
        read: 'You have 30 seconds to read each question. Recording then starts by itself.',
        limit: 'Each question has its own time limit; recording stops when it is reached.',
        reRecord: 'You may record each answer once more within 60 seconds. The second version counts.',
        listen:
          'You hear every answer back as the company will hear it, and send them all together at the end.',
        pause:
          'You can take a break between questions: answers you have recorded are kept, even if you close the page.',
      },
      voiceTitle: 'How your voice stays anonymous',
      voice:
        'Your recording is altered on our server: pitch and tone are changed with new random settings for every answer, so the company cannot recognise your voice or tell that two answers come from the same person. The company hears only the altered version – exactly what you hear back after each answer.',
      voiceDeleted:
        'Your original recording is deleted as soon as it has been altered. Nobody can download it, not even you.',
      voiceWords:
        'What you say stays as it is: leave out your name and anything else that would identify you.',
      practiceTitle: 'Practise first',
      practiceText: 'Try the recorder with two practice questions. Nothing you record there is kept.',
      practiceLink: 'Open the recording demo',
      microphoneTitle: 'Check your microphone',
      microphoneText: 'Start the test and say a few words: the bar moves while we hear you.',
      microphoneStart: 'Test microphone',
      microphoneStop: 'End test',
      microphoneListening: 'Listening …',
      microphoneHeard: 'We can hear you: your microphone works.',
      microphoneSilent:
        'We cannot hear anything yet. Speak a little louder, or check that the right microphone is selected.',
      languageLabel: 'Language of your answers',
      languageDescription: 'The company sees this language with your answers.',
      languagesOfJob: 'Languages of this job',
      otherLanguages: 'Other languages',
      nothingFound: 'No language found',
      start: 'Start the audio interview',
      continue: 'Continue the audio interview',
      progress: '{done} of {total} questions answered',
      startHint: 'Each question appears only when you are ready for it.',
      cannotTitle: 'Cannot record?',
      cannotText:
        'If you cannot record audio – for example without a microphone or because of a speech impairment – you can ask the company for a written alternative instead. You do not need to give a reason.',
      cannotButton: 'I cannot record',
      confirmTitle: 'Ask for a written alternative?',
      confirmText:
        'We let {company} know that you would like to answer in writing instead of by audio. The company decides how to go on and will get back to you. You do not need to give a reason, and you can still record until the due date.',
      confirm: 'Ask for a written alternative',
      requestFailed: 'Your request could not be sent.',
      requested: 'Your request has been sent to the company.',
      requestedTitle: 'Written alternative requested',
      requestedText:
        'You asked {company} for a written alternative on {date}. The company will get back to you. If you can record after all, you still may until the due date.',
      closedTitle: 'The audio interview is closed',
      closedText:
        'The due date ({date}) has passed. Recording is no longer possible. If the company extends the due date, you will get an e-mail.',
      endedText: 'This application is no longer waiting for audio answers, so recording is not possible.',
      submittedTitle: 'Your answers have been sent',
      submittedText: 'You sent your answers on {date}. {company} is now evaluating them.',
    },
    answer: {
      title: 'Audio interview',
      back: 'Back to the instructions',
      heard: 'This is how {company} will hear you',
      questionOf: 'Question {number} of {total}',
      answerTime: 'Answer time: {duration}',
      language: 'Answer language',
      readyText:
        'When you show the question, you have 30 seconds to read it. Then recording starts by itself.',
      show: 'Show question {number}',
      next: 'Next question',
      toSummary: 'Review your answers',
      waitForSend: 'Your answer is being sent. You can go on once it has arrived.',
      sendFailed: 'Your answer could not be sent. It is still here – please send it again.',
      sendAgain: 'Send again',
      recordAgain: 'Record again',
      alterationFailed:
        'Your answer could not be processed. You can send the same recording again or record a new one.',
      summaryTitle: 'Your answers',
      summaryText:
        'Listen to your answers once more. The company receives them all at once when you submit them; you cannot change them afterwards.',
      answerLength: 'Length {duration}',
      answerLanguage: 'Language: {language}',
      submit: 'Submit all answers',
      submitWaiting: 'Please wait until every answer has been processed.',
      confirmTitle: 'Submit all answers?',
      confirmText_one:
        'Your answer goes to {company}, and the application moves to evaluation. You cannot record or change it afterwards.',
      confirmText_other:
        'Your {count} answers go to {company} together, and the application moves to evaluation. You cannot record or change them afterwards.',
      confirm: 'Submit answers',
      submitFailed: 'Your answers could not be submitted.',
      submitted: 'Your answers have been submitted. The company is now evaluating them.',
      keptTitle: 'Your answers so far',
      keptText: 'The answers you recorded before the due date are kept.',
    },
  },
};
