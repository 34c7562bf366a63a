/**
 * The attribute marking a stylesheet link of index.html that the build made wait
 * (vite-plugins/deferred-styles.ts) and the entry applies (deferred-styles.ts); shared by both.
 */
export const deferredStyleAttribute = 'data-deferred-style';
