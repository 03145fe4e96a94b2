/** English copy of the recorder (features/recording) and the recording demo with tips. */
export const recording = {
  recorder: {
    limit: 'Time limit {time}',
    readingCountdown: 'Recording starts in {time}',
    startNow: 'Start recording now',
    opening: 'Starting the microphone …',
    microphoneNeeded: 'Please allow access to your microphone.',
    recording: 'Recording – speak now',
    recordingAgain: 'Recording again – this version replaces the first',
    level: 'Microphone level',
    timeLeft: '{time} left',
    stop: 'Stop recording',
    microphoneTitle: 'Microphone not available',
    tryAgain: 'Try again',
    reRecord: 'Record again ({time})',
    reRecordHint:
      'You can record your answer once more within 60 seconds. The new version replaces the first one.',
    keep: 'Keep this answer',
    done: 'Your answer is complete.',
    uploading: 'Uploading your answer …',
    uploadProgress: 'Upload progress',
    processing: 'Your voice is being altered …',
    ready: 'This is how employers will hear you',
  },
  recordingDemo: {
    title: 'Recording demo',
    description:
      'Try recording an answer before your first audio interview. Nothing you record here is kept.',
    tipsTitle: 'Tips for a good answer',
    tips: {
      quiet: 'Find a quiet place and sit close to your microphone.',
      read: 'You have 30 seconds to read each question. Recording then starts by itself.',
      structure: 'Answer in a few clear points: what you did, how you did it, and what came of it.',
      time: 'Keep an eye on the time left; recording stops at the limit.',
      names: 'Leave out names of people, employers and places: your answer stays anonymous.',
      reRecord: 'Not happy? You may record once more within 60 seconds; the second version counts.',
    },
    privacyTitle: 'Your voice stays anonymous',
    privacy:
      'Your recording is altered on our server with new random settings every time, so that employers cannot recognise your voice or link two answers. Only the altered version is stored; the original is deleted at once and nobody can download it.',
    questionLabel: 'Question {number} · {duration}',
    questions: {
      'demo-short': 'Please introduce yourself briefly: what do you do, and what are you looking for?',
      'demo-long':
        'Describe a project you are proud of: what was your role, what was difficult, and how did you solve it?',
    },
    tryQuestion: 'Try question {number}',
    back: 'Back to the questions',
    end: 'End demo',
    ended: 'The demo has ended and your recordings have been deleted.',
    failed: 'Record again',
    loadFailed: 'The demo could not be loaded.',
  },
};
