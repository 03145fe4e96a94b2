// Voice anonymisation for recorded answers, in plain TypeScript without dependencies or Node APIs, so
// the same code runs on the server and in a browser Web Worker.
export * from './alter-voice';
export * from './colouration';
export * from './excitation';
export * from './level';
export * from './lpc';
export * from './mcadams';
export * from './pitch';
export * from './pitch-shift';
export * from './polynomial-roots';
export * from './random';
export * from './resample';
export * from './wav';
