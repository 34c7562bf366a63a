export { DiscardQuestion, type DiscardQuestionProps } from './DiscardQuestion.js';
export { type ConfirmDiscard, useConfirmDiscard } from './use-confirm-discard.js';
