export {
  createEnvelopeClient,
  type Envelope,
  type EnvelopeClient,
  type EnvelopeClientOptions,
  EnvelopeError,
  type PageResult,
  type Query,
  type QueryValue,
  RequestError,
  type RequestOptions,
} from './core/client/index.js';
