export { all, createValidators, type Validator } from './validators.js';
