/**
 * Where an app tells the shell its own types, by declaration merging (as with TanStack
 * Router's `Register`):
 *
 * @example
 * declare module '@org/admin-shell' {
 *   interface Register {
 *     accessFlags: ReturnType<typeof computeAccess>;
 *     messages: (typeof appMessages)['zh-CN'];
 *   }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by apps through declaration merging
export interface Register {}
