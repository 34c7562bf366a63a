export { type Envelope, EnvelopeSchema, ResultCode } from './envelope.js';
export { limits } from './limits.js';
export * from './permissions.js';
export * from './schemas.js';
export * from './views.js';
