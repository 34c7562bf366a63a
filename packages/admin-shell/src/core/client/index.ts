export {
  createEnvelopeClient,
  type EnvelopeClient,
  type EnvelopeClientOptions,
  type PageResult,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './create-envelope-client.js';
export { type Envelope, EnvelopeError, RequestError } from './errors.js';
