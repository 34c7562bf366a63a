import { limits } from '@org/api/contract/limits';

/** What the API takes in a list query: the tables' page sizes and bounds. */
export const apiListLimits = {
  pageSizes: limits.pageSizes,
  limits: { keywordLength: limits.keyword.max, page: limits.page.max, integer: limits.integer.max },
} as const;
